import { type Assistant, textToAnswer } from "./assistant.js";

/**
 * "What do you know about me", answered with the stored profile as it is:
 * the person reads exactly what the model is given and an operator sees, in both modes, and no
 * model can leave a fact out or add one. Only the whole text is such a question; anything longer
 * ("what do you know about my kids' school") is the assistant's to answer. Asking changes nothing,
 * so a voice note may ask it too.
 */
const PROFILE_QUESTION = new RegExp(
  [
    String.raw`^(?:(?:so|ok|okay|hey|hi|please|and)\s+)*`,
    "(?:",
    String.raw`what\s+(?:else\s+)?(?:do|did)\s+you\s+(?:know|remember|have(?:\s+stored|\s+saved)?)\s+(?:about|on)\s+me`,
    String.raw`|what\s+have\s+you\s+(?:got|learned|learnt|stored|saved|remembered)\s+(?:about|on)\s+me`,
    String.raw`|tell\s+me\s+what\s+you\s+(?:know|remember)\s+about\s+me`,
    String.raw`|what(?:'s|\s+is)\s+(?:in\s+)?my\s+profile`,
    String.raw`|(?:show|send|give)\s+(?:me\s+)?my\s+profile`,
    String.raw`|my\s+profile`,
    ")",
    String.raw`(?:\s+so\s+far)?(?:\s+please)?$`,
  ].join(""),
);

export function isProfileQuestion(text: string): boolean {
  const phrase = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\s.!?,]+$/, "")
    .replace(/[\s,]+/g, " ")
    .trim();
  return PROFILE_QUESTION.test(phrase);
}

export const NOTHING_KNOWN =
  'I don\'t know anything about you yet. Tell me with "remember that ...", like "remember that I\'m allergic to nuts".';

export function profileReadBack(profile: string): string {
  const known = profile.trim();
  if (!known) return NOTHING_KNOWN;
  return `Here's what I remember about you:\n${known}\nTo change it, text "forget my ..." or "forget everything about me".`;
}

/**
 * The AI assistant, with a lone profile question answered before the model is asked (see above).
 * A question sent with more texts (a burst) goes to the model with the rest, which is told to
 * read the profile back plainly. The offline assistant answers the question itself, burst or not.
 */
export function answeringProfileQuestions(assistant: Assistant): Assistant {
  return {
    reply(request) {
      const said = textToAnswer(request.inbound.content, request.media.transcript);
      if (request.burst.length > 0 || !isProfileQuestion(said)) return assistant.reply(request);
      return Promise.resolve({ text: profileReadBack(request.user.profile), effects: [], failed: false });
    },
  };
}
