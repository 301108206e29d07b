import type { Database, Executor } from "../../db/client.js";
import type { Clock } from "../clock.js";
import { type AuditActor, type AuditClient, type AuditScope, runInAuditScope } from "./audit-scope.js";
import type { AuditedCall } from "./audited-call.js";
import { type AuditEntryInput, recordAuditEntry } from "./record-audit-entry.js";

/** Who makes a call and from where. */
export interface AuditCaller {
  actor: AuditActor | null;
  client: AuditClient;
}

/** What the route knows of an audited call before and after it runs. */
export interface AuditedRun<T> extends AuditedCall {
  /** The row the call acted on: its path's id, else the id of the row it answers with. */
  resourceIdOf: (result: T) => string | number | null;
  /** The summary when no service noted what changed: the fields the body set. */
  fields: string[];
}

/**
 * Runs every state-changing admin call and writes its audit entry (decision 019): one transaction
 * holds the change and the entry, so neither exists without the other.
 */
export function createAuditTrail({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async runAudited<T>(call: AuditedRun<T>, caller: AuditCaller, work: () => Promise<T>): Promise<T> {
      const scope: AuditScope = { ...caller, tx: null, notes: [], afterCommit: [] };
      const result = await db
        .transaction((tx) => {
          scope.tx = tx;
          return runInAuditScope(scope, async () => {
            const answer = await work();
            await recordAuditEntry(tx, clock, {
              action: call.action,
              resourceType: call.resourceType,
              resourceId: call.resourceIdOf(answer),
              summary: scope.notes.length > 0 ? scope.notes.join("; ") : fieldsSummary(call.fields),
            });
            return answer;
          });
        })
        .finally(() => {
          // Anything this call started that is still running now uses the database itself.
          scope.tx = null;
        });
      for (const wake of scope.afterCommit) await wake();
      return result;
    },

    /** An entry written in `tx`, the transaction of the change it records (the mock chat's text). */
    recordIn: (tx: Executor, entry: AuditEntryInput) => recordAuditEntry(tx, clock, entry),

    /** An entry for a call that changed nothing (a mock text the core refused). */
    record: (entry: AuditEntryInput) => recordAuditEntry(db, clock, entry),

    /** Runs a call whose service writes its own entries: they read the caller from the scope. */
    runRecorded<T>(caller: AuditCaller, work: () => Promise<T>): Promise<T> {
      return runInAuditScope({ ...caller, tx: null, notes: [], afterCommit: [] }, work);
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;

function fieldsSummary(fields: string[]): string {
  return fields.length > 0 ? `fields: ${fields.join(", ")}` : "";
}
