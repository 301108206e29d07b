import type { DatabaseHandle } from "../../db/client.js";
import type { PoolStats } from "../../db/pool-guard.js";
import { type QueueDepth, readQueueDepth } from "../../db/repositories/queue-depth.js";
import type { Clock } from "../clock.js";

/** What the process and its database carry now, for /metrics: the queues and this process's pool. */
export function createLoadService(database: DatabaseHandle, clock: Clock) {
  return {
    /** The send queue and the scheduled queue: one bounded, indexed statement. */
    queues: (): Promise<QueueDepth> => readQueueDepth(database.db, clock.now()),
    /** This process's connection pool; undefined on the embedded database, which has none. */
    pool: (): PoolStats | undefined => database.pool?.(),
  };
}
