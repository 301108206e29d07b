import { usersApi } from "@shared/api/users";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { userKeys } from "./users-keys";

export const getUserConsent = (id: number) => callApi(usersApi.consent, { params: { id } });

/** The user's consent log for the detail dialog, newest first; read afresh each time it opens. */
export const useUserConsent = (id: number) =>
  useQuery({ queryKey: userKeys.consent(id), queryFn: () => getUserConsent(id), refetchOnMount: "always" });
