import { describe, expect, it } from "vitest";
import {
  formatPhone,
  normalizeLoginPhone,
  phoneSearchText,
  splitPhoneAddress,
} from "../../src/shared/phone.js";
import { parsePhoneAddress, toE164 } from "../../src/shared/phone-numbers.js";
import { systemNumberCreateSchema } from "../../src/shared/system-numbers.js";

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

  it.each([
    ["＋１４１５５５５０１００", "+14155550100"],
    ["（４１５）５５５－０１００", "+14155550100"],
    ["tel:+1 (415) 555-0100", "+14155550100"],
    ["TEL:415-555-0100", "+14155550100"],
    ["sms:+14155550100?body=hi", "+14155550100"],
    ["011 44 20 7946 0958", "+442079460958"],
    ["01144 20 7946 0958", "+442079460958"],
  ])("reads the webhook's address forms first: %s → %s", (input, expected) => {
    expect(normalizeLoginPhone(input)).toBe(expected);
  });
});

describe("splitPhoneAddress", () => {
  it("names the scheme, any case, and drops URI parameters", () => {
    expect(splitPhoneAddress("WhatsApp:+14155550100")).toEqual({
      scheme: "whatsapp",
      number: "+14155550100",
    });
    expect(splitPhoneAddress("tel:+1-201-555-0123;ext=1234")).toEqual({
      scheme: "tel",
      number: "+12015550123",
    });
    expect(splitPhoneAddress("tel://+12015550123")).toEqual({ scheme: "tel", number: "+12015550123" });
    expect(splitPhoneAddress("Sms:+12015550123;?&body=Hello%20there")).toEqual({
      scheme: "sms",
      number: "+12015550123",
    });
    expect(splitPhoneAddress("(201) 555-0123")).toEqual({ scheme: null, number: "2015550123" });
  });

  it("reads 011 as + only before a complete number", () => {
    expect(splitPhoneAddress("011 44 20 7946 0958").number).toBe("+442079460958");
    expect(splitPhoneAddress("0110").number).toBe("0110");
  });
});

describe("parsePhoneAddress", () => {
  it.each([
    ["whatsapp:+14155550100", "+14155550100", "whatsapp"],
    ["WHATSAPP:+44 7700 900123", "+447700900123", "whatsapp"],
    ["tel:+14155550100", "+14155550100", "sms"],
    ["tel:+1-201-555-0123;ext=1234", "+12015550123", "sms"],
    ["tel:+1-201-555-0123;phone-context=example.com", "+12015550123", "sms"],
    ["sms:+14155550100?body=Hello%20there", "+14155550100", "sms"],
    ["SMS:4155550100", "+14155550100", "sms"],
    ["011 44 20 7946 0958", "+442079460958", "sms"],
    ["011442079460958", "+442079460958", "sms"],
    ["＋１４１５５５５０１００", "+14155550100", "sms"],
    ["＋４４ ２０ ７９４６ ０９５８", "+442079460958", "sms"],
    ["+14155550100", "+14155550100", "sms"],
  ])("%s → %s by %s", (input, phone, channel) => {
    expect(parsePhoneAddress(input)).toEqual({ phone, channel });
  });

  it.each([
    "whatsapp:",
    "tel:",
    "sms:+14155550100,+14155550101",
    "mailto:+14155550100",
    "whatsapp:hello",
    "011",
    "12",
    "not a phone",
  ])("refuses %s", (input) => {
    expect(parsePhoneAddress(input)).toBeNull();
  });

  it("answers the same when asked again", () => {
    for (let round = 0; round < 2; round++) {
      expect(parsePhoneAddress("whatsapp:+14155550100")).toEqual({
        phone: "+14155550100",
        channel: "whatsapp",
      });
      expect(parsePhoneAddress("tel:12")).toBeNull();
    }
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

  it("gives the phone of every address form, WhatsApp included", () => {
    expect(toE164("whatsapp:+14155550100")).toBe("+14155550100");
    expect(toE164("tel:+1 (415) 555-0100")).toBe("+14155550100");
    expect(toE164("sms:+14155550100")).toBe("+14155550100");
    expect(toE164("011 44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("＋１４１５５５５０１００")).toBe("+14155550100");
  });

  it("agrees with the sign-in form's rule on what the form sends", () => {
    for (const typed of [
      "＋１４１５５５５０１００",
      "tel:415-555-0100",
      "011 44 20 7946 0958",
      "(415) 555-0100",
    ]) {
      expect(toE164(normalizeLoginPhone(typed))).toBe(toE164(typed));
    }
  });
});

describe("phoneSearchText", () => {
  it.each([
    ["tel:+1 (415) 555-0100", "+14155550100"],
    ["＋１４１５５５５０１００", "+14155550100"],
    ["０１００", "0100"],
    ["011 44 20 7946 0958", "+442079460958"],
    ["whatsapp:+14155550100", "+14155550100"],
  ])("reads the address %s as %s", (search, expected) => {
    expect(phoneSearchText(search)).toBe(expected);
  });

  it.each(["Bakery", "ＡＢＣ", "(555) 010-", "+1 415", "0110", "tel:", "2024-01", "sms: call me"])(
    "leaves %s as typed",
    (search) => {
      expect(phoneSearchText(search)).toBe(search);
    },
  );
});

describe("system number input", () => {
  it("reads the webhook's address forms and refuses a WhatsApp sender", () => {
    for (const typed of ["tel:+1 (415) 555-0100", "＋１ ４１５ ５５５ ０１００", "011 1 415 555 0100"]) {
      expect(systemNumberCreateSchema.parse({ number: typed }).number).toBe("+14155550100");
    }
    expect(systemNumberCreateSchema.safeParse({ number: "whatsapp:+14155550100" }).success).toBe(false);
  });
});

describe("formatPhone", () => {
  it("formats +1 numbers and leaves others alone", () => {
    expect(formatPhone("+15551234567")).toBe("+1 (555) 123-4567");
    expect(formatPhone("+447700900123")).toBe("+447700900123");
    expect(formatPhone(null)).toBe("");
  });
});
