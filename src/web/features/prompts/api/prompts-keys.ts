/** Query keys of the prompts screen: every query, invalidation and cache write of the feature reads them here. */
export const promptKeys = {
  all: ["admin", "prompts"] as const,
  history: (promptId: number) => [...promptKeys.all, promptId, "history"] as const,
  models: ["admin", "models"] as const,
};
