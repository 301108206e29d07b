/** Webhooks being stored at once from which a process that also answers texts puts storing first. */
export const WEBHOOK_BURST = 32;

export interface ArrivalState {
  /** This process runs its own inbound worker (roles all and worker). */
  answersOwnTexts: boolean;
  /** Webhooks whose text is being stored right now, this one included. */
  storing: number;
  /** From this many webhooks being stored on, it is a burst (decision 011). */
  burstAt: number;
  /** The inbound worker's free slots, less those promised to texts still being stored. */
  freeSlots: number;
}

export function inBurst(state: Pick<ArrivalState, "storing" | "burstAt">): boolean {
  return state.storing >= state.burstAt;
}

/**
 * Whether an arriving text is stored already leased to this process, which then answers it without
 * a claim (decision 009): only when this process answers texts, has a free slot for it, and is not
 * in a burst, when acks come first and the texts wait for the claim (decision 011).
 */
export function leaseOnArrival(state: ArrivalState): boolean {
  return state.answersOwnTexts && !inBurst(state) && state.freeSlots > 0;
}
