import { describe, expect, it } from "vitest";
import { BoundedMap } from "../../src/shared/bounded-map.js";

describe("BoundedMap", () => {
  it("forgets the oldest entry when a new key would go past its capacity", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("c", 3);
    expect([...map.entries()]).toEqual([
      ["b", 2],
      ["c", 3],
    ]);
  });

  it("updates a key it holds without forgetting anything", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("a", 10);
    expect([...map.entries()]).toEqual([
      ["a", 10],
      ["b", 2],
    ]);
  });
});
