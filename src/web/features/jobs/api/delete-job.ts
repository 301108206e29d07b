import { jobsApi } from "@shared/api/jobs";
import type { Job } from "@shared/jobs";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { jobKeys } from "./jobs-keys";

export const deleteJob = (job: Pick<Job, "id" | "name">) =>
  callApi(jobsApi.remove, { params: { id: job.id } });

export const useDeleteJob = () =>
  useToastMutation({
    mutationFn: deleteJob,
    invalidates: () => [jobKeys.all],
    success: (_answer, job) => ({ title: "Job deleted", description: job.name }),
    failure: (error) => showReasonedErrorToast(error, "Failed to delete job. Please try again."),
  });
