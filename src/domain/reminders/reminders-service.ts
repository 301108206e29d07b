import type { Executor } from "../../db/client.js";
import { userReminders } from "../../db/repositories/reminders.js";
import { findUserWithThreadCount } from "../../db/repositories/users.js";
import type { AdminReminder } from "../../shared/reminders.js";
import { AppError } from "../app-error.js";
import { toAdminReminder } from "./reminder-mapper.js";

/** The most reminders a person's details list: the active ones first, then the latest closed. */
export const LISTED_REMINDERS = 100;

/** A person's reminders for the console (issue 38). */
export function createRemindersService({ db, timeZone }: { db: Executor; timeZone: string }) {
  return {
    forUser: async (userId: number): Promise<AdminReminder[]> => {
      const user = await findUserWithThreadCount(db, userId);
      if (!user) throw AppError.notFound("User not found");
      // The zone the assistant reads the person's times in (see userTimeZone).
      const zone = user.timezone ?? timeZone;
      return (await userReminders(db, userId, LISTED_REMINDERS)).map((row) => toAdminReminder(row, zone));
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
