/** The window MAX_TEXTS_PER_MINUTE counts texts in, and how long texts over it wait. */
export const FLOOD_WINDOW_MS = 60_000;

export interface FloodFacts {
  /** MAX_TEXTS_PER_MINUTE, as the operator set it. */
  limit: number;
  /** The person's texts in this thread that arrived in the last minute, this one included. */
  recentTexts: number;
  /** Until when the thread's texts were last held for going over the limit, if ever. */
  floodUntil: Date | null;
  now: Date;
}

export type FloodDecision = { action: "answer" } | { action: "wait"; until: Date; notice: boolean };

/**
 * Whether texts the assistant would answer are answered now or wait, so that one phone cannot run
 * up the AI bill. Over the limit, the texts wait a minute and are then answered together (as a
 * burst); the person is told once, not again while they keep going: a hold that ended less than a
 * minute ago is the same flood. Only the assistant's answers wait: STOP, HELP and the other fixed
 * answers never cost an AI call and are decided before this rule.
 */
export function floodDecision(facts: FloodFacts): FloodDecision {
  const now = facts.now.getTime();
  const heldUntil = facts.floodUntil?.getTime() ?? null;
  if (heldUntil !== null && now < heldUntil)
    return { action: "wait", until: new Date(heldUntil), notice: false };
  if (facts.recentTexts <= facts.limit) return { action: "answer" };
  const sameFlood = heldUntil !== null && now - heldUntil < FLOOD_WINDOW_MS;
  return { action: "wait", until: new Date(now + FLOOD_WINDOW_MS), notice: !sameFlood };
}

/** MAX_TEXTS_PER_MINUTE as a number; a value the settings would refuse counts as the default. */
export function floodLimit(setting: string | undefined): number {
  const limit = Number(setting);
  return Number.isInteger(limit) && limit >= 1 ? limit : DEFAULT_FLOOD_LIMIT;
}

const DEFAULT_FLOOD_LIMIT = 20;
