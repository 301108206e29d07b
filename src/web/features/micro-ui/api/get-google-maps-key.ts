import { PUBLIC_API_PATHS } from "@shared/api/public-paths";
import { useEffect, useState } from "react";
import { api } from "@/lib/api";

export interface GoogleMapsKeyResponse {
  apiKey: string;
}

export const getGoogleMapsKey = () => api.get<GoogleMapsKeyResponse>(PUBLIC_API_PATHS.googleMapsKey);

/** Asked once per page, however many maps it has. */
let keyRequest: Promise<GoogleMapsKeyResponse> | null = null;

export type GoogleMapsKey = { apiKey?: string; error?: unknown };

/** The browser key for Google Maps; a 404 (no key configured) comes back as `error`. */
export function useGoogleMapsKey(): GoogleMapsKey {
  const [key, setKey] = useState<GoogleMapsKey>({});
  useEffect(() => {
    let current = true;
    keyRequest ??= getGoogleMapsKey();
    keyRequest.then(
      ({ apiKey }) => current && setKey({ apiKey }),
      (error: unknown) => current && setKey({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return key;
}
