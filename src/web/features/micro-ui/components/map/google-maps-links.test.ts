import { describe, expect, it } from "vitest";
import { openInGoogleMapsUrl } from "./google-maps-links";

const center = { lat: 40.7128, lng: -74.006 };

describe("Open in Google Maps", () => {
  it("links to the centred map when there is no route", () => {
    expect(openInGoogleMapsUrl({ center }, 13)).toBe(
      "https://www.google.com/maps/@?api=1&map_action=map&center=40.7128%2C-74.006&zoom=13",
    );
  });

  it("links to driving directions through the waypoints when there is a route", () => {
    const url = new URL(
      openInGoogleMapsUrl(
        {
          center,
          directions: {
            origin: "Times Square, NY",
            destination: center,
            waypoints: [{ lat: 1, lng: 2 }, "Soho"],
          },
        },
        13,
      ),
    );
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api: "1",
      origin: "Times Square, NY",
      destination: "40.7128,-74.006",
      travelmode: "driving",
      waypoints: "1,2|Soho",
    });
  });
});
