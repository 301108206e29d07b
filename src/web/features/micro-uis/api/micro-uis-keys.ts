import type { MicroUisPageQuery } from "./get-micro-uis";

/** Query keys of the micro UIs screen: every query, invalidation and cache write of the feature reads them here. */
export const microUiKeys = {
  all: ["admin", "micro-uis"] as const,
  summary: () => [...microUiKeys.all, "summary"] as const,
  list: (query: MicroUisPageQuery) => [...microUiKeys.all, "list", query] as const,
};
