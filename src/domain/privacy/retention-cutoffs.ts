import type { RetentionPeriods } from "../../shared/page-rendering.js";
import { MAX_RETENTION_DAYS, type SettingKey } from "../../shared/settings.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the nightly retention pass deletes: everything created before each instant; null keeps it. */
export interface RetentionCutoffs {
  /** Texts (and processed queued messages, and threads' copies of their last text). */
  messagesBefore: Date | null;
  /** Pictures, voice-note transcripts and mock chat files. */
  mediaBefore: Date | null;
}

type RetentionSettings = Pick<Record<SettingKey, string>, "MESSAGE_RETENTION_DAYS" | "MEDIA_RETENTION_DAYS">;

/**
 * The cutoffs from MESSAGE_RETENTION_DAYS and MEDIA_RETENTION_DAYS at `now`. A period is whole days
 * of 24 hours (a cutoff an hour off across a daylight-saving change deletes nothing early enough
 * to matter); anything but a whole number the setting's rule allows is off, as empty is, so a
 * value stored before the rule existed never deletes. Media never outlives its text: a shorter
 * message period applies to media too.
 */
export function retentionCutoffs(settings: RetentionSettings, now: Date): RetentionCutoffs {
  const { messageDays, mediaDays } = retentionPeriods(settings);
  const before = (days: number | null) => (days === null ? null : new Date(now.getTime() - days * DAY_MS));
  return { messagesBefore: before(messageDays), mediaBefore: before(mediaDays) };
}

/** The periods in days, as the privacy policy states them; media never longer than texts. */
export function retentionPeriods(settings: RetentionSettings): RetentionPeriods {
  const messageDays = days(settings.MESSAGE_RETENTION_DAYS);
  const mediaOwn = days(settings.MEDIA_RETENTION_DAYS);
  const mediaDays =
    mediaOwn !== null && messageDays !== null ? Math.min(mediaOwn, messageDays) : (mediaOwn ?? messageDays);
  return { messageDays, mediaDays };
}

function days(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const count = Number(value);
  return count >= 1 && count <= MAX_RETENTION_DAYS ? count : null;
}
