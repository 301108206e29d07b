import { z } from "zod";

/** active until cancelled, or done once a one-shot fired or a rule has no occurrence left. */
export const REMINDER_STATUSES = ["active", "cancelled", "done"] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** The skip reason of a reminder's pending firings when the person cancels it. */
export const REMINDER_CANCELLED_SKIP_REASON = "Reminder cancelled";

/** One of a person's reminders, as the console's user details list it (issue 38). */
export const adminReminderSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The local wall-clock start, "2026-12-07T08:00", in the person's zone. */
  starts_local: z.string(),
  /** The RFC 5545 rule ("FREQ=WEEKLY;BYDAY=MO"), null for a one-shot reminder. */
  rrule: z.string().nullable(),
  /** How it repeats, in words ("Every weekday at 8:00 AM"); null for a one-shot. */
  repeats: z.string().nullable(),
  status: z.enum(REMINDER_STATUSES),
  /** The next firing (ISO, UTC) while active. */
  next_at: z.string().nullable(),
  /** The next firing in the person's zone, "Mon, Dec 7, 8:00 AM EST", while active. */
  next_local: z.string().nullable(),
  /** The zone its times are read in: the person's, else DEFAULT_TIMEZONE. */
  time_zone: z.string(),
  created_at: z.string(),
});

export type AdminReminder = z.output<typeof adminReminderSchema>;
