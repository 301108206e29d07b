import type { Env } from "../config/env.js";
import type { DatabaseHandle } from "../db/client.js";
import type { Clock } from "../domain/clock.js";
import type { MessagingRuntime } from "../runtime/messaging-runtime.js";
import type { SchedulerRuntime } from "../runtime/scheduler-runtime.js";

/** What every route plugin needs, passed once at start-up; tests swap the clock or env here. */
export interface AppContext {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  messaging: MessagingRuntime;
  scheduler: SchedulerRuntime;
}
