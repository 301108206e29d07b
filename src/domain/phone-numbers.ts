import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { normalizeLoginPhone } from "../shared/phone.js";

/**
 * A phone number as typed by a person or sent by a carrier, in E.164, or null when it is not a
 * possible number. Numbers without a country code are read as North American (+1).
 */
export function toE164(input: string): string | null {
  const candidate = normalizeLoginPhone(input);
  const parsed = parsePhoneNumberFromString(candidate);
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}
