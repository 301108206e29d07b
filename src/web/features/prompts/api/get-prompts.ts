import type { Prompt } from "@shared/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const getPrompts = () => api.get<Prompt[]>("/api/admin/prompts");

export const promptsQueryKey = ["admin", "prompts"] as const;

export const promptsQueryOptions = () => queryOptions({ queryKey: promptsQueryKey, queryFn: getPrompts });

export const usePrompts = () => useQuery(promptsQueryOptions());
