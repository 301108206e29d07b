import { contractUrl } from "@shared/api/contract-url";
import { PUBLIC_API_PATHS } from "@shared/api/public-paths";
import type { DataObject } from "@shared/micro-ui/data-path";
import { DATA_UPDATE_FAILED_LOG } from "@shared/micro-ui/defaults";
import { useMemo } from "react";
import { api } from "@/lib/api";

export const updateMicroUiData = (slug: string, data: DataObject) =>
  api.post(contractUrl({ path: PUBLIC_API_PATHS.microUiData }, { slug }), data);

/**
 * Sends the whole data object after every change, one save after another, so a slow save can never
 * land after a newer one and undo it. A failure is only logged (spec 000 section 8): the person
 * keeps what they see.
 */
export function createMicroUiDataSaver(slug: string): (data: DataObject) => void {
  let previous: Promise<unknown> = Promise.resolve();
  return (data) => {
    previous = previous
      .then(() => updateMicroUiData(slug, data))
      .catch((error: unknown) => console.error(DATA_UPDATE_FAILED_LOG, error));
  };
}

export const useMicroUiDataSaver = (slug: string) => useMemo(() => createMicroUiDataSaver(slug), [slug]);
