import type { MapData } from "@shared/micro-ui/definition-schema";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useGoogleMapsKey } from "../../api/get-google-maps-key";
import type { GoogleMapsApi } from "./google-maps-types";
import { loadGoogleMaps } from "./load-google-maps";
import { MapMessage } from "./map-message";
import { useDrawMap } from "./use-draw-map";

const FAILED = "Failed to load map";

/** Fetches the browser key, loads the Maps script, then draws; each failure has its own message. */
export function GoogleMapView({ data, zoom, height }: { data: MapData; zoom: number; height: string }) {
  const key = useGoogleMapsKey();
  const { apiKey } = key;
  const [maps, setMaps] = useState<GoogleMapsApi | null>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  useDrawMap(container, maps, data, zoom);

  useEffect(() => {
    if (key.error) console.error("Failed to get Google Maps API key", key.error);
  }, [key.error]);

  useEffect(() => {
    if (!apiKey) return;
    let current = true;
    loadGoogleMaps(apiKey).then(
      (loaded) => current && setMaps(loaded),
      (error: unknown) => {
        console.error("Failed to load Google Maps API", error);
        if (current) setScriptFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [apiKey]);

  if (key.error)
    return <MapMessage height={height} title={FAILED} detail="Failed to get Google Maps API key" />;
  if (scriptFailed)
    return <MapMessage height={height} title={FAILED} detail="Failed to load Google Maps API" />;
  return (
    <div className="relative overflow-hidden rounded-xl border border-slate-200" style={{ height }}>
      {!maps && <Skeleton className="absolute inset-0 rounded-none" />}
      <div ref={container} className="size-full" data-testid="google-map" />
    </div>
  );
}
