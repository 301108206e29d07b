import { PUBLIC_API_PATHS } from "@shared/api/public-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { microUiPageKeys } from "./micro-ui-keys";

export interface GoogleMapsKeyResponse {
  apiKey: string;
}

export const getGoogleMapsKey = () => api.get<GoogleMapsKeyResponse>(PUBLIC_API_PATHS.googleMapsKey);

export const googleMapsKeyQueryOptions = () =>
  queryOptions({ queryKey: microUiPageKeys.googleMapsKey, queryFn: getGoogleMapsKey });

/** Asked once per page, however many maps it has; a 404 means no key is configured. */
export const useGoogleMapsKey = () => useQuery(googleMapsKeyQueryOptions());
