import type { Announcement } from "@shared/announcements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { announcementsQueryKey } from "./get-announcements";

/** DELETE cancels: the announcement stays listed as Cancelled and can be rescheduled. */
export const cancelAnnouncement = (id: number) => api.delete<Announcement>(`/api/admin/announcements/${id}`);

export const useCancelAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
      toast({ title: "Success", description: "Announcement cancelled successfully" });
    },
    onError: (error) =>
      showErrorToast(error, "Error", serverMessageOr(error, "Failed to cancel announcement")),
  });
};
