import { describe, expect, it } from "vitest";
import { Batcher, batchedLookup, sharedRead } from "../../src/loops/batcher.js";

describe("Batcher", () => {
  it("writes rows added together in one write, and rows added meanwhile in the next", async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const batch = new Batcher<number, number>(async (items) => {
      writes.push(items);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return items.map((item) => item * 10);
    });
    const first = [1, 2, 3].map((item) => batch.add(item));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((item) => batch.add(item));
    release();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all(second)).toEqual([40, 50]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("splits at the batch size", async () => {
    const writes: number[][] = [];
    const batch = new Batcher<number, void>(async (items) => {
      writes.push(items);
      return items.map(() => undefined);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => batch.add(item)));
    expect(writes).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails only the caller whose row fails, retrying the others one by one", async () => {
    const batch = new Batcher<string, string>(async (items) => {
      if (items.includes("bad")) throw new Error("constraint violated");
      return items.map((item) => item.toUpperCase());
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map((item) => batch.add(item)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[0]).toMatchObject({ value: "A" });
    await expect(batch.add("d")).resolves.toBe("D");
  });

  it("looks up keys asked for together in one call, each distinct key once", async () => {
    const calls: string[][] = [];
    const lookup = batchedLookup(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== "missing").map((key) => [key, key.toUpperCase()]));
    });
    const results = await Promise.all(["a", "b", "a", "missing"].map((key) => lookup(key)));
    expect(results).toEqual(["A", "B", "A", undefined]);
    expect(calls).toEqual([["a", "b", "missing"]]);
  });

  it("shares one read among callers waiting at once, and reads again for a later caller", async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });
});
