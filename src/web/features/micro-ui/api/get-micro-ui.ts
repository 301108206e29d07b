import { contractUrl } from "@shared/api/contract-url";
import { PUBLIC_API_PATHS } from "@shared/api/public-paths";
import { MICRO_UI_SLUG_LENGTH } from "@shared/micro-ui/defaults";
import { useEffect, useState } from "react";
import { api } from "@/lib/api";
import type { MicroUiViewerState } from "../micro-ui-viewer";

export interface MicroUiResponse {
  ui: Record<string, unknown>;
}

export const getMicroUi = (slug: string) =>
  api.get<MicroUiResponse>(contractUrl({ path: PUBLIC_API_PATHS.microUi }, { slug }));

/**
 * A page fetched by the browser, where no server rendered it (the Vite dev server). Spec 000
 * section 7: fetched only for a 26-character slug, and never retried.
 */
export function useFetchedMicroUi(slug: string): MicroUiViewerState {
  const isValidSlug = slug.length === MICRO_UI_SLUG_LENGTH;
  const [page, setPage] = useState<MicroUiViewerState>({ state: "loading", slug });
  useEffect(() => {
    if (!isValidSlug) return;
    let current = true;
    setPage({ state: "loading", slug });
    getMicroUi(slug).then(
      ({ ui }) => current && setPage(ui ? { state: "shown", slug, ui } : { state: "missing", slug }),
      () => current && setPage({ state: "missing", slug }),
    );
    return () => {
      current = false;
    };
  }, [slug, isValidSlug]);
  return isValidSlug ? page : { state: "invalid", slug };
}
