const FORMATTING_CHARACTERS = /[\s().-]/g;
/** tel: and sms: (RFC 3966, RFC 5724) as links carry them, whatsapp: and rcs: as Twilio sends those senders. */
const ADDRESS_SCHEME = /^(tel|sms|whatsapp|rcs):(?:\/\/)?/i;
/** A URI's parameters, such as tel:'s ;ext= or sms:'s ?body=: an extension or a draft text is not the number. */
const URI_PARAMETERS = /[;?].*$/s;
/**
 * The North American international prefix. Only before a complete number (E.164 numbers have at
 * least 7 digits), so a partial search such as "0110" keeps its digits.
 */
const INTERNATIONAL_PREFIX = /^011(?=\d{7})/;
const PHONE_DIGITS = /^\+?\d+$/;

export type PhoneAddressScheme = "tel" | "sms" | "whatsapp" | "rcs";

/**
 * A phone address as typed or received, read down to its number: NFKC (fullwidth ＋ and digits
 * become ASCII), the scheme and URI parameters removed, formatting characters dropped, and a
 * leading 011 read as +. The number is not validated and may still lack its country code.
 */
export function splitPhoneAddress(input: string): { scheme: PhoneAddressScheme | null; number: string } {
  const text = input.normalize("NFKC").trim();
  const scheme = ADDRESS_SCHEME.exec(text);
  const rest = scheme ? text.slice(scheme[0].length).replace(URI_PARAMETERS, "") : text;
  return {
    scheme: scheme ? (scheme[1]?.toLowerCase() as PhoneAddressScheme) : null,
    number: rest.replace(FORMATTING_CHARACTERS, "").replace(INTERNATIONAL_PREFIX, "+"),
  };
}

/**
 * The sign-in form's rule (spec 000 section 5): keep a leading +, put + before a leading 1,
 * otherwise assume the default country prefix +1. Formatting characters are dropped first so
 * "(555) 010-0000" and "555.010.0000" work the same way; the address forms the webhook reads
 * (fullwidth, tel:, sms:, whatsapp:, rcs:, 011) are read first too, so the console and the webhook agree.
 */
export function normalizeLoginPhone(input: string): string {
  return withDefaultCountry(splitPhoneAddress(input).number);
}

/** normalizeLoginPhone's rule on a number splitPhoneAddress has already read. */
export function withDefaultCountry(number: string): string {
  if (number.startsWith("+")) return number;
  if (number.startsWith("1")) return `+${number}`;
  return `+1${number}`;
}

/**
 * A list search as the phone-number columns should see it: text that is a phone address in a form
 * the webhook reads (tel:, sms:, whatsapp:, rcs:, fullwidth, 011) becomes its plain number. Anything else,
 * free text and partial numbers included, is returned as typed for the lists' own matching.
 */
export function phoneSearchText(search: string): string {
  const { number } = splitPhoneAddress(search);
  const changed = number !== search.replace(FORMATTING_CHARACTERS, "");
  return changed && PHONE_DIGITS.test(number) ? number : search;
}

/** +1 numbers as +1 (XXX) XXX-XXXX; anything else unchanged. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (!match) return phone;
  return `+1 (${match[1]}) ${match[2]}-${match[3]}`;
}
