/**
 * The facts of a profile, and the rule that forgets some of them. A profile is free text: the
 * model writes prose, the offline assistant one line per fact, an operator anything. A fact is one
 * of its sentences, lines or semicolon-separated parts. Forgetting a topic drops the facts that
 * mention every word of it (a word or one of its synonyms) and keeps the rest as it was written.
 */

/** Where one fact ends: a sentence's end before a space, a line break or a semicolon. */
const FACT_BREAK = /((?<=[.!?])\s+|\s*[;\n]\s*)/;

/** Words that name the same topic: "forget my address" reaches "I live at 12 Oak St". */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    "address",
    "live",
    "lived",
    "living",
    "home",
    "house",
    "street",
    "st",
    "avenue",
    "ave",
    "road",
    "rd",
    "apartment",
    "apt",
    "zip",
    "zipcode",
    "postcode",
  ],
  ["birthday", "bday", "born", "birth", "birthdate", "dob"],
  ["phone", "telephone", "cell", "mobile", "number"],
  ["email", "mail", "gmail", "inbox"],
  ["job", "work", "worked", "working", "employer", "boss", "office", "occupation", "career", "profession"],
  ["allergy", "allergies", "allergic"],
  ["wife", "husband", "partner", "spouse", "girlfriend", "boyfriend", "married"],
  ["kid", "kids", "child", "children", "son", "daughter"],
  ["pet", "dog", "cat", "puppy", "kitten"],
  ["age", "old", "aged"],
  ["name", "called"],
];

/** Words of a request that name no topic: "forget that I told you about my job" is about "job". */
const NOT_A_TOPIC = new Set(
  (
    "a about all am an and any anything are as at be been d detail details did do does everything fact facts " +
    "for from had has have how i if in info information is it its ll m me mine my myself of on or please re " +
    "s so stuff t that the their them they thing things this those to told tell ve was were what when where " +
    "which who with you your"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}]+/gu;

/** Plural and singular alike ("nuts", "nut"); "address" keeps its double s. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** Accents folded and hyphens joined: "e-mail" is "email", "zip-code" "zipcode". */
function wordsOf(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/(?<=\p{L})-(?=\p{L})/gu, "");
  return plain.toLowerCase().match(WORD) ?? [];
}

const GROUP_OF = new Map<string, ReadonlySet<string>>();
for (const group of SYNONYM_GROUPS) {
  const stems = new Set(group.map(stem));
  for (const word of stems) GROUP_OF.set(word, stems);
}

/** What a fact must mention to be about the topic: for each of the topic's words, it or a synonym. */
function topicGroups(topic: string): ReadonlySet<string>[] {
  const groups = new Set<ReadonlySet<string>>();
  for (const word of wordsOf(topic)) {
    if (NOT_A_TOPIC.has(word)) continue;
    const stemmed = stem(word);
    groups.add(GROUP_OF.get(stemmed) ?? new Set([stemmed]));
  }
  return [...groups];
}

interface Piece {
  fact: string;
  /** What followed the fact in the profile ("" for the last). */
  separator: string;
}

function piecesOf(profile: string): Piece[] {
  const parts = profile.trim().split(FACT_BREAK);
  const pieces: Piece[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    pieces.push({ fact: parts[index] ?? "", separator: parts[index + 1] ?? "" });
  }
  return pieces.filter((piece) => piece.fact.trim() !== "");
}

/** The profile's facts, as written. */
export function profileFacts(profile: string): string[] {
  return piecesOf(profile).map((piece) => piece.fact.trim());
}

/** True when the topic names something a fact can be matched against ("it" names nothing). */
export function namesATopic(topic: string): boolean {
  return topicGroups(topic).length > 0;
}

/**
 * The profile without the facts about `topic`, and those facts. A fact is about the topic when it
 * mentions each of the topic's words or a synonym: "forget that I'm allergic to nuts" drops "I'm
 * allergic to nuts and shellfish" but keeps "My son is allergic to dogs".
 */
export function forgetTopic(profile: string, topic: string): { profile: string; forgotten: string[] } {
  const groups = topicGroups(topic);
  if (groups.length === 0) return { profile, forgotten: [] };
  const kept: Piece[] = [];
  const forgotten: string[] = [];
  for (const piece of piecesOf(profile)) {
    const words = new Set(wordsOf(piece.fact).map(stem));
    const about = groups.every((group) => [...group].some((word) => words.has(word)));
    if (about) forgotten.push(piece.fact.trim());
    else kept.push(piece);
  }
  const rest = kept.map((piece, index) => piece.fact + (index < kept.length - 1 ? piece.separator : ""));
  return { profile: forgotten.length > 0 ? rest.join("").trim() : profile, forgotten };
}

/** A person's words as a fact of the profile: a capital first letter and a full stop. */
export function asFact(words: string): string {
  const fact = words.replace(/\s+/g, " ").trim();
  const capital = fact.charAt(0).toUpperCase() + fact.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** The profile with `fact` on a line of its own at the end. */
export function addFact(profile: string, fact: string): string {
  const known = profile.trim();
  return known ? `${known}\n${fact}` : fact;
}

/** Whether the profile already holds this fact, whatever its case and final punctuation. */
export function knowsFact(profile: string, fact: string): boolean {
  const key = wordsOf(fact).join(" ");
  return profileFacts(profile).some((known) => wordsOf(known).join(" ") === key);
}
