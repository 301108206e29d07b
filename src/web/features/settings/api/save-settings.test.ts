import type { Setting } from "@shared/settings";
import { describe, expect, it } from "vitest";
import { saveInTurn } from "./save-settings";

const changes: Setting[] = [
  { key: "FREE_MESSAGE_LIMIT", value: "30" },
  { key: "ONLINE_MODE", value: "false" },
  { key: "IMAGE_ANALYSIS", value: "false" },
];

describe("saveInTurn", () => {
  it("sends each setting only after the one before it was answered, in order", async () => {
    const events: string[] = [];
    const outcome = await saveInTurn(changes, async (setting) => {
      events.push(`start ${setting.key}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${setting.key}`);
      return { ...setting, value: setting.value.toUpperCase() };
    });
    expect(events).toEqual([
      "start FREE_MESSAGE_LIMIT",
      "end FREE_MESSAGE_LIMIT",
      "start ONLINE_MODE",
      "end ONLINE_MODE",
      "start IMAGE_ANALYSIS",
      "end IMAGE_ANALYSIS",
    ]);
    // What the server answered is what counts as saved.
    expect(outcome).toEqual({
      saved: [
        { key: "FREE_MESSAGE_LIMIT", value: "30" },
        { key: "ONLINE_MODE", value: "FALSE" },
        { key: "IMAGE_ANALYSIS", value: "FALSE" },
      ],
      notSaved: [],
    });
  });

  it("stops at the first failure and reports what was and was not saved", async () => {
    const failure = new Error("500: boom");
    const sent: string[] = [];
    const outcome = await saveInTurn(changes, async (setting) => {
      sent.push(setting.key);
      if (setting.key === "ONLINE_MODE") throw failure;
      return setting;
    });
    expect(sent).toEqual(["FREE_MESSAGE_LIMIT", "ONLINE_MODE"]);
    expect(outcome).toEqual({ saved: [changes[0]], notSaved: changes.slice(1), error: failure });
  });
});
