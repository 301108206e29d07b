import type { Executor } from "../../db/client.js";
import {
  deleteAdvertiserAdvertisement,
  insertAdvertiserAdvertisement,
  updateAdvertiserAdvertisement,
} from "../../db/repositories/advertiser-advertisements.js";
import type { AdvertiserAdvertisementInput } from "../../shared/advertisers.js";
import { AppError } from "../app-error.js";
import { requireAdvertiser } from "./manage-advertisers.js";

/** Advertiser advertisements (spec 001 section 2.4): deleting removes the row for good. */

const NOT_FOUND = "Advertisement not found for this advertiser";

export async function createAdvertiserAdvertisement(db: Executor, input: AdvertiserAdvertisementInput) {
  await requireAdvertiser(db, input.advertiser_id);
  return insertAdvertiserAdvertisement(db, withNulls(input));
}

/** A full replacement, like the form that sends it; the advertisement must be that advertiser's. */
export async function changeAdvertiserAdvertisement(
  db: Executor,
  id: number,
  input: AdvertiserAdvertisementInput,
) {
  const row = await updateAdvertiserAdvertisement(db, id, withNulls(input));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** `advertiserId`, when given, must be the advertisement's own. */
export async function removeAdvertiserAdvertisement(
  db: Executor,
  advertiserId: number | undefined,
  id: number,
) {
  const row = await deleteAdvertiserAdvertisement(db, advertiserId, id);
  if (!row) throw AppError.notFound(advertiserId === undefined ? "Advertisement not found" : NOT_FOUND);
  return row;
}

/** Optional fields left out of the body are cleared, not kept. */
function withNulls(input: AdvertiserAdvertisementInput) {
  return { ...input, url: input.url ?? null, frequency: input.frequency ?? null };
}
