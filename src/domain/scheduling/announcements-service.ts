import type { Database } from "../../db/client.js";
import type { Announcement, CohortStats } from "../../shared/announcements.js";
import { afterCommit } from "../audit/audit-scope.js";
import type { Clock } from "../clock.js";
import { toAnnouncement } from "./announcement-mapper.js";
import { cohortStats } from "./cohorts.js";
import {
  type AnnouncementFields,
  type AnnouncementWithProgress,
  cancelAnnouncement,
  createAnnouncement,
  listAnnouncementsWithProgress,
  updateAnnouncement,
} from "./manage-announcements.js";
import type { SchedulerRuntime } from "./scheduler-runtime.js";

export interface AnnouncementsServiceDeps {
  db: Database;
  clock: Clock;
  /** Woken after a save, in every process, so an announcement due now goes out at once. */
  scheduler: Pick<SchedulerRuntime, "changed">;
}

/**
 * Announcements with the progress of their messages, and the cohorts they reach. A save wakes the
 * scheduler here, so every caller gets it; a cancel needs no wake-up (it closes what is queued itself).
 */
export function createAnnouncementsService({ db, clock, scheduler }: AnnouncementsServiceDeps) {
  const saved = async (announcement: AnnouncementWithProgress) => {
    await afterCommit(() => scheduler.changed("announcements"));
    return toAnnouncement(announcement);
  };
  return {
    list: async (): Promise<Announcement[]> => (await listAnnouncementsWithProgress(db)).map(toAnnouncement),
    create: async (input: AnnouncementFields) => saved(await createAnnouncement(db, clock.now(), input)),
    update: async (id: number, input: AnnouncementFields) =>
      saved(await updateAnnouncement(db, clock.now(), id, input)),
    cancel: async (id: number) => toAnnouncement(await cancelAnnouncement(db, clock.now(), id)),
    /** How many users an announcement to each cohort would reach now. */
    cohortStats: (): Promise<CohortStats> => cohortStats(db, clock.now()),
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
