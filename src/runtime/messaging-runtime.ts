import type { Env } from "../config/env.js";
import { publicUrl } from "../config/env.js";
import { Batcher } from "../db/batcher.js";
import type { Database } from "../db/client.js";
import type { ConfigSnapshot } from "../db/repositories/config-snapshot.js";
import { prepareInboundClaim } from "../db/repositories/inbound-queue.js";
import {
  type ClaimedOutbound,
  claimOutboundMessages,
  markOutboundSent,
  renewLeases,
  type SentMark,
} from "../db/repositories/messages.js";
import { reserveSendSlots } from "../db/repositories/system-numbers.js";
import { createAiAssistant } from "../domain/assistant/ai-assistant.js";
import type { Assistant } from "../domain/assistant/assistant.js";
import { createOfflineAssistant } from "../domain/assistant/offline/offline-assistant.js";
import { BoundedMap } from "../domain/bounded-map.js";
import type { Clock } from "../domain/clock.js";
import { InboundStore } from "../domain/messaging/inbound-store.js";
import { createPipelineReads } from "../domain/messaging/pipeline-reads.js";
import { processInbound } from "../domain/messaging/process-inbound.js";
import type { InboundText, ReceiveResult } from "../domain/messaging/receive-inbound.js";
import { type SenderDeps, sendOutbound } from "../domain/messaging/send-outbound.js";
import { type Answer, type StoredAnswer, storeAnswers } from "../domain/messaging/store-answers.js";
import { createOpenAiChatModel } from "../providers/ai/chat-model.js";
import { createModelCatalog, type ModelCatalog } from "../providers/ai/model-catalog.js";
import { createConsoleProvider, createMockChatProvider } from "../providers/sms/local-providers.js";
import type { SmsProvider } from "../providers/sms/sms-provider.js";
import { createTwilioProvider } from "../providers/sms/twilio-rest.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../shared/mock-chat.js";
import { LeaseRenewer } from "../workers/lease-renewer.js";
import { WorkerLoop } from "../workers/worker-loop.js";
import { imageLoader } from "./image-loader.js";
import type { WakeNotifier } from "./wake-notifier.js";

