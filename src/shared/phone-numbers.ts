import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { BoundedMap } from "./bounded-map.js";
import type { Channel } from "./channels.js";
import { splitPhoneAddress, withDefaultCountry } from "./phone.js";

/** Read-only: parsePhoneAddress hands the same cached object to every caller. */
export interface PhoneAddress {
  /** E.164. */
  readonly phone: string;
  /** whatsapp for a whatsapp: address, rcs for an rcs: one; sms for tel:, sms: and a bare number. */
  readonly channel: Channel;
}

/**
 * Addresses read recently. Every webhook carries the sender's and the system number, nearly always
 * ones seen before, and full parsing with the "max" metadata was about a seventh of a web
 * process's CPU under load (bench/inbound). Bounded, so memory stays flat.
 */
const recent = new BoundedMap<string, PhoneAddress | null>(20_000);

/**
 * A phone address as typed by a person or sent by a carrier, or null when it is not a possible
 * number. Reads whatsapp:, rcs:, tel: and sms: (case-insensitive; URI parameters such as ;ext= and ?body=
 * ignored), fullwidth characters, and 011 as the international prefix; numbers without a country
 * code are read as North American (+1), as the sign-in form does.
 */
export function parsePhoneAddress(input: string): PhoneAddress | null {
  const known = recent.get(input);
  if (known !== undefined) return known;
  const result = readAddress(input);
  recent.set(input, result);
  return result;
}

/**
 * The E.164 phone of parsePhoneAddress, whatever the channel: a whatsapp: or rcs: address gives its phone
 * too, so callers that care about the channel ask parsePhoneAddress.
 */
export function toE164(input: string): string | null {
  return parsePhoneAddress(input)?.phone ?? null;
}

function readAddress(input: string): PhoneAddress | null {
  const { scheme, number } = splitPhoneAddress(input);
  const parsed = parsePhoneNumberFromString(withDefaultCountry(number));
  if (!parsed?.isPossible()) return null;
  return { phone: parsed.number, channel: scheme === "whatsapp" || scheme === "rcs" ? scheme : "sms" };
}
