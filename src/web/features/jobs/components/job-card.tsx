import { findJobTask } from "@shared/job-tasks";
import type { Job } from "@shared/jobs";
import { ActiveBadge } from "@/components/admin/active-badge";
import { EditDeleteActions } from "@/components/admin/edit-delete-actions";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatCount, formatDateTime, serviceZoneAbbreviation } from "@/lib/format";
import { useDeleteJob } from "../api/delete-job";
import { scheduleText } from "../job-schedule";

/** One job (spec 001 section 2.6): its schedule, last and next run, run count, and what went wrong. */
export function JobCard({ job, onEdit }: { job: Job; onEdit: () => void }) {
  const remove = useDeleteJob();
  return (
    <Card role="article" aria-label={job.name} className="flex min-w-0 flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto break-all font-semibold text-slate-900">{job.name}</h2>
        {!findJobTask(job.name) && (
          <Badge variant="warning" title="No built-in task has this name, so the job runs nothing.">
            Unknown task
          </Badge>
        )}
        <ActiveBadge active={job.is_active} />
        <Badge variant="outline">{job.type === "one-time" ? "One-time" : "Recurring"}</Badge>
      </div>
      {job.description && <p className="text-sm text-slate-600">{job.description}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Schedule</dt>
          <dd className="text-slate-800">
            {/* The abbreviation of the next run's day, when daylight saving may differ from today's. */}
            {scheduleText(job, serviceZoneAbbreviation(job.next_run ? new Date(job.next_run) : undefined))}
            {job.type === "one-time" && job.run_at && ` · ${formatDateTime(job.run_at)}`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last run</dt>
          <dd className="text-slate-800">{job.last_run ? formatDateTime(job.last_run) : "Never"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Next run</dt>
          <dd className="text-slate-800">{job.next_run ? formatDateTime(job.next_run) : "Never"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Run count</dt>
          <dd className="tabular-nums text-slate-800">{formatCount(job.run_count)}</dd>
        </div>
      </dl>
      {job.last_error && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-800">Last error: {job.last_error}</p>
      )}
      <EditDeleteActions
        className="mt-auto"
        title="Delete Job"
        description={`Are you sure you want to delete the job "${job.name}"? This action cannot be undone.`}
        busy={remove.isPending}
        onEdit={onEdit}
        onDelete={() => remove.mutateAsync(job)}
      />
    </Card>
  );
}
