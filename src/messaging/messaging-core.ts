import { setTimeout as sleepFor } from "node:timers/promises";
import { publicUrl } from "../config/env.js";
import { chooseAssistant, offlineAssistant } from "../domain/assistant/choose-assistant.js";
import type { Clock } from "../domain/clock.js";
import type { Logger } from "../domain/logger.js";
import { Batcher } from "../loops/batcher.js";
import { LeaseRenewer } from "../loops/lease-renewer.js";
import type { WakeNotifier } from "../loops/wake-notifier.js";
import { WorkerLoop } from "../loops/worker-loop.js";
import { textMetrics } from "../observability/metrics/text-metrics.js";
import { createModelCatalog, type ModelCatalog } from "../providers/ai/model-catalog.js";
import { BoundedMap } from "../shared/bounded-map.js";
import { holdTurn, type TurnHold } from "./answer/hold-turn.js";
import { mediaReader } from "./answer/media-reader.js";
import { createPipelineReads, type PipelineReads } from "./answer/pipeline-reads.js";
import { processInbound } from "./answer/process-inbound.js";
import { type Answer, type StoredAnswer, storeAnswers } from "./answer/store-answers.js";
import type { MessagingCoreOptions } from "./messaging-core-options.js";
import { activeRoute, whyNotStored } from "./receive/active-numbers.js";
import { InboundStore } from "./receive/inbound-store.js";
import type { ArrivingText, ReceiveResult } from "./receive/inbound-text.js";
import { readArrival } from "./receive/read-arrival.js";
import { inBurst, leaseOnArrival, WEBHOOK_BURST } from "./rules/lease-on-arrival.js";
import { OutboundSender } from "./send/outbound-sender.js";
import { SPOOLED, Spooler } from "./spool/spooler.js";
import { applyEarlyStatuses, recordDeliveryStatus } from "./status/delivery-status.js";
import { UnknownStatuses } from "./status/unknown-statuses.js";
import type {
  ClaimedOutbound,
  MessagingStore,
  StatusReport,
  WrittenAlongside,
} from "./store/messaging-store.js";

/**
 * A worker's claim on a text: renewed while it is worked on (LeaseRenewer), so a live worker keeps
 * it however slow the AI, and a crashed one's texts are taken over within this long.
 */
const LEASE_MS = 30_000;
const POLL_INTERVAL_MS = 1000;
/** Under load, claims are spaced this far apart so each takes several texts (see WorkerLoop). */
const CLAIM_INTERVAL_MS = 5;
/** During a webhook burst the inbound worker claims at most this many texts this often (decision 011). */
const BURST_CLAIM_LIMIT = 16;
const BURST_CLAIM_INTERVAL_MS = 50;
const MAX_THREADS_WAITING_BEHIND = 10_000;

/**
 * The messaging core: receiving texts and status reports, answering, sending. This object owns all
 * of its state (the batchers, the two workers and their leases, the burst count, the wake-ups); the
 * steps it calls are functions of their arguments, and every read and write goes through the store.
 *
 * The path of one text: receiveText → readArrival and InboundStore (stored, often already leased to this process)
 * → the inbound worker's processInbound (decide, then storeAnswers) → the outbound worker's
 * sendOutbound → receiveStatus when the provider reports delivery.
 */
export class MessagingCore {
  readonly catalog: ModelCatalog;
  private readonly store: MessagingStore;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly notifier: WakeNotifier | undefined;
  private readonly leaseMs: number;
  private readonly webhookBurst: number;
  private readonly reads: PipelineReads;
  private readonly inboundStore: InboundStore;
  private readonly inbound: WorkerLoop<number>;
  private readonly outbound: OutboundSender;
  private readonly answers: Batcher<Answer, StoredAnswer>;
  /** Texts stored by a web-only process reach the workers through one NOTIFY per batch. */
  private readonly inboundNotice: Batcher<null, void>;
  /** True while this process runs its own inbound worker, which then answers the texts it stores. */
  private answersOwnTexts = false;
  /** Webhooks whose text is being stored right now. */
  private storing = 0;
  /** Worker slots promised to texts stored leased whose INSERT is still on its way. */
  private beingStored = 0;
  /** Threads with a text stored behind one this process is answering: that answer wakes the claim. */
  private readonly waitingBehind = new BoundedMap<number, true>(MAX_THREADS_WAITING_BEHIND);
  private stopListening = () => {};
  private readonly spooler: Spooler | null;
  private readonly unknownStatuses: UnknownStatuses;

