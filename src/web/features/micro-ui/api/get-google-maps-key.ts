import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { microUiPageKeys } from "./micro-ui-keys";

export interface GoogleMapsKeyResponse {
  apiKey: string;
}

export const getGoogleMapsKey = () => api.get<GoogleMapsKeyResponse>("/api/google-maps-key");

export const googleMapsKeyQueryOptions = () =>
  queryOptions({ queryKey: microUiPageKeys.googleMapsKey, queryFn: getGoogleMapsKey });

/** Asked once per page, however many maps it has; a 404 means no key is configured. */
export const useGoogleMapsKey = () => useQuery(googleMapsKeyQueryOptions());
