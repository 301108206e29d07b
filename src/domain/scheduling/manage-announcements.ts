import type { z } from "zod";
import type { Executor } from "../../db/client.js";
import {
  type AnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  type NewAnnouncement,
  updateUnsentAnnouncement,
} from "../../db/repositories/announcements.js";
import { type announcementInputSchema, PAST_DELIVERY_MESSAGE } from "../../shared/announcements.js";
import { AppError } from "../app-error.js";

export type AnnouncementFields = z.output<typeof announcementInputSchema>;

export const SENT_IS_READ_ONLY = "Sent announcements cannot be modified.";
export const SENT_CANNOT_BE_CANCELLED = "Sent announcements cannot be cancelled.";

/** A new announcement is saved as scheduled (spec 001 section 4). */
export async function createAnnouncement(db: Executor, now: Date, input: AnnouncementFields) {
  return insertAnnouncement(db, { ...storedFields(input, now), created_at: now, updated_at: now });
}

/**
 * Saves the fields and schedules the announcement again: a cancelled or failed one is
 * rescheduled this way. A sent one is read-only.
 */
export async function updateAnnouncement(db: Executor, now: Date, id: number, input: AnnouncementFields) {
  await requireUnsent(db, id, SENT_IS_READ_ONLY);
  const row = await updateUnsentAnnouncement(db, id, { ...storedFields(input, now), updated_at: now });
  return row ?? raceLost(SENT_IS_READ_ONLY);
}

/** DELETE cancels: the announcement stays, is never expanded, and can be rescheduled. */
export async function cancelAnnouncement(db: Executor, now: Date, id: number) {
  await requireUnsent(db, id, SENT_CANNOT_BE_CANCELLED);
  const row = await updateUnsentAnnouncement(db, id, { status: "cancelled", updated_at: now });
  return row ?? raceLost(SENT_CANNOT_BE_CANCELLED);
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
    sent_at: null,
    failure_reason: null,
  };
}

async function requireUnsent(db: Executor, id: number, sentMessage: string): Promise<AnnouncementRow> {
  const existing = await findAnnouncement(db, id);
  if (!existing) throw AppError.notFound("Announcement not found");
  if (existing.status === "sent") throw AppError.conflict(sentMessage);
  return existing;
}

/** The announcement was expanded (or deleted) between the check and the change. */
function raceLost(sentMessage: string): never {
  throw AppError.conflict(sentMessage);
}
