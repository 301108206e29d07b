import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export interface GoogleMapsKeyResponse {
  apiKey: string;
}

export const getGoogleMapsKey = () => api.get<GoogleMapsKeyResponse>("/api/google-maps-key");

export const googleMapsKeyQueryOptions = () =>
  queryOptions({ queryKey: ["google-maps-key"], queryFn: getGoogleMapsKey });

/** Asked once per page, however many maps it has; a 404 means no key is configured. */
export const useGoogleMapsKey = () => useQuery(googleMapsKeyQueryOptions());
