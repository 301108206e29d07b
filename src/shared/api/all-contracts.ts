import { adminSessionsApi } from "./admin-sessions.js";
import { adminsApi } from "./admins.js";
import { advertisementsApi } from "./advertisements.js";
import { advertiserAdvertisementsApi } from "./advertiser-advertisements.js";
import { advertisersApi } from "./advertisers.js";
import { announcementsApi } from "./announcements.js";
import { auditLogApi } from "./audit-log.js";
import { authApi } from "./auth.js";
import { backupsApi } from "./backups.js";
import { cohortsApi } from "./cohorts.js";
import type { ApiContract } from "./contract.js";
import { dashboardApi } from "./dashboard.js";
import { jobsApi } from "./jobs.js";
import { keywordsApi } from "./keywords.js";
import { microUisApi } from "./micro-uis.js";
import { mockChatApi } from "./mock-chat.js";
import { promptsApi } from "./prompts.js";
import { publicApi } from "./public.js";
import { queueApi } from "./queue.js";
import { referenceApi } from "./reference.js";
import { referralCodesApi } from "./referral-codes.js";
import { remindersApi } from "./reminders.js";
import { settingsApi } from "./settings.js";
import { systemNumbersApi } from "./system-numbers.js";
import { threadsApi } from "./threads.js";
import { twilioWebhooksApi } from "./twilio-webhooks.js";
import { twoFactorApi } from "./two-factor.js";
import { usersApi } from "./users.js";

/**
 * Every call of the API, by group, in the console's sidebar order and then the public calls: what
 * the OpenAPI document is generated from (in this order), and what the route test compares with
 * the routes the server registers.
 */
export const API_CONTRACTS = {
  auth: authApi,
  dashboard: dashboardApi,
  users: usersApi,
  reminders: remindersApi,
  threads: threadsApi,
  settings: settingsApi,
  backups: backupsApi,
  admins: adminsApi,
  twoFactor: twoFactorApi,
  adminSessions: adminSessionsApi,
  auditLog: auditLogApi,
  systemNumbers: systemNumbersApi,
  advertisements: advertisementsApi,
  advertisers: advertisersApi,
  advertiserAdvertisements: advertiserAdvertisementsApi,
  keywords: keywordsApi,
  prompts: promptsApi,
  microUis: microUisApi,
  referralCodes: referralCodesApi,
  announcements: announcementsApi,
  cohorts: cohortsApi,
  jobs: jobsApi,
  queue: queueApi,
  mockChat: mockChatApi,
  public: publicApi,
  twilioWebhooks: twilioWebhooksApi,
  reference: referenceApi,
} satisfies Record<string, Record<string, ApiContract>>;