export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MessagingRuntime {
  catalog: ModelCatalog;
  /** The first of `numbers` that is an active system number of ours. */
  firstActiveSystemNumber(numbers: string[]): Promise<string | null>;
  /** Stores an inbound text durably (once per provider id) and wakes the inbound worker. */
  receiveInbound(text: InboundText): Promise<ReceiveResult>;
  /** Tell the sender new outbound texts are stored (in this process). */
  outboundQueued(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * A worker's claim on a text: renewed while it is worked on (LeaseRenewer), so a live worker keeps
 * it however slow the AI, and a crashed one's texts are taken over within this long.
 */
const LEASE_MS = 30_000;
const POLL_INTERVAL_MS = 1000;
/** Under load, claims are spaced this far apart so each takes several texts (see WorkerLoop). */
const CLAIM_INTERVAL_MS = 5;
const MAX_THREADS_WAITING_BEHIND = 10_000;
/**
 * Webhooks being stored at once from which a process that also answers texts puts storing first
 * (decision 011): it stops claiming texts as they are stored and claims at most BURST_CLAIM_LIMIT
 * texts every BURST_CLAIM_INTERVAL_MS until the burst has been stored.
 */
const WEBHOOK_BURST = 32;
const BURST_CLAIM_LIMIT = 16;
const BURST_CLAIM_INTERVAL_MS = 50;
const QUEUED_BEHIND_WAKE_MS = 5000;

export function createMessagingRuntime(deps: {
  env: Env;
  db: Database;
  clock: Clock;
  log: Logger;
  /** Shares wake-ups with other processes; its listening is started by the scheduler runtime. */
  notifier?: WakeNotifier;
  /** How often the workers look for work nobody woke them for (tests lengthen it to prove the wake-ups). */
  pollIntervalMs?: number;
  /** How long a claim lasts unless renewed (tests shorten it to prove the renewal). */
  leaseMs?: number;
  /** Webhooks being stored at once that count as a burst (tests lower it to make one). */
  webhookBurst?: number;
}): MessagingRuntime {
  const { env, db, clock, log, pollIntervalMs = POLL_INTERVAL_MS, leaseMs = LEASE_MS } = deps;
  const webhookBurst = deps.webhookBurst ?? WEBHOOK_BURST;
  const leaseUntil = () => new Date(clock.now().getTime() + leaseMs);
  const leaseRenewer = <T>(name: string, idOf: (item: T) => number) =>
    new LeaseRenewer<T>({
      name,
      everyMs: leaseMs / 3,
      renew: (items) => renewLeases(db, items.map(idOf), leaseUntil()),
      log,
    });
  const catalog = createModelCatalog({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY });
  const reads = createPipelineReads(db);
  const assistant = chooseAssistant(env, catalog, log);
  const providerFor = providerSelector(env, log);
  const statusCallbackUrl = `${publicUrl(env)}/api/webhooks/twilio/status`;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  // Until then replies stored behind an earlier one to the same person may be waiting for its send:
  // each batch of sent marks wakes the sender meanwhile, so they leave without waiting for a poll.
  let queuedBehindUntil = 0;
  const sentMarks = new Batcher<SentMark, void>(async (marks) => {
    await markOutboundSent(db, marks);
    if (performance.now() < queuedBehindUntil) outbound.wake();
    return marks.map(() => undefined);
  });
  const sendSlots = new Batcher<string, Date | null>((numbers) => reserveSendSlots(db, numbers, clock.now()));
  const senderDeps: SenderDeps = {
    db,
    clock,
    providerFor,
    statusCallbackUrl,
    defaultTimeZone: env.DEFAULT_TIMEZONE,
    leaseMs,
    reserveSendSlot: (number) => sendSlots.add(number),
    markSent: (mark) => sentMarks.add(mark),
    sleep,
    log,
  };
  const outbound = new WorkerLoop<ClaimedOutbound>({
    name: "outbound",
    // Texts in flight per process: enough that a fan-out keeps the database busy with batches
    // (claims and sent marks group up) and that slow provider calls overlap.
    concurrency: 128,
    minClaim: 32,
    claimIntervalMs: CLAIM_INTERVAL_MS,
    pollIntervalMs,
    log,
    leases: leaseRenewer("outbound", (message: ClaimedOutbound) => message.id),
    claim: (limit) => claimOutboundMessages(db, clock.now(), leaseUntil(), limit),
    handle: (message) => sendOutbound(senderDeps, message),
  });
  const answers = new Batcher<Answer, StoredAnswer>((batch) =>
    storeAnswers(db, clock.now(), leaseUntil(), batch),
  );
  const storeAnswer = (answer: Answer) => answers.add(answer);
  const claimInbound = prepareInboundClaim(db);
  const inbound = new WorkerLoop<number>({
    name: "inbound",
    // Answers in flight per process. Most of an answer's time is the AI call (seconds with a real
    // model), so many overlap; texts answered together share their reads and their write.
    concurrency: 256,
    minClaim: 32,
    claimIntervalMs: CLAIM_INTERVAL_MS,
    pollIntervalMs,
    log,
    leases: leaseRenewer("inbound", (messageId: number) => messageId),
    yieldTo: { active: () => inBurst(), limit: BURST_CLAIM_LIMIT, intervalMs: BURST_CLAIM_INTERVAL_MS },
    claim: (limit) => claimInbound(clock.now(), leaseUntil(), limit),
    handle: async (messageId) => {
      const stored = await processInbound({ reads, clock, assistant, storeAnswer }, messageId);
      if (stored.queued) queuedBehindUntil = performance.now() + QUEUED_BEHIND_WAKE_MS;
      // Replies stored claimed leave at once; the rest (later parts, or behind an older text to the
      // same person) once the outbound worker claims them, woken after these are sent.
      void outbound.offer(stored.sendNow).then(() => {
        if (stored.queued) outbound.wake();
      });
    },
  });

  const store = new InboundStore(db, clock);
  // Texts stored by a web-only process reach worker processes through the notifier; texts stored
  // while a NOTIFY is on its way share the next one. A process with its own inbound worker answers
  // its texts itself and saves the round trip.
  let answersOwnTexts = false;
  // A process that answers its own texts stores them claimed while its inbound worker has room, and
  // answers them at once: no claim statement, no second write of each row. `beingStored` holds the
  // room promised to texts whose INSERT is still on its way.
  let beingStored = 0;
  // Webhooks whose text is being stored right now; past webhookBurst the answers wait their turn.
  let storing = 0;
  const inBurst = () => storing >= webhookBurst;
  // Threads with a text stored behind one this process is answering: that answer wakes the claim.
  const waitingBehind = new BoundedMap<number, true>(MAX_THREADS_WAITING_BEHIND);
  const leaseOnArrival = (): Date | null => {
    if (!answersOwnTexts || inBurst() || inbound.room - beingStored <= 0) return null;
    return leaseUntil();
  };
  const inboundNotice = new Batcher<null, void>(async (texts) => {
    await deps.notifier?.notify("inbound");
    // Workers claim at most this often under load anyway: more NOTIFYs would wake them for nothing.
    await sleep(CLAIM_INTERVAL_MS);
    return texts.map(() => undefined);
  });
  const announceInbound = () => {
    if (deps.notifier && !answersOwnTexts) void inboundNotice.add(null).catch(() => {});
  };
  let stopListening = () => {};
  return {
    catalog,
    async firstActiveSystemNumber(numbers) {
      // The numbers in memory are trusted when they say active: storing the text checks it again.
      const known = firstActive(reads.lastConfig(), numbers);
      return known ?? firstActive(await reads.config(), numbers) ?? null;
    },
    async receiveInbound(text) {
      storing += 1;
      const lease = leaseOnArrival();
      if (lease) beingStored += 1;
      const result = await store.receive(text, lease).finally(() => {
        storing -= 1;
        if (lease) beingStored -= 1;
      });
      if (!result.stored && text.provider !== "mock") {
        const { systemNumbers } = await reads.config();
        return { stored: false, numberInactive: !systemNumbers.get(text.systemNumber)?.is_active };
      }
      if (result.stored && result.leased) {
        const { threadId } = result;
        void inbound.offer([result.messageId]).then(() => {
          if (waitingBehind.delete(threadId)) inbound.wake();
        });
      } else if (result.stored) {
        if (answersOwnTexts) waitingBehind.set(result.threadId, true);
        inbound.wake();
        announceInbound();
      }
      return result;
    },
    outboundQueued: () => outbound.wake(),
    start() {
      stopListening = deps.notifier?.subscribe("inbound", () => inbound.wake()) ?? (() => {});
      answersOwnTexts = true;
      inbound.start();
      outbound.start();
    },
    async stop() {
      stopListening();
      answersOwnTexts = false;
      await inbound.stop();
      await outbound.stop();
    },
  };
}

function firstActive(config: ConfigSnapshot | undefined, numbers: string[]): string | undefined {
  return numbers.find((number) => config?.systemNumbers.get(number)?.is_active);
}

/** With neither AI_API_KEY nor AI_BASE_URL the built-in offline assistant answers. */
function chooseAssistant(env: Env, catalog: ModelCatalog, log: Logger): Assistant {
  if (!env.AI_API_KEY && !env.AI_BASE_URL) {
    return createOfflineAssistant({ defaultTimeZone: env.DEFAULT_TIMEZONE, publicUrl: publicUrl(env) });
  }
  return createAiAssistant({
    publicUrl: publicUrl(env),
    chat: createOpenAiChatModel({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY }),
    catalog,
    defaultTimeZone: env.DEFAULT_TIMEZONE,
    loadImages: imageLoader(env, log),
    log,
  });
}

function providerSelector(env: Env, log: Logger): (systemNumber: string) => SmsProvider {
  const mock = createMockChatProvider();
  const real =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? createTwilioProvider({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          baseUrl: env.TWILIO_API_BASE_URL,
        })
      : createConsoleProvider((line, message) => log.info(line, message));
  return (systemNumber) => (systemNumber === MOCK_CHAT_SYSTEM_NUMBER ? mock : real);
}
