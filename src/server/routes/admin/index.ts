import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { adminsRoutes } from "./admins.js";
import { advertisementsRoutes } from "./advertisements.js";
import { advertiserAdvertisementsRoutes } from "./advertiser-advertisements.js";
import { advertisersRoutes } from "./advertisers.js";
import { announcementsRoutes } from "./announcements.js";
import { auditLogRoutes } from "./audit-log.js";
import { adminSessionRoutes } from "./auth.js";
import { backupsRoutes } from "./backups.js";
import { cohortsRoutes } from "./cohorts.js";
import { dashboardRoutes } from "./dashboard.js";
import { jobsRoutes } from "./jobs.js";
import { keywordsRoutes } from "./keywords.js";
import { microUisAdminRoutes } from "./micro-uis.js";
import { mockChatRoutes } from "./mock-chat.js";
import { ownSessionsRoutes } from "./own-sessions.js";
import { promptsRoutes } from "./prompts.js";
import { queueRoutes } from "./queue.js";
import { referralCodesRoutes } from "./referral-codes.js";
import { remindersRoutes } from "./reminders.js";
import { settingsRoutes } from "./settings.js";
import { systemNumbersRoutes } from "./system-numbers.js";
import { threadsRoutes } from "./threads.js";
import { usersRoutes } from "./users.js";

/**
 * Every admin API route, registered under /api/admin behind the session and cross-site guards.
 * A screen's routes live in their own file and are added here.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(adminSessionRoutes, { ctx });
  await app.register(ownSessionsRoutes, { ctx });
  await app.register(mockChatRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(remindersRoutes, { ctx });
  await app.register(threadsRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(backupsRoutes, { ctx });
  await app.register(adminsRoutes, { ctx });
  await app.register(auditLogRoutes, { ctx });
  await app.register(systemNumbersRoutes, { ctx });
  await app.register(advertisementsRoutes, { ctx });
  await app.register(advertisersRoutes, { ctx });
  await app.register(advertiserAdvertisementsRoutes, { ctx });
  await app.register(keywordsRoutes, { ctx });
  await app.register(promptsRoutes, { ctx });
  await app.register(microUisAdminRoutes, { ctx });
  await app.register(referralCodesRoutes, { ctx });
  await app.register(announcementsRoutes, { ctx });
  await app.register(cohortsRoutes, { ctx });
  await app.register(jobsRoutes, { ctx });
  await app.register(queueRoutes, { ctx });
}
