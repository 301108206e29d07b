import type { Executor } from "../../db/client.js";
import {
  insertSystemNumber,
  type NewSystemNumber,
  updateSystemNumber,
} from "../../db/repositories/system-numbers.js";
import type { SystemNumberCreate, SystemNumberUpdate } from "../../shared/system-numbers.js";
import { AppError } from "../app-error.js";

export async function addSystemNumber(db: Executor, input: SystemNumberCreate) {
  const row = await insertSystemNumber(db, withoutUndefined(input) as NewSystemNumber);
  if (!row) throw AppError.conflict(`${input.number} is already configured.`);
  return row;
}

/** Edits the details or switches the number on or off; the number itself is its identity and stays. */
export async function changeSystemNumber(db: Executor, id: number, changes: SystemNumberUpdate) {
  const row = await updateSystemNumber(db, id, withoutUndefined(changes));
  if (!row) throw AppError.notFound("System number not found");
  return row;
}

/** Fields left out of a request stay as they are; an explicit null or "" clears them. */
function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
