import { type AnnouncementInput, PAST_DELIVERY_MESSAGE } from "@shared/announcements";
import { announcementsApi } from "@shared/api/announcements";
import { toast } from "@/hooks/use-toast";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { announcementKeys } from "./announcements-keys";

/** Create when there is no id, update (or reschedule a cancelled one) otherwise. */
export interface SaveAnnouncement {
  id?: number;
  input: AnnouncementInput;
}

export const saveAnnouncement = ({ id, input }: SaveAnnouncement) =>
  id === undefined
    ? callApi(announcementsApi.create, { body: input })
    : callApi(announcementsApi.update, { params: { id }, body: input });

/** "Invalid Date - Delivery date cannot be in the past" as a toast title and description. */
export function showPastDeliveryToast(): void {
  const [title, description] = PAST_DELIVERY_MESSAGE.split(" - ");
  toast({ variant: "destructive", title, description });
}

export const useSaveAnnouncement = () =>
  useToastMutation({
    mutationFn: saveAnnouncement,
    invalidates: () => [announcementKeys.all],
    success: (_announcement, { id }) => ({
      title: "Success",
      description:
        id === undefined ? "Announcement created successfully" : "Announcement updated successfully",
    }),
    failure: (error, { id }) => {
      // The time can pass while the dialog is open; the server then refuses it like the form does.
      if (isApiError(error, 400) && error.serverMessage === PAST_DELIVERY_MESSAGE)
        return showPastDeliveryToast();
      showErrorToast(
        error,
        "Error",
        serverMessageOr(
          error,
          id === undefined ? "Failed to create announcement" : "Failed to update announcement",
        ),
      );
    },
  });
