import { jobsApi } from "@shared/api/jobs";
import type { JobInput } from "@shared/jobs";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { jobKeys } from "./jobs-keys";

/** Create when there is no id, update otherwise (the body never carries the id). */
export interface SaveJob {
  id?: number;
  input: JobInput;
}

export const saveJob = ({ id, input }: SaveJob) =>
  id === undefined
    ? callApi(jobsApi.create, { body: input })
    : callApi(jobsApi.update, { params: { id }, body: input });

export const useSaveJob = () =>
  useToastMutation({
    mutationFn: saveJob,
    invalidates: () => [jobKeys.all],
    success: (job, { id }) => ({
      title: id === undefined ? "Job created" : "Job updated",
      description: job.name,
    }),
    failure: (error, { id }) =>
      showReasonedErrorToast(
        error,
        id === undefined
          ? "Failed to create job. Please try again."
          : "Failed to update job. Please try again.",
      ),
  });
