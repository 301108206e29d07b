import { setTimeout as sleepFor } from "node:timers/promises";
import type { DatabaseHandle } from "../../db/client.js";
import { createAdminSessionsService } from "../admin/admin-sessions-service.js";
import { createAdminsService } from "../admin/admins-service.js";
import { createSignIn } from "../admin/sign-in.js";
import { createThrottledAttempts } from "../admin/throttled-attempts.js";
import { createCodeCheck } from "../admin/two-factor-check.js";
import { createTwoFactorService } from "../admin/two-factor-service.js";
import { createAdvertisementsService } from "../advertising/advertisements-service.js";
import { createAdvertisersService } from "../advertising/advertisers-service.js";
import { createAuditLogService } from "../audit/audit-log-service.js";
import { createAuditTrail } from "../audit/audit-trail.js";
import { scopedDatabase } from "../audit/scoped-database.js";
import type { BackupsService } from "../backups/backups-service.js";
import type { Clock } from "../clock.js";
import { createDashboardService } from "../dashboard/dashboard-service.js";
import { createHealthService } from "../health/health-service.js";
import { createLoadService } from "../health/load-service.js";
import { createKeywordsService } from "../keywords/keywords-service.js";
import { createMicroUisService } from "../micro-ui/micro-uis-service.js";
import { createMockChatMediaService } from "../mock-chat/mock-chat-media-service.js";
import { createMockChatService } from "../mock-chat/mock-chat-service.js";
import { createPromptsService } from "../prompts/prompts-service.js";
import { createQueueService } from "../queue/queue-service.js";
import { createReferralCodesService } from "../referral-codes/referral-codes-service.js";
import { createRemindersService } from "../reminders/reminders-service.js";
import { createAnnouncementsService } from "../scheduling/announcements-service.js";
import { createJobsService } from "../scheduling/jobs-service.js";
import type { SchedulerRuntime } from "../scheduling/scheduler-runtime.js";
import { createSettingsService } from "../settings/settings-service.js";
import { createSystemNumbersService } from "../system-numbers/system-numbers-service.js";
import {
  type AutomaticAnswerFence,
  createThreadHandoverService,
} from "../threads/thread-handover-service.js";
import { createThreadsService } from "../threads/threads-service.js";
import { createDataExportsService } from "../users/data-exports-service.js";
import { createUsersService } from "../users/users-service.js";

export interface ServiceDependencies {
  database: DatabaseHandle;
  clock: Clock;
  /** DEFAULT_TIMEZONE: jobs' times of day and the dashboard's calendar are read in it. */
  timeZone: string;
  /** Woken after an announcement or job is saved. */
  scheduler: Pick<SchedulerRuntime, "changed">;
  /** The messaging core's side of a take-over, and the sender an operator's message wakes. */
  fence: AutomaticAnswerFence;
  /** Waits that slow a client down (a throttled sign-in); real time unless a test says otherwise. */
  sleep?: (ms: number) => Promise<void>;
  /** PUBLIC_URL: the links an export lists (its micro UI pages). */
  publicUrl: string;
  /** REQUIRE_ADMIN_2FA. */
  requireTwoFactor?: boolean;
  /**
   * Settings → Backups. Built before the services because the scheduler's daily backup uses the
   * same one, which makes one backup at a time.
   */
  backups: BackupsService;
}

/**
 * One service per resource, built once at start-up: each holds its resource's reads, writes and
 * their side effects, and answers in the shared contract types. The HTTP layer reaches the
 * database only through them (decision 017).
 */
export function createServices({
  database,
  clock,
  timeZone,
  scheduler,
  fence,
  publicUrl,
  sleep,
  requireTwoFactor = false,
  backups,
}: ServiceDependencies) {
  // Inside an audited admin call this handle is the call's transaction (decision 019).
  const db = scopedDatabase(database.db);
  // Passwords and second-factor codes share one throttle queue, as they share its counts. The
  // throttle waits and must record a failure whatever the call does, so it never joins a call's
  // transaction: it gets the database itself.
  const attempts = createThrottledAttempts({
    db: database.db,
    clock,
    sleep: sleep ?? ((ms) => sleepFor(ms)),
  });
  const signIn = createSignIn({ db: database.db, clock, attempts });
  const checkCode = createCodeCheck({ db: database.db, clock, attempts });
  return {
    auditTrail: createAuditTrail({ db: database.db, clock }),
    admins: createAdminsService({ db, clock, signIn }),
    adminSessions: createAdminSessionsService({ db, clock, signIn }),
    advertisements: createAdvertisementsService(db),
    advertisers: createAdvertisersService(db),
    announcements: createAnnouncementsService({ db, clock, scheduler }),
    auditLog: createAuditLogService({ db, timeZone }),
    backups,
    dashboard: createDashboardService({ db, clock, timeZone }),
    dataExports: createDataExportsService({ db, clock, publicUrl, timeZone }),
    health: createHealthService(database),
    jobs: createJobsService({ db, clock, timeZone, scheduler }),
    keywords: createKeywordsService(db),
    load: createLoadService(database, clock),
    microUis: createMicroUisService({ db, clock }),
    mockChat: createMockChatService(db),
    mockChatMedia: createMockChatMediaService({ db, clock }),
    prompts: createPromptsService({ db, clock }),
    queue: createQueueService(db),
    referralCodes: createReferralCodesService(db),
    reminders: createRemindersService({ db, timeZone }),
    settings: createSettingsService(db),
    systemNumbers: createSystemNumbersService(db),
    threads: createThreadsService({ db, clock }),
    threadHandover: createThreadHandoverService({ db, database, clock, fence }),
    twoFactor: createTwoFactorService({ db, clock, checkCode, required: requireTwoFactor }),
    users: createUsersService(db, clock),
  };
}

export type Services = ReturnType<typeof createServices>;
