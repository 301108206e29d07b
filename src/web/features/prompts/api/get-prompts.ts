import { promptsApi } from "@shared/api/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { promptKeys } from "./prompts-keys";

export const getPrompts = () => callApi(promptsApi.list);

export const promptsQueryOptions = () => queryOptions({ queryKey: promptKeys.all, queryFn: getPrompts });

export const usePrompts = () => useQuery(promptsQueryOptions());
