import type { Announcement } from "@shared/announcements";
import { announcementsApi } from "@shared/api/announcements";
import { callApi } from "@/lib/call-api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { formatCount } from "@/lib/format";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { announcementKeys } from "./announcements-keys";

/**
 * DELETE cancels: the messages still queued are closed, and the announcement stays listed as
 * Cancelled. The answer counts what had already gone.
 */
export const cancelAnnouncement = (id: number) => callApi(announcementsApi.cancel, { params: { id } });

export const useCancelAnnouncement = () =>
  useToastMutation({
    mutationFn: cancelAnnouncement,
    invalidates: () => [announcementKeys.all],
    success: (cancelled) => ({ title: "Success", description: cancelledDescription(cancelled) }),
    failure: (error) =>
      showErrorToast(error, "Error", serverMessageOr(error, "Failed to cancel announcement")),
  });

/** The spec's sentence, then how many messages had already left when some were queued. */
function cancelledDescription({ progress }: Announcement) {
  if (progress.recipients === 0) return "Announcement cancelled successfully";
  return (
    <>
      <span className="block">Announcement cancelled successfully</span>
      <span className="block">
        {formatCount(progress.sent)} of {formatCount(progress.recipients)} messages had already been sent.
      </span>
    </>
  );
}
