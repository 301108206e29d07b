import { describe, expect, it } from "vitest";
import { marketingDeferredUntil, recipientZone } from "../../src/messaging/rules/quiet-hours.js";

const at = (iso: string, zone: string) => marketingDeferredUntil(new Date(iso), zone)?.toISOString() ?? null;

describe("marketing quiet hours (08:00–21:00 local)", () => {
  it("lets marketing go from 08:00 up to 20:59 local", () => {
    expect(at("2026-01-15T13:00:00Z", "America/New_York")).toBeNull(); // 08:00
    expect(at("2026-01-16T01:59:59Z", "America/New_York")).toBeNull(); // 20:59:59
  });

  it("holds a text due at 23:00 local until 08:00 the next morning", () => {
    expect(at("2026-01-16T04:00:00Z", "America/New_York")).toBe("2026-01-16T13:00:00.000Z");
    expect(at("2026-01-16T02:00:00Z", "America/New_York")).toBe("2026-01-16T13:00:00.000Z"); // 21:00 sharp
  });

  it("holds a text due before 08:00 until 08:00 the same day", () => {
    expect(at("2026-01-15T11:30:00Z", "America/New_York")).toBe("2026-01-15T13:00:00.000Z"); // 06:30
  });

  it("uses the recipient's zone and the offset of the morning it waits for", () => {
    // 23:00 in Kolkata is 17:30 UTC; 08:00 there is 02:30 UTC.
    expect(at("2026-01-15T17:30:00Z", "Asia/Kolkata")).toBe("2026-01-16T02:30:00.000Z");
    // 23:00 EST on the eve of spring-forward waits for 08:00 EDT.
    expect(at("2026-03-08T04:00:00Z", "America/New_York")).toBe("2026-03-08T12:00:00.000Z");
  });

  it("falls back to the default zone for a missing or unknown one", () => {
    expect(recipientZone(null, "America/New_York")).toBe("America/New_York");
    expect(recipientZone("Mars/Olympus", "America/New_York")).toBe("America/New_York");
    expect(recipientZone("Asia/Kolkata", "America/New_York")).toBe("Asia/Kolkata");
  });
});
