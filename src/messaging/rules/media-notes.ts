import type { MediaKind } from "../../shared/media-kinds.js";

export type MediaProblemReason =
  | "larger_than_item_limit"
  | "over_total_limit"
  | "not_downloaded"
  | "not_transcribed"
  /** No AI model is configured: nothing can turn a voice note into text. */
  | "cannot_listen"
  /** No AI model, or IMAGE_ANALYSIS is off: pictures are not looked at. */
  | "cannot_look"
  | "unsupported_type";

/** One item of a text that the answer could not use, and why. */
export interface MediaProblem {
  kind: MediaKind;
  reason: MediaProblemReason;
}

const NOUNS: Record<MediaKind, string> = {
  picture: "pictures",
  voice_note: "voice notes",
  other: "attachments",
};

function which(kind: MediaKind, count: number): string {
  return `${count === 1 ? "one" : count} of your ${NOUNS[kind]}`;
}

function sentence(kind: MediaKind, reason: MediaProblemReason, count: number): string {
  switch (reason) {
    case "larger_than_item_limit":
      return `I couldn't open ${which(kind, count)} (larger than 5 MB).`;
    case "over_total_limit":
      return `I couldn't open ${which(kind, count)} (more than 20 MB in all).`;
    case "not_downloaded":
      return `I couldn't open ${which(kind, count)} (it could not be downloaded).`;
    case "not_transcribed":
      return `I couldn't make out ${which(kind, count)}.`;
    case "cannot_listen":
      return "I can't listen to audio yet, so please type what your voice note says.";
    case "cannot_look":
      return "I can't look at pictures right now.";
    case "unsupported_type":
      return `I couldn't open ${which(kind, count)}: I can only read pictures and voice notes.`;
  }
}

/**
 * The sentence the reply carries about media it could not use, one per kind of problem, in the
 * order they first occurred; null when every item was used.
 */
export function mediaNote(problems: MediaProblem[]): string | null {
  const counts = new Map<string, { problem: MediaProblem; count: number }>();
  for (const problem of problems) {
    const key = `${problem.kind}:${problem.reason}`;
    const seen = counts.get(key);
    if (seen) seen.count += 1;
    else counts.set(key, { problem, count: 1 });
  }
  if (counts.size === 0) return null;
  return [...counts.values()]
    .map(({ problem, count }) => sentence(problem.kind, problem.reason, count))
    .join(" ");
}
