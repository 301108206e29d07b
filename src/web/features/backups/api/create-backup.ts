import { backupsApi } from "@shared/api/backups";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { backupKeys } from "./backups-keys";

export const createBackup = () => callApi(backupsApi.create);

export const useCreateBackup = () =>
  useToastMutation({
    mutationFn: createBackup,
    invalidates: () => [backupKeys.all],
    success: (backup) => ({ title: "Backup created", description: backup.name }),
    failure: (error) => showReasonedErrorToast(error, "Failed to create backup. Please try again."),
  });
