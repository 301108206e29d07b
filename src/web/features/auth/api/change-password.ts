import type { PasswordChangeInput } from "@shared/admins";
import { adminsApi } from "@shared/api/admins";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { authKeys } from "./auth-keys";

export const changePassword = (input: PasswordChangeInput) =>
  callApi(adminsApi.changeOwnPassword, { body: input });

/** The answer is the signed-in admin without the temporary flag; the shell then shows the console. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
};
