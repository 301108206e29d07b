import { Counter } from "prom-client";
import { JOB_TASK_NAMES } from "../../shared/job-tasks.js";
import { oneOf } from "./label-values.js";
import { METRIC_PREFIX, metricsRegistry } from "./registry.js";

const registers = [metricsRegistry];

const announcementRuns = new Counter({
  name: `${METRIC_PREFIX}announcement_expansions_total`,
  help: "Announcements expanded into queued messages, by outcome (expanded, failed).",
  labelNames: ["outcome"],
  registers,
});

const jobRuns = new Counter({
  name: `${METRIC_PREFIX}job_runs_total`,
  help: "Runs of scheduled jobs, by built-in task and outcome (ok, failed).",
  labelNames: ["task", "outcome"],
  registers,
});

const dispatched = new Counter({
  name: `${METRIC_PREFIX}scheduled_messages_dispatched_total`,
  help: "Due queued messages the delivery loop handled, by outcome (sent: handed to the sender, skipped, postponed: quiet hours, held: WhatsApp window).",
  labelNames: ["outcome"],
  registers,
});

const retentionRemoved = new Counter({
  name: `${METRIC_PREFIX}retention_removed_total`,
  help: "What the nightly retention pass removed: messages, queued_messages, last_messages (threads' copies), media (texts whose media and transcript were cleared), mock_media.",
  labelNames: ["what"],
  registers,
});

const retentionPasses = new Counter({
  name: `${METRIC_PREFIX}retention_passes_total`,
  help: "Nightly retention passes, by outcome (ok, failed, elsewhere: another process ran it).",
  labelNames: ["outcome"],
  registers,
});

/** The scheduler's counts. */
export const schedulingMetrics = {
  announcementExpanded(outcome: "expanded" | "failed"): void {
    announcementRuns.inc({ outcome });
  },
  /** A job whose name is no built-in task counts as "other": only the built-in names are labels. */
  jobRan(task: string, outcome: "ok" | "failed"): void {
    jobRuns.inc({ task: oneOf(JOB_TASK_NAMES, task), outcome });
  },
  dispatched(counts: { sent: number; skipped: number; postponed: number; held: number }): void {
    for (const outcome of ["sent", "skipped", "postponed", "held"] as const)
      if (counts[outcome] > 0) dispatched.inc({ outcome }, counts[outcome]);
  },
  retentionPass(outcome: "ok" | "failed" | "elsewhere"): void {
    retentionPasses.inc({ outcome });
  },
  retentionRemoved(counts: {
    messages: number;
    queuedMessages: number;
    lastMessages: number;
    media: number;
    mockMedia: number;
  }): void {
    retentionRemoved.inc({ what: "messages" }, counts.messages);
    retentionRemoved.inc({ what: "queued_messages" }, counts.queuedMessages);
    retentionRemoved.inc({ what: "last_messages" }, counts.lastMessages);
    retentionRemoved.inc({ what: "media" }, counts.media);
    retentionRemoved.inc({ what: "mock_media" }, counts.mockMedia);
  },
};
