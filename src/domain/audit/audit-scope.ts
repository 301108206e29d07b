import { AsyncLocalStorage } from "node:async_hooks";
import type { Executor } from "../../db/client.js";
import { describeChanges, fieldNames } from "./describe-changes.js";

/** Where a call came from, as the audit log records it. */
export interface AuditClient {
  ip: string | null;
  userAgent: string | null;
}

/** The signed-in admin making the call. */
export interface AuditActor {
  id: number;
  phone: string;
}

/**
 * One state-changing admin call in progress (decision 019). While the call's transaction is open,
 * `tx` holds it, and every service's database handle routes through it (`scopedDatabase`), so the
 * change and its audit entry commit or roll back together.
 */
export interface AuditScope {
  client: AuditClient;
  actor: AuditActor | null;
  tx: Executor | null;
  /** What the services said changed ("value: 20 → 30"), which beats the list of field names. */
  notes: string[];
  /** Wake-ups that must not run before the change is visible to other connections. */
  afterCommit: Array<() => unknown>;
}

const storage = new AsyncLocalStorage<AuditScope>();
/** Audited calls in progress in this process. */
let running = 0;

/**
 * Runs `work` with `scope` as the current call's. On Node 20 a storage in use keeps async hooks on
 * for every promise the process makes (bench/inbound: up to a fifth more CPU per text), so the
 * storage is turned off again whenever no audited call is running; the next call turns it on.
 */
export async function runInAuditScope<T>(scope: AuditScope, work: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await storage.run(scope, work);
  } finally {
    running -= 1;
    if (running === 0) storage.disable();
  }
}

export function currentAuditScope(): AuditScope | undefined {
  return storage.getStore();
}

/** The open transaction of the audited call this code runs in, if any. */
export function auditTransaction(): Executor | null {
  return storage.getStore()?.tx ?? null;
}

/** Adds a line to the current call's audit summary; outside an audited call it does nothing. */
export function noteAuditChange(note: string): void {
  if (note) storage.getStore()?.notes.push(note);
}

/** Notes the fields of `changed` that differ between the row before and after, old → new. */
export function noteRowChanges(before: object, after: object, changed: object): void {
  noteAuditChange(
    describeChanges(
      before as Record<string, unknown>,
      after as Record<string, unknown>,
      fieldNames(changed),
    ) || "no field changed",
  );
}

/**
 * Runs `work` once the current audited call has committed, or now outside one: a wake-up sent
 * from inside the transaction would reach other processes before the change they should see.
 */
export async function afterCommit(work: () => unknown): Promise<void> {
  const scope = storage.getStore();
  if (scope?.tx) scope.afterCommit.push(work);
  else await work();
}
