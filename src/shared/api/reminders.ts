import { z } from "zod";
import { adminReminderSchema } from "../reminders.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

/** A person's reminders, in their details on the Users screen (issue 38). */
export const remindersApi = {
  forUser: defineContract({
    method: "GET",
    path: "/api/admin/users/:id/reminders",
    auth: "admin",
    tag: "Users",
    summary:
      "The user's reminders, one-shot and recurring: the active ones next firing first, then up to 100 in all of the cancelled and done, latest first",
    params: idParamsSchema,
    response: z.array(adminReminderSchema),
  }),
};
