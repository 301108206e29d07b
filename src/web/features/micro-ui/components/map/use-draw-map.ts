import type { MapData } from "@shared/micro-ui/definition-schema";
import { type RefObject, useEffect } from "react";
import type { GoogleInfoWindow, GoogleMapsApi, MapsEventListener } from "./google-maps-types";

/** Draws the map, its markers and the driving route once the API is loaded; undone on unmount. */
export function useDrawMap(
  container: RefObject<HTMLDivElement | null>,
  maps: GoogleMapsApi | null,
  data: MapData,
  zoom: number,
): void {
  useEffect(() => {
    const element = container.current;
    if (!maps || !element) return;
    const map = new maps.Map(element, { center: data.center, zoom, mapTypeControl: false });
    let openPopup: GoogleInfoWindow | null = null;
    const listeners: MapsEventListener[] = [];
    const markers = (data.markers ?? []).map((marker) => {
      const pin = new maps.Marker({ position: marker.position, map, title: marker.title });
      listeners.push(
        pin.addListener("click", () => {
          openPopup?.close();
          openPopup = new maps.InfoWindow({ content: popupContent(marker.title, marker.description) });
          openPopup.open({ map, anchor: pin });
        }),
      );
      return pin;
    });
    const route = data.directions ? new maps.DirectionsRenderer({ map }) : null;
    if (data.directions && route) {
      const { origin, destination, waypoints = [] } = data.directions;
      new maps.DirectionsService()
        .route({
          origin,
          destination,
          waypoints: waypoints.map((location) => ({ location, stopover: true })),
          travelMode: maps.TravelMode.DRIVING,
        })
        .then((result) => route.setDirections(result))
        .catch((error: unknown) => console.error("Failed to load directions", error));
    }
    return () => {
      for (const listener of listeners) listener.remove();
      for (const pin of markers) pin.setMap(null);
      route?.setMap(null);
      openPopup?.close();
    };
  }, [container, maps, data, zoom]);
}

/** Built with textContent: marker text comes from a generated definition and must never be HTML. */
function popupContent(title: string, description: string | undefined): Node {
  const content = document.createElement("div");
  const heading = document.createElement("strong");
  heading.textContent = title;
  content.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.textContent = description;
    content.append(text);
  }
  return content;
}
