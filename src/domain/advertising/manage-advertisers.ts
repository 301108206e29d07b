import type { Executor } from "../../db/client.js";
import { findAdvertiser, insertAdvertiser, updateAdvertiser } from "../../db/repositories/advertisers.js";
import type { AdvertiserInput } from "../../shared/advertisers.js";
import { AppError } from "../app-error.js";

/** Advertisers (spec 001 section 2.3). Switching one off keeps its advertisements from being shown. */

export const createAdvertiser = (db: Executor, input: AdvertiserInput) =>
  insertAdvertiser(db, withNulls(input));

export async function changeAdvertiser(db: Executor, id: number, input: AdvertiserInput) {
  const row = await updateAdvertiser(db, id, withNulls(input));
  if (!row) throw AppError.notFound("Advertiser not found");
  return row;
}

export async function requireAdvertiser(db: Executor, id: number) {
  const advertiser = await findAdvertiser(db, id);
  if (!advertiser) throw AppError.notFound("Advertiser not found");
  return advertiser;
}

/** The form's optional fields arrive as null or not at all; both mean "none". */
function withNulls(input: AdvertiserInput) {
  return {
    name: input.name,
    contact_info: input.contact_info ?? null,
    website: input.website ?? null,
    notes: input.notes ?? null,
    is_active: input.is_active,
  };
}
