import type { MessageRow } from "../../db/repositories/messages.js";
import type { ReadMedia } from "./read-media.js";

/** The media of every text of a turn, read for one answer. */
export interface TurnMedia extends ReadMedia {
  /** What each text's voice notes said, to be kept with that text. */
  heard: Array<{ messageId: number; text: string }>;
}

/**
 * Reads the media of each text answered together, side by side, and puts what they gave in one
 * answer's terms: the pictures in the order sent, the voice notes' words one text after another.
 */
export async function readTurnMedia(
  texts: MessageRow[],
  read: (text: MessageRow) => Promise<ReadMedia>,
): Promise<TurnMedia> {
  const withMedia = texts.filter((text) => text.media.length > 0);
  const results = await Promise.all(withMedia.map(read));
  const heard = results.flatMap((result, index) => {
    const transcript = result.content.transcript?.trim();
    const text = withMedia[index];
    return transcript && text ? [{ messageId: text.id, text: transcript }] : [];
  });
  return {
    content: {
      images: results.flatMap((result) => result.content.images),
      transcript: heard.length > 0 ? heard.map((item) => item.text).join("\n") : null,
    },
    problems: results.flatMap((result) => result.problems),
    heard,
  };
}
