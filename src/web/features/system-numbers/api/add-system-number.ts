import type { SystemNumber, SystemNumberCreate } from "@shared/system-numbers";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { systemNumberKeys } from "./system-numbers-keys";

export const addSystemNumber = (input: SystemNumberCreate) =>
  api.post<SystemNumber>("/api/admin/system-numbers", input);

export const useAddSystemNumber = () =>
  useToastMutation({
    mutationFn: addSystemNumber,
    invalidates: () => [systemNumberKeys.all],
    success: () => ({ title: "System number added." }),
    // Spec 000 section 8, word for word; the form shows a duplicate's reason at the number.
    failure: (error) =>
      showErrorToast(
        error,
        "Failed to add system number",
        "An error occurred while adding the system number.",
      ),
  });
