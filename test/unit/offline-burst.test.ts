import { describe, expect, it } from "vitest";
import type { MessageRow } from "../../src/db/repositories/messages.js";
import type { AssistantRequest } from "../../src/domain/assistant/assistant.js";
import { answeringEachText } from "../../src/domain/assistant/offline/each-text-of-a-burst.js";
import { createOfflineAssistant } from "../../src/domain/assistant/offline/offline-assistant.js";
import { chatReply } from "../../src/domain/assistant/offline/offline-replies.js";

const NOW = new Date("2026-11-20T17:00:00Z");
const offline = answeringEachText(
  createOfflineAssistant({ defaultTimeZone: "America/New_York", publicUrl: "https://textpal.example" }),
);

function request(texts: string[]): AssistantRequest {
  const [first, ...rest] = texts.map(
    (content, index) => ({ id: index + 1, content, media: [] }) as unknown as MessageRow,
  );
  return {
    user: { timezone: "America/New_York", profile: "" },
    inbound: first,
    burst: rest,
    history: [],
    media: { images: [], transcript: null },
    now: NOW,
  } as unknown as AssistantRequest;
}

describe("the offline assistant and a burst", () => {
  it("reads each text: a greeting then a reminder gets the reminder's answer alone", async () => {
    const reply = await offline.reply(request(["hey", "remind me to call mom tomorrow at 3pm"]));
    expect(reply.text).toBe("Got it! I'll remind you tomorrow at 3:00 PM EST: call mom.");
    expect(reply.effects).toEqual([
      {
        type: "reminder",
        at: new Date("2026-11-21T20:00:00Z"),
        text: "call mom",
        startsLocal: "2026-11-21T15:00",
        rrule: null,
      },
    ]);
  });

  it("does everything asked, one line each", async () => {
    const reply = await offline.reply(
      request(["remind me to call mom tomorrow at 3pm", "my timezone is America/Chicago"]),
    );
    expect(reply.text.split("\n")).toHaveLength(2);
    expect(reply.effects.map((effect) => effect.type)).toEqual(["reminder", "timezone"]);
  });

  it("says once what it can do when nothing in the burst asked for anything", async () => {
    const reply = await offline.reply(request(["hey", "how are you", "what's up"]));
    expect(reply.text).toBe(chatReply());
  });
});
