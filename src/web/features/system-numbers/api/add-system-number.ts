import { systemNumbersApi } from "@shared/api/system-numbers";
import type { SystemNumberCreate } from "@shared/system-numbers";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { systemNumberKeys } from "./system-numbers-keys";

export const addSystemNumber = (input: SystemNumberCreate) =>
  callApi(systemNumbersApi.create, { body: input });

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
