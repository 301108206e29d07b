import type { ReferralCodeWithOwner } from "../../db/repositories/referral-codes.js";
import type { ReferralCode, ReferralCodeType } from "../../shared/referral-codes.js";

export function toReferralCode(row: ReferralCodeWithOwner): ReferralCode {
  return {
    id: row.id,
    code: row.code,
    // The column's check constraint admits only the two kinds.
    code_type: row.code_type as ReferralCodeType,
    user_phone: row.user_phone,
    current_uses: row.current_uses,
    max_uses: row.max_uses,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}
