/**
 * The offline assistant's memory of the person (issue 38): "what do you know about me", "remember
 * that ...", "forget my ..." and "forget everything about me", each the whole text. Remembering and
 * forgetting change the profile, so only typed words can ask for them: a voice note is content,
 * never instructions. Asking what it knows changes nothing, so a voice note may ask that.
 */
import { profileChange } from "../actions.js";
import { type AssistantReply, type AssistantRequest, textToAnswer, typedTexts } from "../assistant.js";
import { addFact, asFact, forgetTopic, knowsFact, namesATopic } from "../profile-facts.js";
import { isProfileQuestion, profileReadBack } from "../profile-read-back.js";
import {
  alreadyKnownReply,
  forgotEverythingReply,
  forgottenReply,
  memoryFullReply,
  NOTHING_TO_FORGET,
  nothingMatchesReply,
  rememberedReply,
} from "./memory-replies.js";
import { normalizeMessage } from "./parse-intent.js";

export type MemoryChange =
  | { kind: "remember"; words: string }
  | { kind: "forget"; topic: string }
  | { kind: "forget_all" };

const ASKING = String.raw`^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?`;

const FORGET_ALL = new RegExp(
  `${ASKING}(?:` +
    [
      String.raw`forget\s+(?:everything|all)(?:\s+(?:that\s+)?you\s+(?:know|remember|learned|have\s+learned))?\s+about\s+me`,
      String.raw`forget\s+everything(?:\s+i(?:'ve|\s+have)?\s+(?:ever\s+)?told\s+you)?`,
      String.raw`forget\s+(?:about\s+)?me`,
      String.raw`(?:forget|clear|delete|erase|reset|wipe)\s+my\s+(?:profile|memory)`,
    ].join("|") +
    String.raw`)(?:\s+please)?$`,
  "i",
);

const FORGET_TOPIC = new RegExp(
  String.raw`${ASKING}(?:forget|stop\s+remembering)\s+(?:about\s+)?(.+)$`,
  "is",
);

/** "remember that ..." and "remember: ..." take any fact; a bare "remember ..." only one about the person. */
const REMEMBER = new RegExp(
  String.raw`${ASKING}(?:remember|keep\s+in\s+mind|don't\s+forget)(?:\s*:\s*|\s+that\s+|\s+(?=(?:i|i'm|im|i've|i'd|my|we|we're|our)\b))(.+)$`,
  "is",
);

/** A change of the profile asked for in these words, or null. */
export function parseMemoryChange(text: string): MemoryChange | null {
  const message = normalizeMessage(text).replace(/\s+/g, " ");
  if (FORGET_ALL.test(message)) return { kind: "forget_all" };
  const topic = FORGET_TOPIC.exec(message)?.[1]?.trim();
  // "forget it" is "never mind", not a request to forget something.
  if (topic) return namesATopic(topic) ? { kind: "forget", topic } : null;
  const words = REMEMBER.exec(message)?.[1]?.trim();
  return words ? { kind: "remember", words } : null;
}

type MemoryRequest = Pick<AssistantRequest, "user" | "inbound" | "burst" | "media">;

/** The answer to a memory request in this turn (the first, when a burst holds several), or null. */
export function memoryAnswer(request: MemoryRequest): AssistantReply | null {
  const profile = request.user.profile;
  for (const typed of typedTexts(request)) {
    const change = parseMemoryChange(typed);
    if (change) return changeMemory(change, profile);
    if (isProfileQuestion(typed)) return reply(profileReadBack(profile));
  }
  const said = textToAnswer("", request.media.transcript);
  return said && isProfileQuestion(said) ? reply(profileReadBack(profile)) : null;
}

function changeMemory(change: MemoryChange, profile: string): AssistantReply {
  switch (change.kind) {
    case "remember": {
      const fact = asFact(change.words);
      if (knowsFact(profile, fact)) return reply(alreadyKnownReply(change.words));
      const result = profileChange(addFact(profile, fact));
      if (!result.ok) return reply(memoryFullReply());
      return { ...reply(rememberedReply(change.words)), effects: [result.effect] };
    }
    case "forget": {
      if (!profile.trim()) return reply(NOTHING_TO_FORGET);
      const { profile: rest, forgotten } = forgetTopic(profile, change.topic);
      if (forgotten.length === 0) return reply(nothingMatchesReply(change.topic));
      return { ...reply(forgottenReply(forgotten)), effects: [{ type: "profile", profile: rest }] };
    }
    case "forget_all": {
      const knew = profile.trim() !== "";
      return {
        ...reply(forgotEverythingReply(knew)),
        effects: knew ? [{ type: "profile", profile: "" }] : [],
      };
    }
  }
}

function reply(text: string): AssistantReply {
  return { text, effects: [], failed: false };
}
