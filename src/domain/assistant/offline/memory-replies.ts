/** What the offline assistant texts back about its memory of the person: plain GSM-7, short. */
import { MAX_PROFILE_LENGTH } from "../../../shared/users.js";
import { echo } from "./offline-replies.js";

const READ_BACK_HINT = `Text "what do you know about me" to see everything I remember.`;

export function rememberedReply(words: string): string {
  return `Got it, I'll remember that ${echo(secondPerson(words))}.`;
}

export function alreadyKnownReply(words: string): string {
  return `I already remember that ${echo(secondPerson(words))}.`;
}

export function memoryFullReply(): string {
  return `I can't remember more: what I know about you is at its ${MAX_PROFILE_LENGTH}-character limit. ${READ_BACK_HINT} Then "forget my ..." makes room.`;
}

/** Names what was dropped as it was written, so a sentence that held more than the topic is no surprise. */
export function forgottenReply(facts: string[]): string {
  const quoted = facts.map((fact) => `"${fact}"`).join(" ");
  const what = facts.length === 1 ? "this" : `these ${facts.length} things`;
  return `Done, I've forgotten ${what}: ${echo(quoted, 300)}`;
}

export function nothingMatchesReply(topic: string): string {
  return `Nothing I remember matches "${echo(topic, 60)}". ${READ_BACK_HINT}`;
}

export const NOTHING_TO_FORGET = "I don't know anything about you yet, so there's nothing to forget.";

/** Forgetting is not erasing: the person is told how to erase the rest (decision 036). */
export function forgotEverythingReply(knewSomething: boolean): string {
  const done = knewSomething ? "Done, I've forgotten everything I knew about you." : NOTHING_TO_FORGET;
  return `${done} Your messages and reminders are kept; to erase those too, text DELETE MY DATA.`;
}

/** Their words read back to them: "I'm allergic to nuts" becomes "you're allergic to nuts". */
const FIRST_PERSON = /\b(?:i\s+am|i\s+was|i'm|im|i've|i'd|i'll|i|me|my|mine|myself)\b/gi;
const SECOND_PERSON: Readonly<Record<string, string>> = {
  "i am": "you are",
  "i was": "you were",
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
};

export function secondPerson(words: string): string {
  return words
    .replace(FIRST_PERSON, (match) => SECOND_PERSON[match.toLowerCase().replace(/\s+/g, " ")] ?? match)
    .replace(/[\s.!?]+$/, "");
}
