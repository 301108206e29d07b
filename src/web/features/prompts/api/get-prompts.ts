import type { Prompt } from "@shared/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { promptKeys } from "./prompts-keys";

export const getPrompts = () => api.get<Prompt[]>("/api/admin/prompts");

export const promptsQueryOptions = () => queryOptions({ queryKey: promptKeys.all, queryFn: getPrompts });

export const usePrompts = () => useQuery(promptsQueryOptions());
