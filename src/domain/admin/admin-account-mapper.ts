import type { AdminAccountRow } from "../../db/repositories/admin-accounts.js";
import type { AdminAccount } from "../../shared/admins.js";

export function toAdminAccount(row: AdminAccountRow): AdminAccount {
  return {
    id: row.id,
    phone_number: row.phone_number,
    name: row.name,
    totp_enabled: row.totp_enabled,
    must_change_password: row.must_change_password,
    last_signed_in_at: row.last_signed_in_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    status: row.disabled_at ? "disabled" : "active",
  };
}
