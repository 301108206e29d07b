import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";
import { outboundRows } from "../../domain/delivery-rules/outbound-rows.js";
import type { MessagingStore } from "../store/messaging-store.js";
import type { InboundContext } from "./pipeline-reads.js";

/** A turn that waits (MAX_TEXTS_PER_MINUTE): its first text stays claimed until then. */
export interface TurnHold extends InboundContext {
  until: Date;
  /** The notice that the person went over the limit, once a flood. */
  notice: OutboundDraft | null;
  segmentPriceUsd: number;
}

/**
 * Stores the wait and its notice; true when a notice was stored, for the sender to be woken. The
 * texts are then answered together once the claim runs out (see floodDecision).
 */
export async function holdTurn(store: MessagingStore, now: Date, hold: TurnHold): Promise<boolean> {
  const { inbound, thread, until, notice, segmentPriceUsd } = hold;
  const rows = notice ? outboundRows(notice, thread, now, { segmentPriceUsd, replyToId: inbound.id }) : [];
  const held = await store.holdTurn({ inboundId: inbound.id, threadId: thread.id, until, notice: rows, now });
  return held && rows.length > 0;
}
