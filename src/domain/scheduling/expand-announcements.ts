import type { Database } from "../../db/client.js";
import { advanceAnnouncements } from "../../db/repositories/announcement-progress.js";
import {
  claimAnnouncementForExpansion,
  dueAnnouncementIds,
  markAnnouncementFailed,
  queueAnnouncementForCohort,
} from "../../db/repositories/announcements.js";
import { schedulingMetrics } from "../../observability/metrics/scheduling-metrics.js";
import type { Clock } from "../clock.js";
import { inactiveBefore } from "./cohorts.js";
import { failureReason } from "./failure-reason.js";

export interface ExpansionDeps {
  db: Database;
  clock: Clock;
  defaultTimeZone: string;
  log: {
    info(object: object, message: string): void;
    error(object: object, message: string): void;
  };
}

/** Announcements expanded per round; the delivery loop comes straight back when there were this many. */
const EXPANSION_BATCH = 10;

/**
 * Turns every due announcement into queued messages, once: the mark that it was expanded and the
 * messages are written in one transaction, conditional on the announcement still waiting, so
 * several processes never expand one twice. Its status moves on as the messages leave
 * (advanceAnnouncements). Returns how many were expanded.
 */
export async function expandDueAnnouncements(deps: ExpansionDeps): Promise<number> {
  const ids = await dueAnnouncementIds(deps.db, deps.clock.now(), deps.defaultTimeZone, EXPANSION_BATCH);
  let expanded = 0;
  for (const id of ids) {
    if (await expandAnnouncement(deps, id)) expanded += 1;
  }
  // One with no recipients is sent as soon as it is expanded.
  if (expanded > 0) await advanceAnnouncements(deps.db, deps.clock.now());
  return expanded;
}

async function expandAnnouncement(deps: ExpansionDeps, id: number): Promise<boolean> {
  const { db, clock, defaultTimeZone, log } = deps;
  try {
    const recipients = await db.transaction(async (tx) => {
      const now = clock.now();
      const announcement = await claimAnnouncementForExpansion(tx, id, now, defaultTimeZone);
      if (!announcement) return null;
      return queueAnnouncementForCohort(tx, announcement, {
        now,
        defaultTimeZone,
        inactiveBefore: inactiveBefore(now),
      });
    });
    if (recipients === null) return false;
    schedulingMetrics.announcementExpanded("expanded");
    log.info({ announcementId: id, recipients }, "announcement expanded into queued messages");
    return true;
  } catch (error) {
    const reason = failureReason(error);
    schedulingMetrics.announcementExpanded("failed");
    log.error({ err: error, announcementId: id }, "announcement could not be expanded; marked failed");
    await markAnnouncementFailed(db, id, reason, clock.now());
    return false;
  }
}
