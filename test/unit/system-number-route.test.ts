import { describe, expect, it } from "vitest";
import { type RoutableNumber, routeInbound } from "../../src/messaging/rules/system-number-route.js";

const SERVICE = `MG${"a1b2".repeat(8)}`;
const OTHER_SERVICE = `MG${"c3d4".repeat(8)}`;
const POOL_NUMBER = "+18885550199";

function numbers(...rows: Array<Partial<RoutableNumber> & { number: string }>) {
  return new Map(
    rows.map((row, index) => [
      row.number,
      { id: index + 1, is_active: true, messaging_service_sid: null, ...row } satisfies RoutableNumber,
    ]),
  );
}

describe("routing an inbound text to a system number", () => {
  it("takes the first addressed number that is an active system number", () => {
    const configured = numbers(
      { number: "+15005550006", is_active: false },
      { number: "+15005550007", messaging_service_sid: SERVICE },
    );
    expect(routeInbound(configured, ["+15005550006", "+15005550007"], null)).toEqual({
      systemNumber: "+15005550007",
      arrivedOn: "+15005550007",
    });
  });

  it("prefers the To over the Messaging Service when the To is ours", () => {
    const configured = numbers(
      { number: "+15005550006", messaging_service_sid: SERVICE },
      { number: "+15005550007" },
    );
    expect(routeInbound(configured, ["+15005550007"], SERVICE)?.systemNumber).toBe("+15005550007");
  });

  it("routes a text to a pool number by its Messaging Service, in any case", () => {
    const configured = numbers(
      { number: "+15005550006", messaging_service_sid: OTHER_SERVICE },
      { number: "+15005550007", messaging_service_sid: SERVICE },
    );
    const route = { systemNumber: "+15005550007", arrivedOn: POOL_NUMBER };
    expect(routeInbound(configured, [POOL_NUMBER], SERVICE)).toEqual(route);
    expect(routeInbound(configured, [POOL_NUMBER], ` ${SERVICE.toUpperCase()} `)).toEqual(route);
    expect(routeInbound(configured, [], SERVICE)).toEqual({ systemNumber: "+15005550007", arrivedOn: null });
  });

  it("picks the first added of several active numbers sharing the service, never an inactive one", () => {
    const configured = numbers(
      { number: "+15005550005", messaging_service_sid: SERVICE, is_active: false },
      { number: "+15005550009", messaging_service_sid: SERVICE },
      { number: "+15005550008", messaging_service_sid: SERVICE },
    );
    expect(routeInbound(configured, [POOL_NUMBER], SERVICE)?.systemNumber).toBe("+15005550009");
    const reordered = new Map([...configured].reverse());
    expect(routeInbound(reordered, [POOL_NUMBER], SERVICE)?.systemNumber).toBe("+15005550009");
  });

  it("finds nothing when neither the To nor the service is ours", () => {
    const configured = numbers(
      { number: "+15005550006", messaging_service_sid: SERVICE, is_active: false },
      { number: "+15005550007" },
    );
    expect(routeInbound(configured, [POOL_NUMBER], SERVICE)).toBeNull();
    expect(routeInbound(configured, [POOL_NUMBER], OTHER_SERVICE)).toBeNull();
    expect(routeInbound(configured, [POOL_NUMBER], null)).toBeNull();
    expect(routeInbound(configured, [POOL_NUMBER], "")).toBeNull();
  });
});
