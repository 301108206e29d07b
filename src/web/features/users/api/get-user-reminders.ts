import { remindersApi } from "@shared/api/reminders";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { userKeys } from "./users-keys";

export const getUserReminders = (id: number) => callApi(remindersApi.forUser, { params: { id } });

/** The user's reminders for the detail dialog, upcoming first; read afresh each time it opens. */
export const useUserReminders = (id: number) =>
  useQuery({
    queryKey: userKeys.reminders(id),
    queryFn: () => getUserReminders(id),
    refetchOnMount: "always",
  });
