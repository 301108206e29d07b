import { systemNumbersApi } from "@shared/api/system-numbers";
import type { SystemNumber, SystemNumberUpdate } from "@shared/system-numbers";
import { callApi } from "@/lib/call-api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { systemNumberKeys } from "./system-numbers-keys";

export const updateSystemNumber = ({ id, ...changes }: SystemNumberUpdate & { id: number }) =>
  callApi(systemNumbersApi.update, { params: { id }, body: changes });

/** DELETE deactivates: the number stays listed, marked Inactive, and can be turned on again. */
export const deactivateSystemNumber = (id: number) =>
  callApi(systemNumbersApi.deactivate, { params: { id } });

const successText = (action: Change["action"]) =>
  ({
    edit: "System number updated.",
    activate: "System number activated.",
    deactivate: "System number deactivated.",
  })[action];

type Change =
  | { action: "edit"; id: number; changes: SystemNumberUpdate }
  | { action: "activate" | "deactivate"; id: number };

function applyChange(change: Change): Promise<SystemNumber> {
  switch (change.action) {
    case "edit":
      return updateSystemNumber({ id: change.id, ...change.changes });
    case "activate":
      return updateSystemNumber({ id: change.id, is_active: true });
    case "deactivate":
      return deactivateSystemNumber(change.id);
  }
}

/** Edit a number's details, or switch it on or off. */
export const useChangeSystemNumber = () =>
  useToastMutation({
    mutationFn: applyChange,
    invalidates: () => [systemNumberKeys.all],
    success: (_number, change) => ({ title: successText(change.action) }),
    failure: (error) =>
      showErrorToast(
        error,
        "Failed to update system number",
        serverMessageOr(error, "An error occurred while updating the system number."),
      ),
  });
