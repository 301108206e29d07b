import type { Executor } from "../../db/client.js";
import {
  findSystemNumber,
  insertSystemNumber,
  type NewSystemNumber,
  updateSystemNumber,
} from "../../db/repositories/system-numbers.js";
import { toE164 } from "../../shared/phone-numbers.js";
import {
  E164_NUMBER_MESSAGE,
  type SystemNumberCreate,
  type SystemNumberUpdate,
} from "../../shared/system-numbers.js";
import { AppError } from "../app-error.js";
import { noteRowChanges } from "../audit/audit-scope.js";

/**
 * Stores the number as the webhook will read it for this line (toE164), so inbound texts find it
 * even when it was typed in another valid form, such as with a trunk 0 after the country code.
 */
export async function addSystemNumber(db: Executor, input: SystemNumberCreate) {
  const number = toE164(input.number);
  if (!number) throw AppError.validation({ number: E164_NUMBER_MESSAGE });
  const row = await insertSystemNumber(db, withoutUndefined({ ...input, number }) as NewSystemNumber);
  if (!row) throw AppError.conflict(`${number} is already configured.`);
  return row;
}

/** Edits the details or switches the number on or off; the number itself is its identity and stays. */
export async function changeSystemNumber(db: Executor, id: number, changes: SystemNumberUpdate) {
  const before = await findSystemNumber(db, id);
  const row = before && (await updateSystemNumber(db, id, withoutUndefined(changes)));
  if (!before || !row) throw AppError.notFound("System number not found");
  noteRowChanges(before, row, changes);
  return row;
}

/** Fields left out of a request stay as they are; an explicit null or "" clears them. */
function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
