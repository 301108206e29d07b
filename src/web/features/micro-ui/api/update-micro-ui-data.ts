import { contractUrl } from "@shared/api/contract-url";
import { PUBLIC_API_PATHS } from "@shared/api/public-paths";
import type { DataObject } from "@shared/micro-ui/data-path";
import { DATA_UPDATE_FAILED_LOG } from "@shared/micro-ui/defaults";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const updateMicroUiData = (slug: string, data: DataObject) =>
  api.post(contractUrl({ path: PUBLIC_API_PATHS.microUiData }, { slug }), data);

/**
 * Sends the whole data object after every change. One scope per page runs the saves one after
 * another, so a slow save can never land after a newer one and undo it. A failure is only logged
 * (spec 000 section 8): the person keeps what they see.
 */
export const useUpdateMicroUiData = (slug: string) =>
  useMutation({
    mutationFn: (data: DataObject) => updateMicroUiData(slug, data),
    scope: { id: `micro-ui-data:${slug}` },
    onError: (error) => console.error(DATA_UPDATE_FAILED_LOG, error),
  });
