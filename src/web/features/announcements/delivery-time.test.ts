import { describe, expect, it } from "vitest";
import { defaultDeliveryDay, deliveryInstant, deliveryParts, startOfToday } from "./delivery-time";

describe("announcement delivery time", () => {
  it("reads the picked day and time in the service's timezone, whatever the browser's", () => {
    const iso = deliveryInstant(new Date(2026, 11, 15), "12:00", "America/New_York");
    expect(iso).toBe("2026-12-15T17:00:00.000Z");
    expect(deliveryParts(iso, "America/New_York")).toEqual({ day: new Date(2026, 11, 15), time: "12:00" });
    expect(deliveryInstant(new Date(2026, 6, 4), "09:30", "Asia/Kolkata")).toBe("2026-07-04T04:00:00.000Z");
  });

  it("defaults to today while noon is ahead in the service's timezone, else tomorrow", () => {
    const zone = "America/New_York";
    expect(defaultDeliveryDay(new Date("2026-11-21T14:30:00Z"), zone)).toEqual(new Date(2026, 10, 21));
    expect(defaultDeliveryDay(new Date("2026-11-21T17:00:00Z"), zone)).toEqual(new Date(2026, 10, 22));
    expect(defaultDeliveryDay(new Date("2026-12-31T23:00:00Z"), zone)).toEqual(new Date(2027, 0, 1));
    expect(startOfToday(new Date("2026-11-22T03:00:00Z"), zone)).toEqual(new Date(2026, 10, 21));
  });
});
