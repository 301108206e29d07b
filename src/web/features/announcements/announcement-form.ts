import {
  type Announcement,
  type AnnouncementInput,
  announcementInputSchema,
  DEFAULT_DELIVERY_TIME,
} from "@shared/announcements";
import { z } from "zod";
import { defaultDeliveryDay, deliveryInstant, deliveryParts } from "./delivery-time";

/**
 * The dialog's form: the shared announcement rules, with the delivery date split into the
 * calendar day and the time the operator picks.
 */
export const announcementFormSchema = announcementInputSchema
  .omit({ delivery_date: true, status: true })
  .extend({
    delivery_day: z.date({ message: "Pick a delivery date" }),
    delivery_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Pick a time"),
  });

export type AnnouncementFormValues = z.input<typeof announcementFormSchema>;
export type AnnouncementFormOutput = z.output<typeof announcementFormSchema>;

export function formValuesOf(
  announcement: Announcement | null,
  now: Date,
  zone: string,
): AnnouncementFormValues {
  if (!announcement) {
    return {
      name: "",
      message: "",
      media_url: "",
      cohort: "all",
      delivery_day: defaultDeliveryDay(now, zone),
      delivery_time: DEFAULT_DELIVERY_TIME,
      timezone_aware: true,
    };
  }
  const { day, time } = deliveryParts(announcement.delivery_date, zone);
  return {
    name: announcement.name,
    message: announcement.message,
    media_url: announcement.media_url ?? "",
    cohort: announcement.cohort,
    delivery_day: day,
    delivery_time: time,
    timezone_aware: announcement.timezone_aware,
  };
}

/** What POST/PUT send: the picked day and time, in the service's zone, as one instant, saved as scheduled. */
export function toAnnouncementInput(values: AnnouncementFormOutput, zone: string): AnnouncementInput {
  const { delivery_day: day, delivery_time: time, ...fields } = values;
  return { ...fields, delivery_date: deliveryInstant(day, time, zone), status: "scheduled" };
}
