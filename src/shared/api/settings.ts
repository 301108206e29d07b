import { z } from "zod";
import { settingSchema, settingUpdateSchema } from "../settings.js";
import { defineContract } from "./contract.js";

const tag = "Settings";

/** The Settings screen (spec 000 section 7). */
export const settingsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/settings",
    auth: "admin",
    tag,
    summary: "Every setting with its value (the default for a key never saved)",
    response: z.array(settingSchema),
  }),
  update: defineContract({
    method: "POST",
    path: "/api/admin/settings",
    auth: "admin",
    tag,
    summary: "Save one setting; the key decides which value rule applies",
    body: settingUpdateSchema,
    response: settingSchema,
    audit: { action: "update" },
  }),
};
