import type { Job } from "@shared/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { jobKeys } from "./jobs-keys";

export const deleteJob = (job: Pick<Job, "id" | "name">) => api.delete(`/api/admin/jobs/${job.id}`);

export const useDeleteJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_answer, job) => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      toast({ title: "Job deleted", description: job.name });
    },
    onError: (error) => showReasonedErrorToast(error, "Failed to delete job. Please try again."),
  });
};
