/** GSM 03.38 basic character set; anything else forces UCS-2 for the whole text. */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each of these takes two septets (an escape plus the character). */
const GSM7_EXTENDED = "^{}\\[~]|€\f";

const basic = new Set(GSM7_BASIC);
const extended = new Set(GSM7_EXTENDED);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SegmentInfo {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

export function countSegments(text: string): SegmentInfo {
  if (text.length === 0) return { encoding: "GSM-7", units: 0, segments: 1 };
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extended.has(char)) septets += 2;
    else return ucs2(text);
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

function ucs2(text: string): SegmentInfo {
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
