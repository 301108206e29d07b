import { describe, expect, it } from "vitest";
import type { RunningAdvertisement } from "../../src/db/repositories/advertising.js";
import { DEFAULT_ADVERTISER_FREQUENCY, dueAdvertisement } from "../../src/messaging/rules/policy-lookups.js";

function ad(overrides: Partial<RunningAdvertisement>): RunningAdvertisement {
  return {
    source: "advertisement",
    id: 1,
    title: null,
    content: "Buy",
    merchant: null,
    url: null,
    last_shown_at: null,
    frequency: "3",
    target_tier: null,
    ...overrides,
  };
}

describe("dueAdvertisement", () => {
  it("is due on multiples of the ad's frequency only", () => {
    const running = [ad({ frequency: "3" })];
    expect(dueAdvertisement(running, "free", 2)).toBeUndefined();
    expect(dueAdvertisement(running, "free", 3)?.id).toBe(1);
    expect(dueAdvertisement(running, "free", 6)?.id).toBe(1);
  });

  it("rotates: never shown first, then the one shown longest ago", () => {
    const running = [
      ad({ id: 1, last_shown_at: new Date("2026-01-02") }),
      ad({ id: 2, last_shown_at: new Date("2026-01-01") }),
      ad({ id: 3, last_shown_at: null }),
    ];
    expect(dueAdvertisement(running, "free", 3)?.id).toBe(3);
    expect(dueAdvertisement(running.slice(0, 2), "free", 3)?.id).toBe(2);
  });

  it("shows advertiser ads to their tier or all, reading free-text frequencies as the default", () => {
    const basicOnly = ad({ source: "advertiser_advertisement", id: 7, frequency: "2", target_tier: "basic" });
    expect(dueAdvertisement([basicOnly], "free", 2)).toBeUndefined();
    expect(dueAdvertisement([basicOnly], "basic", 2)?.id).toBe(7);
    const daily = ad({ source: "advertiser_advertisement", id: 8, frequency: "daily", target_tier: "all" });
    expect(dueAdvertisement([daily], "free", DEFAULT_ADVERTISER_FREQUENCY - 1)).toBeUndefined();
    expect(dueAdvertisement([daily], "free", DEFAULT_ADVERTISER_FREQUENCY)?.id).toBe(8);
  });
});
