import { setTimeout as sleepFor } from "node:timers/promises";
import { type Env, publicUrl } from "../../config/env.js";
import type { Clock } from "../../domain/clock.js";
import { quietHoursFrom } from "../../domain/delivery-rules/quiet-hours.js";
import type { Logger } from "../../domain/logger.js";
import { chooseSmsProvider } from "../../providers/sms/choose-provider.js";
import type { PipelineReads } from "../answer/pipeline-reads.js";
import type { SenderDeps, SendWrites } from "./send-outbound.js";
import type { ThreadSendGate } from "./thread-send-gate.js";

/**
 * What the send step works with in the running server: the provider the environment chooses, the
 * status callback on the public URL, quiet hours from the settings, real sleeps and randomness.
 */
export function senderDeps(options: {
  env: Env;
  clock: Clock;
  log: Logger;
  writes: SendWrites;
  gate: ThreadSendGate;
  reads: PipelineReads;
  leaseMs: number;
}): SenderDeps {
  const { env, clock, log, writes, gate, reads, leaseMs } = options;
  return {
    writes,
    gate,
    clock,
    providerFor: chooseSmsProvider(env, log),
    statusCallbackUrl: `${publicUrl(env)}/api/webhooks/twilio/status`,
    defaultTimeZone: env.DEFAULT_TIMEZONE,
    quietHours: async () => quietHoursFrom((await reads.config()).settings),
    leaseMs,
    sleep: (ms: number) => sleepFor(ms),
    random: Math.random,
    log,
  };
}
