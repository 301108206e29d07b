import type { RunningAdvertisement } from "../../db/repositories/advertising.js";
import type { KeywordRow } from "../../db/repositories/keywords.js";
import type { ReferralCodeRow } from "../../db/repositories/referral-codes.js";
import type { SentReminderFiring } from "../../db/repositories/reminders.js";

/** What the policies read while deciding an answer; the pipeline batches these reads. */
export interface PolicyLookups {
  activeKeywords(): Promise<KeywordRow[]>;
  usableReferralCode(code: string): Promise<ReferralCodeRow | undefined>;
  runningAdvertisements(): Promise<RunningAdvertisement[]>;
  /** The service's AI spend this calendar month, in USD (for MONTHLY_AI_BUDGET_USD). */
  monthlyAiCost(): Promise<number>;
  /** The last reminder firing sent to the phone since `since` (a "snooze" repeats it). */
  lastReminderFiring(recipient: string, since: Date): Promise<SentReminderFiring | undefined>;
}

/** The keyword equal to the whole text, trimmed and ignoring case. */
export function keywordForText(active: KeywordRow[], text: string): KeywordRow | undefined {
  const wanted = text.trim().toLowerCase();
  return active.find((keyword) => keyword.keyword.toLowerCase() === wanted);
}

/** Advertiser ads whose frequency is free text ("daily") are treated as every this many replies. */
export const DEFAULT_ADVERTISER_FREQUENCY = 20;

function everyNthReply(ad: RunningAdvertisement): number {
  if (ad.source === "advertisement") return Number(ad.frequency);
  const parsed = /^[0-9]{1,6}$/.test(ad.frequency) ? Number(ad.frequency) : 0;
  return parsed > 0 ? parsed : DEFAULT_ADVERTISER_FREQUENCY;
}

/**
 * The ad due at this reply count (a multiple of the ad's frequency) for the user's tier; among
 * several, the one shown longest ago (never shown first), so ads that share a schedule take turns.
 */
export function dueAdvertisement(
  running: RunningAdvertisement[],
  tier: string,
  replyCount: number,
): RunningAdvertisement | undefined {
  const due = running.filter((ad) => {
    const every = everyNthReply(ad);
    const forTier = ad.target_tier === null || ad.target_tier === "all" || ad.target_tier === tier;
    return forTier && every > 0 && replyCount % every === 0;
  });
  const shownAt = (ad: RunningAdvertisement) => ad.last_shown_at?.getTime() ?? Number.NEGATIVE_INFINITY;
  due.sort((a, b) => shownAt(a) - shownAt(b) || a.source.localeCompare(b.source) || a.id - b.id);
  return due[0];
}
