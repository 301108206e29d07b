import { describe, expect, it } from "vitest";
import { HeldWrites } from "../../src/loops/held-writes.js";
import { eventually } from "../helpers/twilio-webhook.js";

const quiet = { info() {}, warn() {}, error() {} };

describe("writes held until the database takes them", () => {
  it("writes what it holds again, in order, once the database answers", async () => {
    const written: number[][] = [];
    let up = false;
    const held = new HeldWrites<number>(
      "marks",
      async (items) => {
        if (!up) throw new Error("database away");
        written.push(items);
      },
      quiet,
    );
    held.hold(1, new Error("away"));
    held.hold(2, new Error("away"));
    await expect(held.flush()).rejects.toThrow("database away");
    expect(held.size).toBe(2);
    up = true;
    await eventually(
      () => held.size,
      (size) => size === 0,
      3000,
    );
    expect(written).toEqual([[1, 2]]);
    held.stop();
  });

  it("flushes at once when asked, so a caller can act on what they record", async () => {
    const written: string[] = [];
    const held = new HeldWrites<string>("marks", async (items) => void written.push(...items), quiet);
    held.hold("a", new Error("away"));
    await held.flush();
    expect(written).toEqual(["a"]);
    expect(held.size).toBe(0);
    held.stop();
  });
});
