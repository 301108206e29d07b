import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTHING_KNOWN, profileReadBack } from "../../src/domain/assistant/profile-read-back.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { textAndWait } from "../helpers/text-and-wait.js";

/**
 * Memory the person controls (issue 38), texted through the webhook: what the assistant
 * remembers, read back, added to and forgotten, without an AI model and with one.
 */
let offline: PipelineApp;
let online: PipelineApp;

beforeAll(async () => {
  [offline, online] = await Promise.all([startPipelineApp({ offline: true }), startPipelineApp()]);
});
afterAll(() => Promise.all([offline?.stopAll(), online?.stopAll()]));

const ask = async (t: PipelineApp, phone: string, text: string) =>
  (await textAndWait(t, phone, text)).map((row) => row.content);
const profileOf = async (t: PipelineApp, phone: string) => (await userByPhone(t, phone))?.profile;

describe("memory without an AI model", () => {
  const phone = "+14155550301";

  it("remembers what the person tells it and reads it back in plain words", async () => {
    expect(await ask(offline, phone, "What do you know about me?")).toEqual([NOTHING_KNOWN]);
    expect(await ask(offline, phone, "remember that I'm allergic to nuts")).toEqual([
      "Got it, I'll remember that you're allergic to nuts.",
    ]);
    expect(await ask(offline, phone, "Remember my address is 12 Oak St")).toEqual([
      "Got it, I'll remember that your address is 12 Oak St.",
    ]);
    expect(await ask(offline, phone, "remember that I was born on May 3")).toEqual([
      "Got it, I'll remember that you were born on May 3.",
    ]);
    const profile = "I'm allergic to nuts.\nMy address is 12 Oak St.\nI was born on May 3.";
    expect(await profileOf(offline, phone)).toBe(profile);
    expect(await ask(offline, phone, "what do you remember about me")).toEqual([profileReadBack(profile)]);
  });

  it("forgets one topic and names what went, or says nothing matched", async () => {
    expect(await ask(offline, phone, "forget my address")).toEqual([
      'Done, I\'ve forgotten this: "My address is 12 Oak St."',
    ]);
    expect(await ask(offline, phone, "Forget that I'm allergic to nuts")).toEqual([
      "Done, I've forgotten this: \"I'm allergic to nuts.\"",
    ]);
    expect(await profileOf(offline, phone)).toBe("I was born on May 3.");
    expect(await ask(offline, phone, "forget my job")).toEqual([
      'Nothing I remember matches "my job". Text "what do you know about me" to see everything I remember.',
    ]);
    expect(await ask(offline, phone, "forget my birthday")).toEqual([
      'Done, I\'ve forgotten this: "I was born on May 3."',
    ]);
    expect(await profileOf(offline, phone)).toBe("");
  });

  it("forgets everything on request, keeping the messages and starting no erase", async () => {
    await ask(offline, phone, "remember that I work nights");
    expect(await ask(offline, phone, "forget everything about me")).toEqual([
      "Done, I've forgotten everything I knew about you. Your messages and reminders are kept; to erase those too, text DELETE MY DATA.",
    ]);
    const person = await userByPhone(offline, phone);
    expect(person).toMatchObject({ profile: "", erase_requested_at: null });
    expect(await ask(offline, phone, "show my profile")).toEqual([NOTHING_KNOWN]);
  });
});

describe("memory with an AI model", () => {
  const phone = "+14155550302";

  it("reads the profile back itself, without asking the model", async () => {
    await ask(online, phone, "hello");
    const profile = "Sam, a nurse in Austin who likes jazz.";
    online.ai.script = (request) =>
      request.messages.some((message) => message.role === "tool")
        ? { text: "Nice to meet you, Sam." }
        : { toolCalls: [{ name: "update_profile", arguments: { profile } }] };
    await ask(online, phone, "I'm Sam, a nurse in Austin, and I love jazz");
    expect(await profileOf(online, phone)).toBe(profile);

    const asked = online.ai.requests.length;
    expect(await ask(online, phone, "what do you know about me?")).toEqual([profileReadBack(profile)]);
    expect(online.ai.requests.length).toBe(asked);
  });

  it("clears the profile when the model forgets everything, and starts no erase", async () => {
    online.ai.script = (request) =>
      request.messages.some((message) => message.role === "tool")
        ? { text: "Done, I've forgotten everything about you." }
        : { toolCalls: [{ name: "update_profile", arguments: { profile: "" } }] };
    expect(await ask(online, phone, "forget everything about me")).toEqual([
      "Done, I've forgotten everything about you.",
    ]);
    // The model was told what the profile is for and how to forget.
    const system = String(online.ai.requests.at(-1)?.messages[0]?.content);
    expect(system).toContain("Profile: Sam, a nurse in Austin who likes jazz.");
    expect(system).toMatch(/read it back plainly/);
    expect(await userByPhone(online, phone)).toMatchObject({ profile: "", erase_requested_at: null });
  });
});
