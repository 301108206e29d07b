import { authApi } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";

export const logout = () => callApi(authApi.logout);

// The sign-in screen empties the query cache when it opens, so logging out need not.
export const useLogout = () => useMutation({ mutationFn: logout });
