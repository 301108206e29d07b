import type { Assistant, AssistantReply, AssistantRequest } from "../assistant.js";
import { chatReply, helpReply } from "./offline-replies.js";

/**
 * The offline assistant reads one request at a time, so a burst ("hey" / "remind me to call mom at
 * 5pm") is read text by text, and the answers go out as one reply: what was done, without the "I
 * can't chat" line a greeting alone would get, unless nothing else was said. The pictures and what
 * voice notes said go with the first text.
 */
export function answeringEachText(assistant: Assistant): Assistant {
  return {
    async reply(request) {
      if (request.burst.length === 0) return assistant.reply(request);
      const texts = [request.inbound, ...request.burst];
      const replies: AssistantReply[] = [];
      for (const [index, text] of texts.entries()) {
        const media = index === 0 ? request.media : { images: [], transcript: null };
        replies.push(
          await assistant.reply({ ...request, inbound: text, burst: [], media } satisfies AssistantRequest),
        );
      }
      return combine(replies);
    },
  };
}

/** Replies that only say what the offline assistant can do: dropped when another reply did something. */
const GENERIC = new Set([chatReply(), helpReply()]);

function combine(replies: AssistantReply[]): AssistantReply {
  const meaningful = replies.filter((reply) => !GENERIC.has(reply.text));
  const kept = meaningful.length > 0 ? meaningful : replies.slice(0, 1);
  const texts = [...new Set(kept.map((reply) => reply.text))];
  return {
    text: texts.join("\n"),
    effects: kept.flatMap((reply) => reply.effects),
    failed: kept.every((reply) => reply.failed),
  };
}
