import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * The digits that name a phone however it is written: its national significant number ("+1 (206)
 * 555-0170", "206.555.0170" and "12065550170" all hold 2065550170). An erase looks for them in
 * text with every other character dropped.
 */
export function nationalDigits(e164: string): string {
  return String(parsePhoneNumberFromString(e164)?.nationalNumber ?? e164.replace(/\D/g, ""));
}
