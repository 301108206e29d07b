import { describe, expect, it } from "vitest";
import { localTime } from "../../src/domain/assistant/ai-context.js";

describe("localTime (the user's local date and time the model is told)", () => {
  it("is the time in the user's zone, changing with the minute and the zone", () => {
    const now = new Date("2026-03-08T06:59:30Z");
    expect(localTime(now, "America/New_York")).toBe("Sunday, March 8, 2026, 1:59 AM (2026-03-08T01:59)");
    expect(localTime(now, "America/Los_Angeles")).toBe(
      "Saturday, March 7, 2026, 10:59 PM (2026-03-07T22:59)",
    );
    expect(localTime(new Date("2026-03-08T06:59:59Z"), "America/New_York")).toBe(
      "Sunday, March 8, 2026, 1:59 AM (2026-03-08T01:59)",
    );
    // The next minute is 3:00 AM in New York: clocks spring forward at 2:00.
    expect(localTime(new Date("2026-03-08T07:00:05Z"), "America/New_York")).toBe(
      "Sunday, March 8, 2026, 3:00 AM (2026-03-08T03:00)",
    );
    expect(localTime(now, "America/New_York")).toBe("Sunday, March 8, 2026, 1:59 AM (2026-03-08T01:59)");
  });
});
