import type { Job } from "@shared/jobs";
import { useState } from "react";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useJobs } from "@/features/jobs/api/get-jobs";
import { JobCard } from "@/features/jobs/components/job-card";
import { JobDialog } from "@/features/jobs/components/job-dialog";

/** Which dialog is open: none, "new", or the job being edited. */
type DialogState = null | "new" | Job;

export function JobsPage() {
  const jobs = useJobs();
  const [dialog, setDialog] = useState<DialogState>(null);

  return (
    <AdminPage
      title="Job Management"
      description="Background tasks the server runs on a schedule."
      actions={<AddButton onClick={() => setDialog("new")}>Add New Job</AddButton>}
    >
      {jobs.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy>
          {[0, 1].map((placeholder) => (
            <Skeleton key={placeholder} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : jobs.isError ? (
        <ErrorState message="Failed to load jobs. Please try refreshing the page." />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          title="No jobs found. Create a new job to get started."
          className="rounded-xl border border-dashed border-slate-300 bg-white"
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {jobs.data.map((job) => (
            <JobCard key={job.id} job={job} onEdit={() => setDialog(job)} />
          ))}
        </div>
      )}
      {dialog && <JobDialog job={dialog === "new" ? null : dialog} onClose={() => setDialog(null)} />}
    </AdminPage>
  );
}
