import { describe, expect, it } from "vitest";
import { pageButtons } from "./pagination";

describe("pageButtons", () => {
  it("shows every page when they fit", () => {
    expect(pageButtons(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageButtons(2, 6, 5)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shows up to five pages plus the last, with a gap marker when pages are skipped", () => {
    expect(pageButtons(1, 40, 5)).toEqual([1, 2, 3, 4, 5, "ellipsis", 40]);
    expect(pageButtons(10, 40, 5)).toEqual([8, 9, 10, 11, 12, "ellipsis", 40]);
    expect(pageButtons(37, 40, 5)).toEqual([35, 36, 37, 38, 39, 40]);
    expect(pageButtons(40, 40, 5)).toEqual([36, 37, 38, 39, 40]);
  });

  it("clamps an out-of-range page and handles an empty list", () => {
    expect(pageButtons(99, 3, 5)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 0, 5)).toEqual([]);
  });
});
