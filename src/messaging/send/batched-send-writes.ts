import type { Clock } from "../../domain/clock.js";
import type { Logger } from "../../domain/logger.js";
import { Batcher } from "../../loops/batcher.js";
import { HeldWrites } from "../../loops/held-writes.js";
import type { MessagingStore, SentMark } from "../store/messaging-store.js";
import type { SendWrites } from "./send-outbound.js";

/** How a 21610 on send reads in the person's consent log. */
const CARRIER_OPT_OUT_ON_SEND = "Twilio error 21610 on send";

/**
 * The sends' writes as the core makes them: slots and sent marks of concurrent sends grouped into
 * one statement each, and a sent mark the database refuses held until it lands (see HeldWrites).
 */
export class BatchedSendWrites {
  readonly writes: SendWrites;
  private readonly sentMarks: Batcher<SentMark, void>;
  private readonly heldMarks: HeldWrites<SentMark>;
  private readonly sendSlots: Batcher<string, Date | null>;
  /** Its own queue: a check waiting for a take-over must not hold back the sent marks it waits for. */
  private readonly pauseChecks: Batcher<number, boolean>;

  constructor(store: MessagingStore, clock: Clock, log: Logger, afterMarks: () => void) {
    this.sentMarks = new Batcher<SentMark, void>(async (marks) => {
      await store.markSent(marks);
      afterMarks();
      return marks.map(() => undefined);
    });
    this.heldMarks = new HeldWrites("sent marks", (marks) => store.markSent(marks), log);
    this.sendSlots = new Batcher((numbers) => store.reserveSendSlots(numbers, clock.now()));
    this.pauseChecks = new Batcher(async (ids) => {
      const passed = await store.passPauseCheck(ids, clock.now());
      return ids.map((id) => passed.has(id));
    });
    this.writes = {
      reserveSendSlot: (number) => this.sendSlots.add(number),
      markSent: (mark) => this.sentMarks.add(mark).catch((error) => this.heldMarks.hold(mark, error)),
      recordedProviderIds: (ids) => store.recordedProviderIds(ids),
      passPauseCheck: (id) => this.pauseChecks.add(id),
      settle: (id, settlement) => store.settleOutbound(id, settlement),
      extendLease: (id, until) => store.renewLeases([id], until),
      optOut: async (phone) => {
        await store.carrierOptOut(phone, CARRIER_OPT_OUT_ON_SEND, clock.now());
      },
    };
  }

  /** Writes the held sent marks; the outbound worker claims only after, so none is sent twice. */
  writeHeldMarks(): Promise<void> {
    return this.heldMarks.flush();
  }

  /** At shutdown: a mark still unwritten means its text may be sent again by the next run. */
  async stop(log: Logger): Promise<void> {
    await this.heldMarks.flush().catch((error) => {
      log.error(
        { err: error, marks: this.heldMarks.size },
        "stopping with sent marks unwritten: those texts may be sent again",
      );
    });
    this.heldMarks.stop();
  }
}
