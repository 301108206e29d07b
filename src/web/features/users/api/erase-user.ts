import { usersApi } from "@shared/api/users";
import type { EraseCounts } from "@shared/privacy";
import { dashboardKeys } from "@/features/dashboard/api/dashboard-keys";
import { threadKeys } from "@/features/threads/api/threads-keys";
import { callApi } from "@/lib/call-api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { userKeys } from "./users-keys";

export const eraseUser = ({ id, confirmPhone }: { id: number; confirmPhone: string }) =>
  callApi(usersApi.erase, { params: { id }, body: { confirm_phone: confirmPhone } });

/** "3 messages, 1 thread, ...": what the erase removed, the counts that are not zero. */
export function erasedSummary(counts: EraseCounts): string {
  const parts: Array<[number, string, string]> = [
    [counts.messages, "message", "messages"],
    [counts.threads, "thread", "threads"],
    [counts.media, "media file", "media files"],
    [counts.queued_messages, "queued message", "queued messages"],
    [counts.reminders, "reminder", "reminders"],
    [counts.micro_uis, "micro UI", "micro UIs"],
    [counts.consent_events, "consent entry", "consent entries"],
    [counts.referral_codes, "referral code", "referral codes"],
    [counts.data_exports, "export link", "export links"],
    [counts.audit_entries_redacted, "audit summary blanked", "audit summaries blanked"],
  ];
  const removed = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  const what = removed.length > 0 ? `Removed ${removed.join(", ")}.` : "Nothing else was held.";
  return counts.suppressed ? `${what} The opt-out is kept as a hash of the number.` : what;
}

/** Issue 37: the user and everything held about them are gone, so every list and total reloads. */
export const useEraseUser = () =>
  useToastMutation({
    mutationFn: eraseUser,
    // The erased user's own queries are left alone: reloading them would only find a 404.
    invalidates: () => [userKeys.lists(), threadKeys.all, dashboardKeys.all],
    success: (counts) => ({ title: "User Erased", description: erasedSummary(counts) }),
    failure: (error) =>
      showErrorToast(error, "Error", serverMessageOr(error, "Failed to erase the user. Please try again.")),
  });
