import { contractUrl } from "@shared/api/contract-url";
import { PUBLIC_API_PATHS } from "@shared/api/public-paths";
import type { MicroUiDefinitionInput } from "@shared/micro-ui/definition-schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { microUiPageKeys } from "./micro-ui-keys";

export interface MicroUiResponse {
  ui: MicroUiDefinitionInput;
}

export const getMicroUi = (slug: string) =>
  api.get<MicroUiResponse>(contractUrl({ path: PUBLIC_API_PATHS.microUi }, { slug }));

export const microUiQueryOptions = (slug: string) =>
  queryOptions({ queryKey: microUiPageKeys.page(slug), queryFn: () => getMicroUi(slug) });

/** Spec 000 section 7: fetched only for a 26-character slug, never retried (the client's default). */
export const useMicroUi = (slug: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...microUiQueryOptions(slug), enabled });
