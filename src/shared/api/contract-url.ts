import type { ApiContract } from "./contract.js";

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a call: `:name` placeholders filled from `params` (encoded), then the query, leaving
 * out values that are empty, undefined or null.
 */
export function contractUrl(
  contract: Pick<ApiContract, "path">,
  params?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  const path = contract.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${contract.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
