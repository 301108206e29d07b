import { describe, expect, it } from "vitest";
import {
  AREA_CODES_BY_TIMEZONE,
  timezoneForNorthAmericanNumber,
} from "../../src/domain/users/area-code-timezones.js";

const table = Object.entries(AREA_CODES_BY_TIMEZONE).map(
  ([timezone, codes]) => [timezone, codes.trim().split(/\s+/)] as const,
);

describe("timezoneForNorthAmericanNumber", () => {
  it.each([
    ["+12125550123", "America/New_York"],
    ["+13125550123", "America/Chicago"],
    ["+13035550123", "America/Denver"],
    ["+16025550123", "America/Phoenix"],
    ["+14155550123", "America/Los_Angeles"],
    ["+19075550123", "America/Anchorage"],
    ["+18085550123", "Pacific/Honolulu"],
    ["+14165550123", "America/Toronto"],
    ["+16045550123", "America/Vancouver"],
    ["+17095550123", "America/St_Johns"],
    ["+17875550123", "America/Puerto_Rico"],
    ["+18505550123", "America/Chicago"],
    ["+19155550123", "America/Denver"],
    ["+13175550123", "America/Indiana/Indianapolis"],
    ["+12195550123", "America/Chicago"],
    ["+12085550123", "America/Boise"],
    ["+13065550123", "America/Regina"],
    ["+16715550123", "Pacific/Guam"],
  ])("%s → %s", (e164, timezone) => {
    expect(timezoneForNorthAmericanNumber(e164)).toBe(timezone);
  });

  it.each([
    ["toll-free 800", "+18005550123"],
    ["toll-free 888", "+18885550123"],
    ["personal 500", "+15005550123"],
    ["premium 900", "+19005550123"],
    ["unassigned 555", "+15555550123"],
    ["another country", "+447700900123"],
    ["too short", "+1212555012"],
    ["too long", "+121255501234"],
    ["no plus", "12125550123"],
    ["formatted", "+1 (212) 555-0123"],
    ["empty", ""],
  ])("%s → null", (_label, e164) => {
    expect(timezoneForNorthAmericanNumber(e164)).toBeNull();
  });
});

describe("AREA_CODES_BY_TIMEZONE", () => {
  it("uses only valid IANA zones", () => {
    for (const [timeZone] of table) {
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone }), timeZone).not.toThrow();
    }
  });

  it("lists only 3-digit area codes starting with 2-9", () => {
    for (const [timezone, codes] of table) {
      for (const code of codes) expect(code, timezone).toMatch(/^[2-9]\d{2}$/);
    }
  });

  it("puts no area code under two zones", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [timezone, codes] of table) {
      for (const code of codes) {
        const earlier = seen.get(code);
        if (earlier) duplicates.push(`${code}: ${earlier} and ${timezone}`);
        seen.set(code, timezone);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("leaves out non-geographic codes", () => {
    const all = new Set(table.flatMap(([, codes]) => codes));
    for (const code of ["500", "533", "600", "700", "800", "833", "844", "855", "866", "877", "888", "900"]) {
      expect(all.has(code), code).toBe(false);
    }
  });
});
