import { isDataObject } from "@shared/micro-ui/data-path";
import { MAP_DEFAULTS } from "@shared/micro-ui/defaults";
import type { MapData, MapProps } from "@shared/micro-ui/definition-schema";
import { ExternalLink } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { MicroUiComponentProps } from "../../renderer/types";
import { GoogleMapView } from "./google-map-view";
import { openInGoogleMapsUrl } from "./google-maps-links";
import { MapMessage } from "./map-message";

/**
 * Spec 000 "map": a Google Map with markers (popups on click) and an optional driving route, and an
 * 'Open in Google Maps' link that opens the same view in a new tab. Loaded as its own chunk.
 */
export function MapComponent({ props }: MicroUiComponentProps<MapProps>) {
  const {
    title,
    description,
    data,
    height = MAP_DEFAULTS.height,
    showOpenButton = MAP_DEFAULTS.showOpenButton,
  } = props;
  const mapData = hasCenter(data) ? data : null;
  const zoom = mapData?.zoom ?? MAP_DEFAULTS.zoom;
  return (
    <section aria-label={title ?? "Map"} className="flex flex-col gap-3">
      {(title || description) && (
        <div className="flex flex-col gap-1">
          {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
      )}
      {mapData ? (
        <GoogleMapView data={mapData} zoom={zoom} height={height} />
      ) : (
        <MapMessage height={height} title="No map data available" />
      )}
      {mapData && showOpenButton && (
        <a
          href={openInGoogleMapsUrl(mapData, zoom)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses("outline", "sm"), "self-start")}
        >
          <ExternalLink aria-hidden />
          Open in Google Maps
        </a>
      )}
    </section>
  );
}

function hasCenter(data: MapData | undefined): data is MapData {
  return (
    isDataObject(data) &&
    isDataObject(data.center) &&
    Number.isFinite(data.center.lat) &&
    Number.isFinite(data.center.lng)
  );
}
