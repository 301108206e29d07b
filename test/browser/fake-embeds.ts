import type { Page } from "playwright-core";

/**
 * Stand-ins for the third parties micro UI pages embed, served at their real addresses so the
 * page's Content-Security-Policy applies as it would to the real ones, and no test reaches the
 * network. The Google Maps stand-in draws markers as buttons, appends popup content as given (a DOM
 * node: a string would be HTML), and records what the page asked for in `window.fakeMaps`.
 */
const FAKE_MAPS_SCRIPT = `(() => {
  const recorded = { maps: [], directions: [], popups: [] };
  window.fakeMaps = recorded;
  class Map {
    constructor(element, options) {
      this.element = element;
      recorded.maps.push({ center: options.center, zoom: options.zoom });
      element.textContent = "";
    }
  }
  class Marker {
    constructor(options) {
      this.button = document.createElement("button");
      this.button.textContent = "Marker: " + options.title;
      options.map.element.append(this.button);
    }
    addListener(event, handler) {
      this.button.addEventListener(event, handler);
      return { remove: () => this.button.removeEventListener(event, handler) };
    }
    setMap() {}
  }
  class InfoWindow {
    constructor(options) { this.content = options.content; }
    open(options) {
      recorded.popups.push(typeof this.content);
      const popup = document.createElement("div");
      popup.setAttribute("role", "dialog");
      popup.append(this.content);
      options.map.element.append(popup);
    }
    close() {}
  }
  class DirectionsService {
    route(request) { recorded.directions.push(request); return Promise.resolve({ routes: [] }); }
  }
  class DirectionsRenderer { setDirections() {} setMap() {} }
  window.google = { maps: { Map, Marker, InfoWindow, DirectionsService, DirectionsRenderer, TravelMode: { DRIVING: "DRIVING" } } };
  const callback = new URL(document.currentScript.src).searchParams.get("callback");
  window[callback]();
})();`;

/** Answers the Maps script request with the fake; returns the URLs the page asked for. */
export async function serveFakeGoogleMaps(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://maps.googleapis.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_MAPS_SCRIPT });
  });
  return requested;
}

/** Answers YouTube's embed host with a plain page, so tests never reach the network; returns the URLs. */
export async function serveFakeYouTube(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><p>YouTube player</p>",
    });
  });
  return requested;
}
