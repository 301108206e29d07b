import type { Executor } from "../../db/client.js";
import { insertAdvertisement, updateAdvertisement } from "../../db/repositories/advertisements.js";
import type { AdvertisementInput } from "../../shared/advertisements.js";
import { AppError } from "../app-error.js";

/** The simple advertisements (spec 001 section 2.1): disabling keeps the row, marked inactive. */

export const createAdvertisement = (db: Executor, input: AdvertisementInput) =>
  insertAdvertisement(db, input);

export async function changeAdvertisement(db: Executor, id: number, changes: Partial<AdvertisementInput>) {
  const row = await updateAdvertisement(db, id, changes);
  if (!row) throw AppError.notFound("Advertisement not found");
  return row;
}
