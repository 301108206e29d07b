import type { z } from "zod";
import type { Database, Executor } from "../../db/client.js";
import {
  announcementProgress,
  closePendingMessages,
  discardUnsentMessages,
} from "../../db/repositories/announcement-progress.js";
import {
  type AnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  type NewAnnouncement,
  updateAnnouncementIn,
} from "../../db/repositories/announcements.js";
import {
  type AnnouncementProgress,
  type AnnouncementStatus,
  type announcementInputSchema,
  PAST_DELIVERY_MESSAGE,
} from "../../shared/announcements.js";
import { AppError } from "../app-error.js";

export type AnnouncementFields = z.output<typeof announcementInputSchema>;

export const SENT_IS_READ_ONLY = "Sent announcements cannot be modified.";
export const SENT_CANNOT_BE_CANCELLED = "Sent announcements cannot be cancelled.";

export interface AnnouncementWithProgress {
  row: AnnouncementRow;
  progress: AnnouncementProgress;
}

/** Statuses in which nothing has left, so the fields may change and it is scheduled again. */
const EDITABLE: AnnouncementStatus[] = ["scheduled", "cancelled", "failed"];
/** Statuses in which something may still be queued; cancelling a cancelled one changes nothing. */
const CANCELLABLE: AnnouncementStatus[] = ["scheduled", "sending", "failed", "cancelled"];

/** The latest deliveries first, each with what became of its messages. */
export async function listAnnouncementsWithProgress(db: Executor): Promise<AnnouncementWithProgress[]> {
  const rows = await listAnnouncements(db);
  return withProgress(db, rows);
}

/** A new announcement is saved as scheduled (spec 001 section 4). */
export async function createAnnouncement(db: Executor, now: Date, input: AnnouncementFields) {
  const row = await insertAnnouncement(db, { ...storedFields(input, now), created_at: now, updated_at: now });
  return { row, progress: noProgress() };
}

/**
 * Saves the fields and schedules the announcement again: a cancelled or failed one is
 * rescheduled this way. Messages already queued for it were written for the old text and time,
 * so they are dropped and it is expanded afresh when due. Once any message has left, it is
 * read-only. The announcement is locked first, so an expansion in progress finishes before its
 * messages are dropped.
 */
export async function updateAnnouncement(db: Database, now: Date, id: number, input: AnnouncementFields) {
  // Read-only says more than a complaint about the fields of an announcement that cannot change.
  const existing = await findAnnouncement(db, id);
  if (!existing || !EDITABLE.includes(existing.status as AnnouncementStatus)) {
    await refusal(db, id, SENT_IS_READ_ONLY);
  }
  const fields = storedFields(input, now);
  return db.transaction(async (tx) => {
    const row = await updateAnnouncementIn(tx, id, EDITABLE, {
      ...fields,
      expanded_at: null,
      updated_at: now,
    });
    if (!row) return refusal(tx, id, SENT_IS_READ_ONLY);
    const { sent } = await discardUnsentMessages(tx, id);
    if (sent > 0) throw AppError.conflict(SENT_IS_READ_ONLY);
    return { row, progress: noProgress() };
  });
}

/**
 * DELETE cancels: every message of it still queued is closed with a reason, and it is never
 * expanded again until rescheduled. Possible until its last message has left; the result tells
 * how many had already gone.
 */
export async function cancelAnnouncement(
  db: Database,
  now: Date,
  id: number,
): Promise<AnnouncementWithProgress> {
  return db.transaction(async (tx) => {
    const row = await updateAnnouncementIn(tx, id, CANCELLABLE, { status: "cancelled", updated_at: now });
    if (!row) return refusal(tx, id, SENT_CANNOT_BE_CANCELLED);
    const closed = await closePendingMessages(tx, id, now);
    const [cancelled] = await withProgress(tx, [row]);
    if (!cancelled) throw new Error("the cancelled announcement was not read back");
    // Every message had left and the status sweep had not yet said so: it is sent, not cancelled.
    if (row.expanded_at && closed === 0 && cancelled.progress.sent > 0 && cancelled.progress.pending === 0) {
      throw AppError.conflict(SENT_CANNOT_BE_CANCELLED);
    }
    return cancelled;
  });
}

async function withProgress(db: Executor, rows: AnnouncementRow[]): Promise<AnnouncementWithProgress[]> {
  const progress = await announcementProgress(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, progress: progress.get(row.id) ?? noProgress() }));
}

function noProgress(): AnnouncementProgress {
  return { recipients: 0, sent: 0, pending: 0, failed: 0, cancelled: 0 };
}

function storedFields(input: AnnouncementFields, now: Date): NewAnnouncement {
  const deliveryDate = new Date(input.delivery_date);
  if (deliveryDate.getTime() < now.getTime()) {
    throw new AppError("validation", PAST_DELIVERY_MESSAGE, { delivery_date: PAST_DELIVERY_MESSAGE });
  }
  return {
    name: input.name,
    message: input.message,
    media_url: input.media_url ?? null,
    cohort: input.cohort,
    delivery_date: deliveryDate,
    timezone_aware: input.timezone_aware,
    status: "scheduled",
    expanded_at: null,
    sent_at: null,
    failure_reason: null,
  };
}

/** Why a change matched no row: the announcement is gone, or past the point of that change. */
async function refusal(db: Executor, id: number, tooLateMessage: string): Promise<never> {
  if (!(await findAnnouncement(db, id))) throw AppError.notFound("Announcement not found");
  throw AppError.conflict(tooLateMessage);
}