  constructor(options: MessagingCoreOptions) {
    const { env, store, clock, log } = options;
    const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
    this.store = store;
    this.clock = clock;
    this.log = log;
    this.unknownStatuses = new UnknownStatuses(log);
    this.notifier = options.notifier;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.webhookBurst = options.webhookBurst ?? WEBHOOK_BURST;
    this.catalog = createModelCatalog({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY });
    this.reads = createPipelineReads(store, clock);
    this.inboundStore = new InboundStore(store, clock);
    const assistant = chooseAssistant(env, this.catalog, log);
    this.spooler = options.spool
      ? new Spooler(options.spool, log, {
          take: (entry) =>
            entry.kind === "text" ? this.takeText(entry.text) : this.takeStatus(entry.report),
          databaseAnswers: () =>
            store.ping().then(
              () => true,
              () => false,
            ),
        })
      : null;

    this.answers = new Batcher((batch) => storeAnswers(store, clock.now(), this.leaseUntil(), batch));
    this.inboundNotice = new Batcher<null, void>(async (texts) => {
      await this.notifier?.notify("inbound");
      // Workers claim at most this often under load anyway: more NOTIFYs would wake them for nothing.
      await sleepFor(CLAIM_INTERVAL_MS);
      return texts.map(() => undefined);
    });

    this.outbound = new OutboundSender({
      env,
      store,
      clock,
      log,
      reads: this.reads,
      leaseMs: this.leaseMs,
      leaseUntil: () => this.leaseUntil(),
      leases: this.leaseRenewer("outbound", (message: ClaimedOutbound) => message.id),
      pollIntervalMs,
      claimIntervalMs: CLAIM_INTERVAL_MS,
    });
    const answering = {
      reads: this.reads,
      clock,
      assistant,
      offlineAssistant: offlineAssistant(env),
      defaultTimeZone: env.DEFAULT_TIMEZONE,
      publicUrl: publicUrl(env),
      readMedia: mediaReader(env, log, store),
      storeAnswer: (a: Answer) => this.answers.add(a),
      holdTurn: (hold: TurnHold) => holdTurn(store, clock.now(), hold),
    };
    this.inbound = new WorkerLoop<number>({
      name: "inbound",
      // Answers in flight per process. Most of an answer's time is the AI call (seconds with a real
      // model), so many overlap; texts answered together share their reads and their write.
      concurrency: 256,
      minClaim: 32,
      claimIntervalMs: CLAIM_INTERVAL_MS,
      pollIntervalMs,
      log,
      leases: this.leaseRenewer("inbound", (messageId: number) => messageId),
      yieldTo: {
        active: () => this.inBurst(),
        limit: BURST_CLAIM_LIMIT,
        intervalMs: BURST_CLAIM_INTERVAL_MS,
      },
      claim: (limit) => store.claimInbound(clock.now(), this.leaseUntil(), limit),
      handle: async (messageId) => this.answered(await processInbound(answering, messageId)),
    });
  }

  /**
   * Takes a text from a webhook or the mock chat: reads its addresses, checks it is for an active
   * system number of ours, stores it once per provider id, and has it answered. A provider's text
   * the database cannot take now is spooled, to be taken when it can. With `alongside` it is stored
   * unbatched, in one transaction with that write, and never spooled.
   */
  async receiveText(text: ArrivingText, alongside?: WrittenAlongside): Promise<ReceiveResult> {
    if (!this.spooler || alongside || text.provider === "mock") return this.takeText(text, alongside);
    const result = await this.spooler.takeOrKeep({ kind: "text", text }, () => this.takeText(text));
    return result === SPOOLED ? textMetrics.received({ outcome: "spooled" }) : result;
  }

  /** Takes a provider's delivery report for a text we sent, spooled like a text if need be. */
  async receiveStatus(report: StatusReport): Promise<void> {
    if (!this.spooler) return this.takeStatus(report);
    await this.spooler.takeOrKeep({ kind: "status", report }, () => this.takeStatus(report));
  }

  /** The trace a status report continues: that of the text its message answers (decision 032). */
  traceParentOfStatus(report: StatusReport): Promise<string | null> {
    return this.store.traceParentOfSent(report);
  }

  /** Whether webhooks the database cannot take are spooled (the processes that serve HTTP). */
  get spools(): boolean {
    return this.spooler !== null;
  }

  /** Webhooks in the spool, waiting for the database. */
  get spoolDepth(): number {
    return this.spooler?.depth ?? 0;
  }

