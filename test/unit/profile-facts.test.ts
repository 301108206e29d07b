import { describe, expect, it } from "vitest";
import {
  addFact,
  asFact,
  forgetTopic,
  knowsFact,
  namesATopic,
  profileFacts,
} from "../../src/domain/assistant/profile-facts.js";

const OFFLINE_PROFILE =
  "I'm allergic to nuts.\nMy address is 12 Oak St.\nI was born on May 3.\nI work as a nurse.";

describe("the facts of a profile", () => {
  it("are its sentences, lines and semicolon-separated parts", () => {
    expect(profileFacts("Name: Sam; lives in Austin. Likes jazz!\nHas two kids")).toEqual([
      "Name: Sam",
      "lives in Austin.",
      "Likes jazz!",
      "Has two kids",
    ]);
    expect(profileFacts("  ")).toEqual([]);
    // A decimal point is no sentence's end.
    expect(profileFacts("Runs 3.5 miles a day.")).toEqual(["Runs 3.5 miles a day."]);
  });
});

describe("forgetting a topic", () => {
  it.each([
    ["my address", "My address is 12 Oak St."],
    ["where I live", "My address is 12 Oak St."],
    ["my birthday", "I was born on May 3."],
    ["my job", "I work as a nurse."],
    ["that I'm allergic to nuts", "I'm allergic to nuts."],
    ["my allergies", "I'm allergic to nuts."],
  ])("forget %s drops %s and keeps the rest as written", (topic, fact) => {
    const { profile, forgotten } = forgetTopic(OFFLINE_PROFILE, topic);
    expect(forgotten).toEqual([fact]);
    expect(profile).toBe(
      OFFLINE_PROFILE.split("\n")
        .filter((line) => line !== fact)
        .join("\n"),
    );
  });

  it("reaches a fact through a synonym, whichever side names it", () => {
    expect(forgetTopic("I live at 4 Elm Road; likes tea", "my address")).toEqual({
      profile: "likes tea",
      forgotten: ["I live at 4 Elm Road"],
    });
    expect(forgetTopic("Email: sam@example.com. Phone: 555 0101.", "my e-mail").forgotten).toEqual([
      "Email: sam@example.com.",
    ]);
  });

  it("needs every word of the topic in one fact, so a related fact stays", () => {
    const profile = "I'm allergic to nuts and shellfish. My son is allergic to dogs.";
    expect(forgetTopic(profile, "that I'm allergic to nuts")).toEqual({
      profile: "My son is allergic to dogs.",
      forgotten: ["I'm allergic to nuts and shellfish."],
    });
  });

  it("drops every fact about the topic, and a whole sentence that mentions it among others", () => {
    const profile = "Sam, a nurse who lives at 12 Oak St. Likes jazz. Moved house last year.";
    expect(forgetTopic(profile, "my address")).toEqual({
      profile: "Likes jazz.",
      forgotten: ["Sam, a nurse who lives at 12 Oak St.", "Moved house last year."],
    });
  });

  it("leaves the profile untouched when nothing matches or the topic names nothing", () => {
    expect(forgetTopic(OFFLINE_PROFILE, "my car")).toEqual({ profile: OFFLINE_PROFILE, forgotten: [] });
    expect(forgetTopic(OFFLINE_PROFILE, "it")).toEqual({ profile: OFFLINE_PROFILE, forgotten: [] });
    expect(namesATopic("about that")).toBe(false);
    expect(namesATopic("my address")).toBe(true);
  });
});

describe("remembering a fact", () => {
  it("writes the person's words as a sentence on a line of its own", () => {
    expect(asFact("i'm allergic to  nuts")).toBe("I'm allergic to nuts.");
    expect(asFact("My address is 12 Oak St!")).toBe("My address is 12 Oak St!");
    expect(addFact("", "I'm vegan.")).toBe("I'm vegan.");
    expect(addFact("Likes jazz.\n", "I'm vegan.")).toBe("Likes jazz.\nI'm vegan.");
  });

  it("knows a fact it holds whatever its case and final punctuation", () => {
    expect(knowsFact(OFFLINE_PROFILE, "i'm ALLERGIC to nuts")).toBe(true);
    expect(knowsFact(OFFLINE_PROFILE, "I'm allergic to cats.")).toBe(false);
  });
});
