import { ADMIN_API_PREFIX, type ApiContract } from "../../shared/api/contract.js";
import type { AuditAction } from "../../shared/audit-actions.js";

/** The action and resource type an audited call's entry carries. */
export interface AuditedCall {
  action: AuditAction;
  resourceType: string;
}

const ACTION_OF_METHOD = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" } as const;

const snakeCase = (segment: string) => segment.replace(/-/g, "_");
/** "referral-codes" → "referral_code": the resource is one row of the collection. */
const singular = (segment: string) => snakeCase(segment).replace(/s$/, "");
const isParam = (segment: string) => segment.startsWith(":");

/**
 * How a call reaches the audit log (decision 019): null for reads and for calls outside
 * /api/admin, "service" when its service writes its own entries, else the entry's action and
 * resource type. `POST /users/:id/reset` is the action "reset" on a user; a write to a collection or
 * one of its rows is create, update or delete, by method. A contract names them where its path
 * reads otherwise.
 */
export function auditedCallOf(contract: ApiContract): AuditedCall | "service" | null {
  if (contract.method === "GET" || !contract.path.startsWith(`${ADMIN_API_PREFIX}/`)) return null;
  if (contract.audit?.writtenBy === "service") return "service";
  const segments = contract.path.slice(ADMIN_API_PREFIX.length + 1).split("/");
  const last = segments.at(-1) ?? "";
  const beforeLast = segments.at(-2);
  const verbOnRow = !isParam(last) && beforeLast !== undefined && isParam(beforeLast);
  const noun = verbOnRow ? segments.at(-3) : segments.filter((segment) => !isParam(segment)).at(-1);
  // A path's verb is a label's key: test/unit/audit-rules.test.ts holds every contract to one.
  const action = (verbOnRow ? snakeCase(last) : ACTION_OF_METHOD[contract.method]) as AuditAction;
  return {
    action: contract.audit?.action ?? action,
    resourceType: contract.audit?.resource ?? singular(noun ?? last),
  };
}
