import { describe, expect, it } from "vitest";
import {
  marketingDeferredUntil,
  minutesOfDay,
  quietHoursFrom,
  recipientZone,
} from "../../src/domain/delivery-rules/quiet-hours.js";

const quiet = (start: string, end: string) =>
  quietHoursFrom({ QUIET_HOURS_START: start, QUIET_HOURS_END: end });
const US = quiet("21:00", "08:00");
const at = (iso: string, zone: string, hours = US) =>
  marketingDeferredUntil(new Date(iso), zone, hours)?.toISOString() ?? null;

describe("marketing quiet hours (21:00–08:00 local by default)", () => {
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
    // Asked again, each answer is the same (the check is remembered).
    expect(recipientZone("Mars/Olympus", "Europe/Paris")).toBe("Europe/Paris");
    expect(recipientZone("Asia/Kolkata", "Europe/Paris")).toBe("Asia/Kolkata");
  });
});

describe("quiet hours from the settings", () => {
  it("reads HH:MM with minutes", () => {
    expect(minutesOfDay("08:00")).toBe(480);
    expect(minutesOfDay("21:45")).toBe(1305);
    expect(minutesOfDay(" 7:05 ")).toBe(425);
    expect(minutesOfDay("24:00")).toBeNull();
    expect(minutesOfDay("8pm")).toBeNull();
  });

  it("keeps minutes in a window that wraps midnight", () => {
    const late = quiet("22:30", "07:15");
    expect(at("2026-01-16T03:29:00Z", "America/New_York", late)).toBeNull(); // 22:29
    expect(at("2026-01-16T03:30:00Z", "America/New_York", late)).toBe("2026-01-16T12:15:00.000Z"); // 22:30
    expect(at("2026-01-16T12:14:00Z", "America/New_York", late)).toBe("2026-01-16T12:15:00.000Z"); // 07:14
    expect(at("2026-01-16T12:15:00Z", "America/New_York", late)).toBeNull(); // 07:15
  });

  it("holds within a window that does not wrap, until its end the same day", () => {
    const afternoon = quiet("13:00", "14:30");
    expect(at("2026-01-15T17:59:00Z", "America/New_York", afternoon)).toBeNull(); // 12:59
    expect(at("2026-01-15T18:00:00Z", "America/New_York", afternoon)).toBe("2026-01-15T19:30:00.000Z"); // 13:00
    expect(at("2026-01-15T19:30:00Z", "America/New_York", afternoon)).toBeNull(); // 14:30
    expect(at("2026-01-16T04:00:00Z", "America/New_York", afternoon)).toBeNull(); // 23:00
  });

  it("has no quiet hours when start equals end", () => {
    const none = quiet("08:00", "08:00");
    for (const iso of ["2026-01-15T13:00:00Z", "2026-01-16T04:00:00Z", "2026-01-15T08:00:00Z"])
      expect(at(iso, "America/New_York", none)).toBeNull();
  });

  it("falls back to the default for a value the settings rules would refuse", () => {
    expect(quiet("9 at night", "")).toEqual(US);
  });
});
