import { Gauge } from "prom-client";
import { METRIC_PREFIX, metricsRegistry } from "./registry.js";

const registers = [metricsRegistry];

/** What the process and its database carry at the moment of a scrape, read just before it. */
export interface LoadSample {
  /** The queues, read from the database; absent when it could not be read, and so are their series. */
  queues?: QueueLoad;
  /** Webhooks in this process's spool, waiting for the database. */
  spoolDepth: number;
  /** This process's connection pool; absent on the embedded database, which has none. */
  pool?: { size: number; open: number; in_use: number; waiting: number; recycled: number };
}

const outboundDepth = new Gauge({
  name: `${METRIC_PREFIX}outbound_queue_depth`,
  help: "Outbound texts waiting to leave, by status (pending, sending); up to 100,000 counted in all.",
  labelNames: ["status"],
  registers,
});

const outboundOldest = new Gauge({
  name: `${METRIC_PREFIX}outbound_queue_oldest_pending_seconds`,
  help: "How long the longest-waiting pending outbound text has been due (0 when none is).",
  registers,
});

const scheduledDepth = new Gauge({
  name: `${METRIC_PREFIX}scheduled_queue_depth`,
  help: "Queued messages (reminders, announcements) not yet dispatched, by status (waiting, held); up to 100,000 counted in all.",
  labelNames: ["status"],
  registers,
});

const scheduledOldest = new Gauge({
  name: `${METRIC_PREFIX}scheduled_queue_oldest_due_seconds`,
  help: "How long the earliest undispatched queued message has been due (0 when none is due).",
  registers,
});

const spoolDepth = new Gauge({
  name: `${METRIC_PREFIX}spool_depth`,
  help: "Webhooks kept in this process's spool while the database was away, not yet replayed.",
  registers,
});

const poolGauges = {
  size: new Gauge({
    name: `${METRIC_PREFIX}db_pool_max_clients`,
    help: "The most connections this process's PostgreSQL pool opens (absent on PGlite).",
    registers,
  }),
  open: new Gauge({
    name: `${METRIC_PREFIX}db_pool_open_clients`,
    help: "Connections open in this process's pool, idle or in use (absent on PGlite).",
    registers,
  }),
  in_use: new Gauge({
    name: `${METRIC_PREFIX}db_pool_clients_in_use`,
    help: "Connections checked out of this process's pool (absent on PGlite).",
    registers,
  }),
  waiting: new Gauge({
    name: `${METRIC_PREFIX}db_pool_clients_waiting`,
    help: "Callers queued for a connection of this process's pool (absent on PGlite).",
    registers,
  }),
  recycled: new Gauge({
    name: `${METRIC_PREFIX}db_pool_clients_recycled`,
    help: "Checked-out connections the pool guard took back since start (ended, or held past 2 minutes; absent on PGlite).",
    registers,
  }),
};

export interface QueueLoad {
  outbound: { pending: number; sending: number; oldestPendingSeconds: number };
  scheduled: { waiting: number; held: number; oldestDueSeconds: number };
}

/** Sets every scrape-time gauge from one sample. */
export function setLoadGauges(sample: LoadSample): void {
  setQueueGauges(sample.queues);
  spoolDepth.set(sample.spoolDepth);
  const { pool } = sample;
  for (const [field, gauge] of Object.entries(poolGauges)) {
    if (pool) gauge.set(pool[field as keyof typeof poolGauges]);
    else gauge.remove();
  }
}

function setQueueGauges(queues: QueueLoad | undefined): void {
  if (!queues) {
    outboundDepth.reset();
    scheduledDepth.reset();
    outboundOldest.remove();
    scheduledOldest.remove();
    return;
  }
  outboundDepth.set({ status: "pending" }, queues.outbound.pending);
  outboundDepth.set({ status: "sending" }, queues.outbound.sending);
  outboundOldest.set(queues.outbound.oldestPendingSeconds);
  scheduledDepth.set({ status: "waiting" }, queues.scheduled.waiting);
  scheduledDepth.set({ status: "held" }, queues.scheduled.held);
  scheduledOldest.set(queues.scheduled.oldestDueSeconds);
}
