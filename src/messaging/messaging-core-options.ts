import type { Env } from "../config/env.js";
import type { Clock } from "../domain/clock.js";
import type { Logger } from "../domain/logger.js";
import type { WakeNotifier } from "../loops/wake-notifier.js";
import type { FileSpool } from "./spool/file-spool.js";
import type { MessagingStore } from "./store/messaging-store.js";

/** What the messaging core is built from: its adapters, and the timings tests change. */
export interface MessagingCoreOptions {
  env: Env;
  store: MessagingStore;
  clock: Clock;
  log: Logger;
  /** Shares wake-ups with other processes; its listening is started by the scheduler. */
  notifier?: WakeNotifier;
  /** How often the workers look for work nobody woke them for (tests lengthen it to prove the wake-ups). */
  pollIntervalMs?: number;
  /** How long a claim lasts unless renewed (tests shorten it to prove the renewal). */
  leaseMs?: number;
  /** Webhooks being stored at once that count as a burst (tests lower it to make one). */
  webhookBurst?: number;
  /** Where webhooks go when the database cannot take them (processes that serve HTTP). */
  spool?: FileSpool;
}
