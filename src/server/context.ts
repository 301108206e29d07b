import type { Env } from "../config/env.js";
import type { DatabaseHandle } from "../db/client.js";
import type { Clock } from "../domain/clock.js";
import type { SchedulerRuntime } from "../domain/scheduling/scheduler-runtime.js";
import type { MessagingCore } from "../messaging/messaging-core.js";

/** What every route plugin needs, passed once at start-up; tests swap the clock or env here. */
export interface AppContext {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  messaging: MessagingCore;
  scheduler: SchedulerRuntime;
  /** Waits that slow a client down (a throttled sign-in); tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
}
