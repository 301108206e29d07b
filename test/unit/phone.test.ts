import { describe, expect, it } from "vitest";
import { toE164 } from "../../src/domain/phone-numbers.js";
import { formatPhone, normalizeLoginPhone } from "../../src/shared/phone.js";

describe("normalizeLoginPhone (spec 000 section 5)", () => {
  it.each([
    ["+447700900123", "+447700900123"],
    ["15551234567", "+15551234567"],
    ["5551234567", "+15551234567"],
    ["(555) 123-4567", "+15551234567"],
    [" 555.123.4567 ", "+15551234567"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeLoginPhone(input)).toBe(expected);
  });
});

describe("toE164", () => {
  it("answers the same when asked again, valid or not", () => {
    for (let round = 0; round < 2; round++) {
      expect(toE164("(212) 555-0199")).toBe("+12125550199");
      expect(toE164("12")).toBeNull();
    }
  });

  it("accepts possible numbers and rejects the rest", () => {
    expect(toE164("5551234567")).toBe("+15551234567");
    expect(toE164("+44 7700 900123")).toBe("+447700900123");
    expect(toE164("12")).toBeNull();
    expect(toE164("not a phone")).toBeNull();
  });
});

describe("formatPhone", () => {
  it("formats +1 numbers and leaves others alone", () => {
    expect(formatPhone("+15551234567")).toBe("+1 (555) 123-4567");
    expect(formatPhone("+447700900123")).toBe("+447700900123");
    expect(formatPhone(null)).toBe("");
  });
});
