import { plainForm, stripCourtesy } from "../../domain/phrases/plain-phrase.js";

export const DEFAULT_SNOOZE_MINUTES = 10;
/** A snooze is for later today, not a new reminder: at most a day. */
export const MAX_SNOOZE_MINUTES = 24 * 60;
/** "snooze" answers the reminder that fired within this long before it. */
export const SNOOZE_WINDOW_MS = 60 * 60 * 1000;

const SNOOZE =
  /^snooze(?:\s+(?:it|that|this|me))?(?:\s+(?:for\s+)?(?:another\s+)?(\d{1,4})\s*(m|min|mins|minute|minutes|h|hr|hrs|hour|hours)?)?$/;

/**
 * "snooze", "Snooze 30", "snooze 30 min", "snooze it for 2 hours": how many minutes to wait before
 * sending the reminder again, or null when the text is not a snooze (the whole text must be one).
 */
export function snoozeMinutes(text: string): number | null {
  const match = SNOOZE.exec(stripCourtesy(plainForm(text)));
  if (!match) return null;
  const amount = match[1] === undefined ? DEFAULT_SNOOZE_MINUTES : Number(match[1]);
  const minutes = match[2]?.startsWith("h") ? amount * 60 : amount;
  return minutes >= 1 && minutes <= MAX_SNOOZE_MINUTES ? minutes : null;
}
