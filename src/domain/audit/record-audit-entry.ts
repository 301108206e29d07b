import type { Executor } from "../../db/client.js";
import { insertAuditEntry } from "../../db/repositories/audit-log.js";
import type { AuditAction } from "../../shared/audit-actions.js";
import type { Clock } from "../clock.js";
import { type AuditActor, currentAuditScope } from "./audit-scope.js";

export interface AuditEntryInput {
  /** One the Audit Log screen has words for. */
  action: AuditAction;
  resourceType: string;
  resourceId?: string | number | null;
  /** What changed, in a line; never a secret (decision 019). */
  summary: string;
  /** Who acted, when not the call's signed-in admin: the admin a sign-in was for. */
  actor?: AuditActor | null;
  /** The phone a failed sign-in named, when it is no admin's. */
  phone?: string | null;
}

const MAX_SUMMARY_LENGTH = 2000;
const MAX_USER_AGENT_LENGTH = 500;

/**
 * Appends an entry through `executor`, which must be the transaction of the change it records.
 * Who and from where come from the audited call this runs in (the route sets them).
 */
export async function recordAuditEntry(
  executor: Executor,
  clock: Clock,
  entry: AuditEntryInput,
): Promise<void> {
  const scope = currentAuditScope();
  const actor = entry.actor !== undefined ? entry.actor : (scope?.actor ?? null);
  const summary = entry.summary.trim() || `${entry.action} ${entry.resourceType}`;
  await insertAuditEntry(executor, {
    created_at: clock.now(),
    admin_id: actor?.id ?? null,
    admin_phone: actor?.phone ?? entry.phone ?? null,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id:
      entry.resourceId === null || entry.resourceId === undefined ? null : String(entry.resourceId),
    summary: summary.slice(0, MAX_SUMMARY_LENGTH),
    ip: scope?.client.ip ?? null,
    user_agent: scope?.client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
  });
}
