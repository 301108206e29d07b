import type { AdminUser } from "@shared/users";
import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "./get-user";
import { usersListKey } from "./get-users";

/** After a change to a user: the dialog shows the answer, and lists and totals reload. */
export function applyUserChange(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueryData(userQueryKey(user.id), user);
  void queryClient.invalidateQueries({ queryKey: usersListKey });
  void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
}
