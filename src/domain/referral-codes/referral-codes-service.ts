import type { Database } from "../../db/client.js";
import { countReferralCodes, listReferralCodes } from "../../db/repositories/referral-codes.js";
import type { ListQuery } from "../../shared/list-query.js";
import type { ReferralCode, ReferralCodeCreate, ReferralCodeUpdate } from "../../shared/referral-codes.js";
import type { ListPage } from "../list-page.js";
import { changeReferralCode, createSystemCode, deactivateReferralCode } from "./manage-referral-codes.js";
import { toReferralCode } from "./referral-code-mapper.js";

/** Referral codes: every user has one, so the list is paged and searched (code or owner phone). */
export function createReferralCodesService(db: Database) {
  return {
    list: async (query: ListQuery): Promise<ListPage<ReferralCode>> => {
      const [rows, total] = await Promise.all([
        listReferralCodes(db, query),
        countReferralCodes(db, query.search),
      ]);
      return { items: rows.map(toReferralCode), total };
    },
    create: async (input: ReferralCodeCreate) => toReferralCode(await createSystemCode(db, input)),
    change: async (id: number, changes: ReferralCodeUpdate) =>
      toReferralCode(await changeReferralCode(db, id, changes)),
    deactivate: async (id: number) => toReferralCode(await deactivateReferralCode(db, id)),
  };
}

export type ReferralCodesService = ReturnType<typeof createReferralCodesService>;
