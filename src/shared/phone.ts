const FORMATTING_CHARACTERS = /[\s().-]/g;

/**
 * The sign-in form's rule (spec 000 section 5): keep a leading +, put + before a leading 1,
 * otherwise assume the default country prefix +1. Formatting characters are dropped first so
 * "(555) 010-0000" and "555.010.0000" work the same way.
 */
export function normalizeLoginPhone(input: string): string {
  const compact = input.trim().replace(FORMATTING_CHARACTERS, "");
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("1")) return `+${compact}`;
  return `+1${compact}`;
}

/** +1 numbers as +1 (XXX) XXX-XXXX; anything else unchanged. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (!match) return phone;
  return `+1 (${match[1]}) ${match[2]}-${match[3]}`;
}
