import { z } from "zod";
import { instantSchema } from "./instant-range.js";

/** Cohort keys and labels of spec 001 section 3, in the order the picker shows them. */
export const COHORTS = [
  { key: "all", label: "All Users" },
  { key: "no_tier", label: "No Tier" },
  { key: "free", label: "Free Tier" },
  { key: "premium", label: "Premium Tier" },
  { key: "inactive", label: "Inactive Users (2+ weeks)" },
  { key: "active", label: "Active Users (under 2 weeks)" },
  { key: "team", label: "Team Users" },
  { key: "admin", label: "Admin Users" },
] as const;

export type CohortKey = (typeof COHORTS)[number]["key"];
export const COHORT_KEYS = COHORTS.map((cohort) => cohort.key) as [CohortKey, ...CohortKey[]];

/**
 * Spec 001 section 4's statuses, plus "sending": an announcement stays scheduled until its first
 * message leaves, is sending while any recipient's message is still queued (a timezone-aware one
 * can take a day to reach every zone), and is sent once the last one has left or been closed.
 */
export const ANNOUNCEMENT_STATUSES = ["scheduled", "sending", "sent", "failed", "cancelled"] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** The skip reason of the queued messages a cancellation closed. */
export const CANCELLED_SKIP_REASON = "Announcement cancelled";

/** What became of an announcement's queued messages, one per recipient. */
export const announcementProgressSchema = z.object({
  recipients: z.number().int(),
  /** Handed to the outbound path. */
  sent: z.number().int(),
  /** Still queued for their delivery time. */
  pending: z.number().int(),
  /** Closed without sending: opted out, no longer a user, no number to send from. */
  failed: z.number().int(),
  /** Closed by cancelling the announcement. */
  cancelled: z.number().int(),
});

export type AnnouncementProgress = z.output<typeof announcementProgressSchema>;

export const PAST_DELIVERY_MESSAGE = "Invalid Date - Delivery date cannot be in the past";
export const DEFAULT_DELIVERY_TIME = "12:00";

/**
 * POST and PUT /api/admin/announcements. delivery_date is an ISO instant chosen in the operator's
 * browser; when timezone_aware, its wall-clock time (in DEFAULT_TIMEZONE) is applied in each
 * recipient's own zone. The server also rejects a date in the past with PAST_DELIVERY_MESSAGE.
 */
export const announcementInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(1600, "Message must be at most 1600 characters"),
  media_url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), "Please enter a valid URL")
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  cohort: z.enum(COHORT_KEYS, { message: "Choose a cohort" }),
  delivery_date: instantSchema("Invalid Date"),
  timezone_aware: z.boolean().default(true),
  status: z.literal("scheduled").default("scheduled"),
});

export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  media_url: z.string().nullable(),
  cohort: z.enum(COHORT_KEYS),
  delivery_date: z.string(),
  timezone_aware: z.boolean(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** When its messages were queued; null until it is due (or again after an edit). */
  expanded_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  progress: announcementProgressSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

export type Announcement = z.output<typeof announcementSchema>;

/** GET /api/admin/cohorts/stats: users per cohort key. */
export const cohortStatsSchema = z.record(z.enum(COHORT_KEYS), z.number().int());

export type CohortStats = z.output<typeof cohortStatsSchema>;
