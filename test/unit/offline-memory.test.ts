import { describe, expect, it } from "vitest";
import type { MessageRow } from "../../src/db/repositories/messages.js";
import type { UserRow } from "../../src/db/repositories/users.js";
import type { Assistant, AssistantRequest } from "../../src/domain/assistant/assistant.js";
import { memoryAnswer, parseMemoryChange } from "../../src/domain/assistant/offline/memory-intents.js";
import { secondPerson } from "../../src/domain/assistant/offline/memory-replies.js";
import {
  answeringProfileQuestions,
  isProfileQuestion,
  NOTHING_KNOWN,
  profileReadBack,
} from "../../src/domain/assistant/profile-read-back.js";
import { prepareSmsText } from "../../src/domain/delivery-rules/sms-text.js";
import { MAX_PROFILE_LENGTH } from "../../src/shared/users.js";

const PRINTABLE_ASCII = /^[\x20-\x7E\n]*$/;

function request(
  typed: string,
  options: { profile?: string; burst?: string[]; transcript?: string } = {},
): AssistantRequest {
  const text = (content: string) => ({ content }) as MessageRow;
  return {
    user: { profile: options.profile ?? "" } as UserRow,
    inbound: text(typed),
    burst: (options.burst ?? []).map(text),
    media: { images: [], transcript: options.transcript ?? null },
  } as unknown as AssistantRequest;
}

describe("the memory phrasings the offline assistant understands", () => {
  it.each([
    ["remember that I'm allergic to nuts", "I'm allergic to nuts"],
    ["Remember my address is 12 Oak St.", "my address is 12 Oak St"],
    ["please remember I work nights", "I work nights"],
    ["can you remember that Ann is my wife?", "Ann is my wife"],
    ["remember: gate code 4512", "gate code 4512"],
    ["Don\u2019t forget that I\u2019m vegan", "I'm vegan"],
    ["keep in mind that my son is Leo", "my son is Leo"],
  ])("%s remembers %s", (text, words) => {
    expect(parseMemoryChange(text)).toEqual({ kind: "remember", words });
  });

  it.each([
    ["forget my address", "my address"],
    ["Forget that I'm allergic to nuts.", "that I'm allergic to nuts"],
    ["please forget my birthday", "my birthday"],
    ["forget about my job", "my job"],
    ["stop remembering where I live", "where I live"],
  ])("%s forgets %s", (text, topic) => {
    expect(parseMemoryChange(text)).toEqual({ kind: "forget", topic });
  });

  it.each([
    "forget everything about me",
    "Forget all about me!",
    "forget everything you know about me",
    "please forget everything",
    "forget me",
    "clear my profile",
    "delete my profile",
  ])("%s forgets everything", (text) => {
    expect(parseMemoryChange(text)).toEqual({ kind: "forget_all" });
  });

  it.each([
    "remember to call mom at 3pm",
    "do you remember my address?",
    "remember me?",
    "don't forget to buy milk",
    "forget it",
    "forget about that",
    "delete my data",
    "I forgot my address",
  ])("%s is no memory change", (text) => {
    expect(parseMemoryChange(text)).toBeNull();
  });

  it.each([
    "what do you know about me",
    "What do you know about me?",
    "what do you remember about me",
    "what else do you know about me",
    "so what have you learned about me so far?",
    "show my profile",
    "Show me my profile",
    "what's my profile",
    "What\u2019s in my profile?",
    "tell me what you know about me",
  ])("%s asks what it knows", (text) => {
    expect(isProfileQuestion(text)).toBe(true);
  });

  it.each(["what do you know about my kids' school", "what do you know", "update my profile"])(
    "%s is not the profile question",
    (text) => {
      expect(isProfileQuestion(text)).toBe(false);
    },
  );
});

