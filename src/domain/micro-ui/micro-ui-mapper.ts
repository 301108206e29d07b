import type { MicroUiRow } from "../../db/repositories/micro-uis.js";
import type { AdminMicroUi } from "../../shared/micro-ui/admin.js";

export function toAdminMicroUi(row: MicroUiRow): AdminMicroUi {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    thread_id: row.thread_id,
    user_id: row.user_id,
    payload: row.payload,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
