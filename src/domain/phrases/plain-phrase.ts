import { ownWords } from "./own-words.js";

/** Lower case, accents and compatibility forms folded, curly apostrophes straight, one space between words. */
export function plainForm(text: string): string {
  return text
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
}

const LEADING_COURTESY =
  /^(?:(?:please|pls|plz|kindly|ok|okay|hey|hi|hello|just|seriously|por favor|svp)\s+)+/;
const TRAILING_COURTESY =
  /(?:\s+(?:please|pls|plz|thanks|thank\s+you|thx|ty|anymore|any\s+more|ever\s+again|again|now|right\s+now|immediately|asap|por\s+favor|gracias|svp|merci|s'il\s+vous\s+plait|s'il\s+te\s+plait))+$/;

/** "please", "thanks", "anymore" and the like change nothing about what is asked. */
export function stripCourtesy(phrase: string): string {
  return phrase.replace(LEADING_COURTESY, "").replace(TRAILING_COURTESY, "").trim();
}

/**
 * What a phrase rule reads of a text: the person's own words (not what they forwarded or quoted:
 * `"delete my data" - from +1…` asks nothing of us), plain, courtesy words aside.
 */
export function ownPhrase(text: string): string {
  return stripCourtesy(plainForm(ownWords(text)));
}
