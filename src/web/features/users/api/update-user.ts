import { usersApi } from "@shared/api/users";
import type { UserUpdate } from "@shared/users";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { applyUserChange } from "./user-mutations";

export const updateUser = ({ id, ...changes }: UserUpdate & { id: number }) =>
  callApi(usersApi.update, { params: { id }, body: changes });

/** The team flag, which puts the user in the "Team Users" announcement cohort. */
export const useUpdateUser = () =>
  useToastMutation({
    mutationFn: updateUser,
    updateCache: applyUserChange,
    success: (user) => ({
      title: "User Updated",
      description: user.is_team ? "The user is now a team member." : "The user is no longer a team member.",
    }),
    failure: (error) => showErrorToast(error, "Error", "Failed to update user. Please try again."),
  });
