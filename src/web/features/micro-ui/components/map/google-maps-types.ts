/**
 * The slice of the Google Maps JavaScript API the map component uses, typed by hand: the full
 * typings are a package of their own, and these few members are all the page touches.
 */

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export type Place = LatLngLiteral | string;

export interface MapsEventListener {
  remove(): void;
}

export interface GoogleMap {
  setCenter(center: LatLngLiteral): void;
}

export interface GoogleMarker {
  setMap(map: GoogleMap | null): void;
  addListener(event: "click", handler: () => void): MapsEventListener;
}

export interface GoogleInfoWindow {
  open(options: { map: GoogleMap; anchor: GoogleMarker }): void;
  close(): void;
}

export interface DirectionsRequest {
  origin: Place;
  destination: Place;
  waypoints: Array<{ location: Place; stopover: boolean }>;
  travelMode: string;
}

export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: LatLngLiteral; zoom: number; mapTypeControl?: boolean },
  ) => GoogleMap;
  Marker: new (options: { position: LatLngLiteral; map: GoogleMap; title: string }) => GoogleMarker;
  /** Content is always a DOM node built with textContent: a string would be parsed as HTML. */
  InfoWindow: new (options: {
    content: Node;
  }) => GoogleInfoWindow;
  DirectionsService: new () => { route(request: DirectionsRequest): Promise<unknown> };
  DirectionsRenderer: new (options: {
    map: GoogleMap;
  }) => {
    setDirections(result: unknown): void;
    setMap(map: GoogleMap | null): void;
  };
  TravelMode: { DRIVING: string };
}
