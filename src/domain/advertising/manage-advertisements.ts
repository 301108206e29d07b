import type { Executor } from "../../db/client.js";
import {
  deleteAdvertiserAdvertisement,
  insertAdvertiserAdvertisement,
  updateAdvertiserAdvertisement,
} from "../../db/repositories/advertiser-advertisements.js";
import { findAdvertiser } from "../../db/repositories/advertisers.js";
import {
  insertAdvertisement,
  updateAdvertisement,
} from "../../db/repositories/advertisements.js";
import type { AdvertisementInput } from "../../shared/advertisements.js";
import type { AdvertiserAdvertisementInput } from "../../shared/advertisers.js";
import { AppError } from "../app-error.js";

/** The simple advertisements (spec 001 section 2.1): disabling keeps the row, marked inactive. */

export const createAdvertisement = (db: Executor, input: AdvertisementInput) => insertAdvertisement(db, input);

export async function changeAdvertisement(db: Executor, id: number, changes: Partial<AdvertisementInput>) {
  const row = await updateAdvertisement(db, id, changes);
  if (!row) throw AppError.notFound("Advertisement not found");
  return row;
}

export const deactivateAdvertisement = (db: Executor, id: number) =>
  changeAdvertisement(db, id, { is_active: false });

/** Advertiser advertisements (spec 001 section 2.4): deleting removes the row for good. */

export async function createAdvertiserAdvertisement(db: Executor, input: AdvertiserAdvertisementInput) {
  await requireAdvertiser(db, input.advertiser_id);
  return insertAdvertiserAdvertisement(db, input);
}

export async function changeAdvertiserAdvertisement(
  db: Executor,
  id: number,
  input: AdvertiserAdvertisementInput,
) {
  const row = await updateAdvertiserAdvertisement(db, id, input);
  if (!row) throw AppError.notFound("Advertisement not found for this advertiser");
  return row;
}

export async function removeAdvertiserAdvertisement(db: Executor, advertiserId: number, id: number) {
  const row = await deleteAdvertiserAdvertisement(db, advertiserId, id);
  if (!row) throw AppError.notFound("Advertisement not found for this advertiser");
  return row;
}

export async function requireAdvertiser(db: Executor, id: number) {
  const advertiser = await findAdvertiser(db, id);
  if (!advertiser) throw AppError.notFound("Advertiser not found");
  return advertiser;
}
