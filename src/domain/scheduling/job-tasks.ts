import type { Database } from "../../db/client.js";
import type { NewJob } from "../../db/repositories/jobs.js";
import { purgeProcessedQueuedMessages } from "../../db/repositories/queued-messages.js";
import type { ChatModel } from "../../providers/ai/chat-model.js";
import { JOB_TASKS, type JobTask, type JobTaskName, QUEUE_RETENTION_DAYS } from "../../shared/job-tasks.js";
import { expireDeadSessions } from "../admin/sessions.js";
import type { Clock } from "../clock.js";
import { expandDueAnnouncements } from "./expand-announcements.js";
import { refreshUserProfiles } from "./tasks/refresh-user-profiles.js";

export interface TaskContext {
  db: Database;
  clock: Clock;
  defaultTimeZone: string;
  /** The AI, when one is configured. */
  chat: ChatModel | null;
  /** When the job last ran before this run; null when it never ran or that run failed. */
  previousRun: Date | null;
  /** New queued messages were stored: wake the delivery loop. */
  queueChanged(): void;
  /** Aborted when the process stops: long tasks end early and finish at their next run. */
  signal: AbortSignal;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export interface BuiltInTask extends JobTask {
  /** Returns a one-line summary for the log; throws when the run failed. */
  run(context: TaskContext): Promise<string>;
  /** The job seeded for this task on first start. */
  seed: Omit<NewJob, "name" | "description">;
}

const daily = (time: string) => ({
  type: "recurring",
  frequency: "day",
  interval_value: 1,
  specific_time: time,
});

/** What each shared task does when it runs, and the job seeded for it. */
const RUNNERS: Record<JobTaskName, Omit<BuiltInTask, keyof JobTask>> = {
  "expand-announcements": {
    seed: { type: "recurring", frequency: "minute", interval_value: 1 },
    async run(context) {
      const expanded = await expandDueAnnouncements(context);
      if (expanded > 0) context.queueChanged();
      return `${expanded} announcements expanded`;
    },
  },
  "expire-admin-sessions": {
    seed: { type: "recurring", frequency: "hour", interval_value: 1, specific_time: "0" },
    async run(context) {
      return `${await expireDeadSessions(context.db, context.clock)} sessions expired`;
    },
  },
  "refresh-user-profiles": {
    seed: daily("03:00"),
    async run(context) {
      if (!context.chat) return "skipped: no AI is configured";
      return refreshUserProfiles({
        db: context.db,
        chat: context.chat,
        now: context.clock.now(),
        since: context.previousRun,
        signal: context.signal,
      });
    },
  },
  "purge-old-queue": {
    seed: daily("04:00"),
    async run(context) {
      const before = new Date(context.clock.now().getTime() - QUEUE_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      return `${await purgeProcessedQueuedMessages(context.db, before)} queued messages deleted`;
    },
  },
};

export const BUILT_IN_TASKS: BuiltInTask[] = JOB_TASKS.map((task) => ({ ...task, ...RUNNERS[task.name] }));

export function findBuiltInTask(name: string): BuiltInTask | undefined {
  return BUILT_IN_TASKS.find((task) => task.name === name);
}
