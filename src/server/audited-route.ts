import type { FastifyRequest } from "fastify";
import type { AuditCaller, AuditTrail } from "../domain/audit/audit-trail.js";
import type { AuditedCall } from "../domain/audit/audited-call.js";
import { fieldNames } from "../domain/audit/describe-changes.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Set at start (app.ts): every state-changing admin route runs through it (decision 019). */
    auditTrail?: AuditTrail;
  }
}

/** The signed-in admin (if any) and the client of a request, as its audit entry records them. */
function callerOf(request: FastifyRequest): AuditCaller {
  return {
    actor: request.admin ? { id: request.admin.id, phone: request.admin.phone_number } : null,
    client: { ip: request.ip, userAgent: request.headers["user-agent"] ?? null },
  };
}

function idOf(value: unknown): string | number | null {
  if (!value || typeof value !== "object" || !("id" in value)) return null;
  const { id } = value as { id: unknown };
  return typeof id === "string" || typeof id === "number" ? id : null;
}

/**
 * Runs a state-changing admin call through the audit trail: in one transaction with its entry, or,
 * for calls whose service writes its own entries, with the caller known to that service.
 */
export function runAudited<T>(
  trail: AuditTrail,
  call: AuditedCall | "service",
  input: { params: unknown; body: unknown },
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  const caller = callerOf(request);
  if (call === "service") return trail.runRecorded(caller, work);
  const pathId = idOf(input.params);
  return trail.runAudited(
    { ...call, resourceIdOf: (result) => pathId ?? idOf(result), fields: fieldNames(input.body) },
    caller,
    work,
  );
}

/**
 * Runs a read worth recording (a backup's download) with the caller known, so that its service
 * can write the entry: reads are otherwise never audited.
 */
export function runRecordedRead<T>(
  trail: AuditTrail,
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  return trail.runRecorded(callerOf(request), work);
}
