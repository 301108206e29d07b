import { dashboardApi } from "@shared/api/dashboard";
import type { DashboardNotice } from "@shared/dashboard-notices";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { dashboardKeys } from "./dashboard-keys";

/** The notices an upgrade left that no operator has dismissed yet. */
export const useDashboardNotices = () =>
  useQuery({
    queryKey: dashboardKeys.notices(),
    queryFn: () => callApi(dashboardApi.notices),
    refetchOnMount: "always",
  });

/** Dismisses a notice for every operator; it leaves the dashboard once the list reloads. */
export const useDismissDashboardNotice = () =>
  useToastMutation({
    mutationFn: (notice: DashboardNotice) =>
      callApi(dashboardApi.dismissNotice, { params: { id: notice.id } }),
    invalidates: () => [dashboardKeys.notices()],
    success: () => ({ title: "Notice dismissed", description: "No operator will see it again." }),
    failure: (error) => showReasonedErrorToast(error, "Failed to dismiss the notice. Please try again."),
  });
