import type { MapData } from "@shared/micro-ui/definition-schema";
import type { LatLngLiteral, Place } from "./google-maps-types";

/** Google Maps URLs (the documented api=1 form), built from the data: never a link from the definition. */

const placeParam = (place: Place) => (typeof place === "string" ? place : `${place.lat},${place.lng}`);

/** Directions when the map has a route, otherwise the map centred where the component is. */
export function openInGoogleMapsUrl(data: MapData, zoom: number): string {
  if (data.directions) {
    const { origin, destination, waypoints = [] } = data.directions;
    const params = new URLSearchParams({
      api: "1",
      origin: placeParam(origin),
      destination: placeParam(destination),
      travelmode: "driving",
    });
    if (waypoints.length > 0) params.set("waypoints", waypoints.map(placeParam).join("|"));
    return `https://www.google.com/maps/dir/?${params}`;
  }
  return centredMapUrl(data.center, zoom);
}

function centredMapUrl(center: LatLngLiteral, zoom: number): string {
  const params = new URLSearchParams({
    api: "1",
    map_action: "map",
    center: placeParam(center),
    zoom: String(zoom),
  });
  return `https://www.google.com/maps/@?${params}`;
}
