import type { Database } from "../../db/client.js";
import { listSystemNumbers } from "../../db/repositories/system-numbers.js";
import type { SystemNumber, SystemNumberCreate, SystemNumberUpdate } from "../../shared/system-numbers.js";
import { addSystemNumber, changeSystemNumber } from "./manage-system-numbers.js";
import { toSystemNumber } from "./system-number-mapper.js";

/** The numbers texts arrive on and leave from; deactivating keeps a number with its history. */
export function createSystemNumbersService(db: Database) {
  return {
    list: async (): Promise<SystemNumber[]> => (await listSystemNumbers(db)).map(toSystemNumber),
    add: async (input: SystemNumberCreate) => toSystemNumber(await addSystemNumber(db, input)),
    change: async (id: number, changes: SystemNumberUpdate) =>
      toSystemNumber(await changeSystemNumber(db, id, changes)),
    deactivate: async (id: number) => toSystemNumber(await changeSystemNumber(db, id, { is_active: false })),
  };
}

export type SystemNumbersService = ReturnType<typeof createSystemNumbersService>;