  /** Replays what an earlier run of this process left in its spool. */
  resumeSpool(): void {
    this.spooler?.resume();
  }

  private async takeText(text: ArrivingText, alongside?: WrittenAlongside): Promise<ReceiveResult> {
    const inbound = await readArrival(text, (addressed, service) =>
      activeRoute(this.reads, addressed, service),
    );
    if ("outcome" in inbound) return textMetrics.received(inbound);
    this.storing += 1;
    const lease = leaseOnArrival({
      answersOwnTexts: this.answersOwnTexts,
      storing: this.storing,
      burstAt: this.webhookBurst,
      freeSlots: this.inbound.room - this.beingStored,
    })
      ? this.leaseUntil()
      : null;
    if (lease) this.beingStored += 1;
    const storing = alongside
      ? this.inboundStore.receiveAlongside(inbound, lease, alongside)
      : this.inboundStore.receive(inbound, lease);
    const result = await storing.finally(() => {
      this.storing -= 1;
      if (lease) this.beingStored -= 1;
    });
    if (!result.stored) return textMetrics.received(await whyNotStored(this.reads, inbound), inbound.channel);
    if (result.leased) {
      void this.inbound.offer([result.messageId]).then(() => {
        if (this.waitingBehind.delete(result.threadId)) this.inbound.wake();
      });
    } else {
      if (this.answersOwnTexts) this.waitingBehind.set(result.threadId, true);
      this.inbound.wake();
      if (this.notifier && !this.answersOwnTexts) void this.inboundNotice.add(null).catch(() => {});
    }
    return textMetrics.received({ outcome: "stored", ...result }, inbound.channel);
  }

  private takeStatus(report: StatusReport): Promise<void> {
    this.unknownStatuses.note(report.status);
    return recordDeliveryStatus(this.store, report, this.clock.now());
  }

  /** Applies the status reports held until their sends were recorded (the scheduler's delivery loop). */
  applyHeldStatuses(): Promise<number> {
    return applyEarlyStatuses(this.store, this.clock.now());
  }

  /** New outbound texts were stored in this process (the scheduler's dispatch): send them now. */
  readonly outboundQueued = (): void => this.outbound.wake();

  /**
   * An operator's message was stored: this process's sender looks at once, and the worker
   * processes' senders through the notifier (a web-only process sends nothing itself).
   */
  readonly operatorMessageStored = (): void => {
    this.outbound.storedBehind();
    if (this.notifier) void this.notifier.notify("outbound").catch(() => {});
  };

  /**
   * Holds back this process's automatic answers in the thread, once those already past their last
   * check have reached the provider (at most `maxWaitMs`): a take-over commits in between, and the
   * held sends then check again and see it (decision 030). Call the returned function after.
   */
  closeThreadToAutomaticAnswers(threadId: number, maxWaitMs: number): Promise<() => void> {
    return this.outbound.closeThread(threadId, maxWaitMs);
  }

  start(): void {
    const listening = [
      this.notifier?.subscribe("inbound", () => this.inbound.wake()),
      this.notifier?.subscribe("outbound", () => this.outbound.storedBehind()),
    ];
    this.stopListening = () => {
      for (const stop of listening) stop?.();
    };
    this.answersOwnTexts = true;
    this.inbound.start();
    this.outbound.start();
  }

  /** Stops the workers and the spool's replay (the spool's entries stay on disk for the next run). */
  async stop(): Promise<void> {
    await this.spooler?.close();
    this.stopListening();
    this.answersOwnTexts = false;
    await this.inbound.stop();
    await this.outbound.stop(this.log);
  }

  /**
   * Replies stored claimed leave at once; the rest (later parts, or behind an older text to the same
   * person) once the outbound worker claims them, woken after these are sent.
   */
  private answered(stored: StoredAnswer): void {
    this.outbound.offer(stored.sendNow, stored.queued);
  }

  private inBurst(): boolean {
    return inBurst({ storing: this.storing, burstAt: this.webhookBurst });
  }

  private leaseUntil(): Date {
    return new Date(this.clock.now().getTime() + this.leaseMs);
  }

  private leaseRenewer<T>(name: string, idOf: (item: T) => number): LeaseRenewer<T> {
    return new LeaseRenewer<T>({
      name,
      everyMs: this.leaseMs / 3,
      renew: (items) => this.store.renewLeases(items.map(idOf), this.leaseUntil()),
      log: this.log,
    });
  }
}