describe("the offline assistant's memory", () => {
  const PROFILE = "I'm allergic to nuts.\nMy address is 12 Oak St.";

  it("reads the profile back as it is, or says it knows nothing yet", () => {
    expect(memoryAnswer(request("what do you know about me", { profile: PROFILE }))).toEqual({
      text: profileReadBack(PROFILE),
      effects: [],
      failed: false,
    });
    expect(profileReadBack(PROFILE)).toContain(`Here's what I remember about you:\n${PROFILE}\n`);
    expect(memoryAnswer(request("show my profile"))?.text).toBe(NOTHING_KNOWN);
  });

  it("appends a remembered fact on a line of its own and confirms it in the second person", () => {
    expect(memoryAnswer(request("remember my address is 12 Oak St", { profile: "I'm vegan." }))).toEqual({
      text: "Got it, I'll remember that your address is 12 Oak St.",
      effects: [{ type: "profile", profile: "I'm vegan.\nMy address is 12 Oak St." }],
      failed: false,
    });
    expect(memoryAnswer(request("remember that I'm allergic to nuts", { profile: PROFILE }))).toEqual({
      text: "I already remember that you're allergic to nuts.",
      effects: [],
      failed: false,
    });
  });

  it("says when the profile is full instead of cutting it", () => {
    const full = "x".repeat(MAX_PROFILE_LENGTH - 10);
    const answer = memoryAnswer(request("remember that I'm allergic to nuts", { profile: full }));
    expect(answer?.effects).toEqual([]);
    expect(answer?.text).toMatch(/^I can't remember more: .* 1000-character limit/);
  });

  it("forgets the facts of a topic, naming them, or says nothing matched", () => {
    expect(memoryAnswer(request("forget my address", { profile: PROFILE }))).toEqual({
      text: 'Done, I\'ve forgotten this: "My address is 12 Oak St."',
      effects: [{ type: "profile", profile: "I'm allergic to nuts." }],
      failed: false,
    });
    expect(memoryAnswer(request("forget my birthday", { profile: PROFILE }))).toEqual({
      text: 'Nothing I remember matches "my birthday". Text "what do you know about me" to see everything I remember.',
      effects: [],
      failed: false,
    });
    expect(memoryAnswer(request("forget my birthday"))?.text).toBe(
      "I don't know anything about you yet, so there's nothing to forget.",
    );
  });

  it("forgets everything, and points to DELETE MY DATA for the rest", () => {
    const answer = memoryAnswer(request("forget everything about me", { profile: PROFILE }));
    expect(answer?.effects).toEqual([{ type: "profile", profile: "" }]);
    expect(answer?.text).toBe(
      "Done, I've forgotten everything I knew about you. Your messages and reminders are kept; to erase those too, text DELETE MY DATA.",
    );
    expect(memoryAnswer(request("forget everything about me"))?.effects).toEqual([]);
  });

  it("changes the profile only for typed words: a voice note may only ask what it knows", () => {
    expect(
      memoryAnswer(request("", { profile: PROFILE, transcript: "Forget everything about me." })),
    ).toBeNull();
    expect(
      memoryAnswer(request("", { profile: PROFILE, transcript: "What do you know about me?" }))?.text,
    ).toBe(profileReadBack(PROFILE));
    // A burst's later typed text counts as typed.
    expect(memoryAnswer(request("hi", { profile: PROFILE, burst: ["forget my address"] }))?.effects).toEqual([
      { type: "profile", profile: "I'm allergic to nuts." },
    ]);
    expect(memoryAnswer(request("what's the weather", { profile: PROFILE }))).toBeNull();
  });

  it("turns the person's words to the second person for its confirmations", () => {
    expect(secondPerson("I am a nurse and my wife is Ann")).toBe("you are a nurse and your wife is Ann");
    expect(secondPerson("I was born on May 3 at 7 am.")).toBe("you were born on May 3 at 7 am");
    expect(secondPerson("I'm sure I've told Ann")).toBe("you're sure you've told Ann");
  });

  it("answers in plain GSM-7 text, within 1,600 characters however long the profile", () => {
    const long = `${"Likes jazz. ".repeat(80)}`.trim().slice(0, MAX_PROFILE_LENGTH);
    const replies = [
      profileReadBack(long),
      memoryAnswer(request("remember that I'm allergic to nuts", { profile: long }))?.text ?? "",
      memoryAnswer(request("forget jazz", { profile: long }))?.text ?? "",
      memoryAnswer(request("forget my address", { profile: "I live at 12 Oak St." }))?.text ?? "",
    ];
    for (const reply of replies) {
      expect(reply).toMatch(PRINTABLE_ASCII);
      expect(prepareSmsText(reply).length).toBeLessThanOrEqual(1600);
    }
  });
});

describe("the profile question with an AI model", () => {
  const model: Assistant = { reply: async () => ({ text: "From the model.", effects: [], failed: false }) };
  const withReadBack = answeringProfileQuestions(model);

  it("is answered from the profile without asking the model, typed or said", async () => {
    expect(
      (await withReadBack.reply(request("What do you know about me?", { profile: "Likes jazz." }))).text,
    ).toBe(profileReadBack("Likes jazz."));
    expect(
      (await withReadBack.reply(request("", { transcript: "what do you remember about me" }))).text,
    ).toBe(NOTHING_KNOWN);
  });

  it("goes to the model when it comes with more texts, or is another question", async () => {
    const burst = request("what do you know about me", { burst: ["and remind me at 5 to stretch"] });
    expect((await withReadBack.reply(burst)).text).toBe("From the model.");
    expect((await withReadBack.reply(request("forget my address"))).text).toBe("From the model.");
  });
});
