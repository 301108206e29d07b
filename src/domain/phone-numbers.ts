import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { normalizeLoginPhone } from "../shared/phone.js";
import { BoundedMap } from "./bounded-map.js";

/**
 * Numbers read recently. Every webhook carries the sender's and the system number, nearly always
 * ones seen before, and full parsing with the "max" metadata was about a seventh of a web
 * process's CPU under load (bench/inbound). Bounded, so memory stays flat.
 */
const recent = new BoundedMap<string, string | null>(20_000);

/**
 * A phone number as typed by a person or sent by a carrier, in E.164, or null when it is not a
 * possible number. Numbers without a country code are read as North American (+1).
 */
export function toE164(input: string): string | null {
  const known = recent.get(input);
  if (known !== undefined) return known;
  const result = parseE164(input);
  recent.set(input, result);
  return result;
}

function parseE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(normalizeLoginPhone(input));
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}
