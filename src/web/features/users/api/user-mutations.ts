import type { AdminUser } from "@shared/users";
import type { QueryClient } from "@tanstack/react-query";
import { dashboardKeys } from "@/features/dashboard/api/dashboard-keys";
import { userKeys } from "./users-keys";

/** After a change to a user: the dialog shows the answer, and lists and totals reload. */
export function applyUserChange(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueryData(userKeys.detail(user.id), user);
  void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
