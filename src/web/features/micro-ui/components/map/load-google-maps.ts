import type { GoogleMapsApi } from "./google-maps-types";

declare global {
  interface Window {
    google?: { maps?: GoogleMapsApi };
    __textpalGoogleMapsReady?: () => void;
  }
}

const CALLBACK = "__textpalGoogleMapsReady";
let loading: Promise<GoogleMapsApi> | null = null;

/**
 * Loads the Maps JavaScript API once per page (spec 000 section 7: the geometry and places
 * libraries). A failed load is forgotten, so a later map can try again.
 */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement("script");
    const params = new URLSearchParams({
      key: apiKey,
      libraries: "geometry,places",
      loading: "async",
      callback: CALLBACK,
    });
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    window[CALLBACK] = () => {
      const maps = window.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error("Google Maps loaded without its API"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("Google Maps script failed to load"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
