import { usersApi } from "@shared/api/users";
import { callApiForFile } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { saveFile } from "@/lib/save-file";
import { useToastMutation } from "@/lib/use-toast-mutation";

/** Issue 37: everything held about the user, saved as the JSON file the server names. */
export const exportUserData = async (id: number) => {
  const file = await callApiForFile(usersApi.exportData, { params: { id } }, `textpal-user-${id}.json`);
  saveFile(file);
  return file;
};

export const useExportUserData = () =>
  useToastMutation({
    mutationFn: exportUserData,
    success: (file) => ({ title: "Export Downloaded", description: `Saved as ${file.filename}.` }),
    failure: (error) => showErrorToast(error, "Error", "Failed to export the user's data. Please try again."),
  });
