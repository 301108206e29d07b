import { describe, expect, it } from "vitest";
import { dataPathProblem, readDataPath, writeDataPath } from "../../src/shared/micro-ui/data-path.js";
import { youTubeVideoId } from "../../src/shared/micro-ui/youtube.js";

describe("data paths", () => {
  it("accepts dot paths and refuses other notations", () => {
    expect(dataPathProblem("items")).toBeNull();
    expect(dataPathProblem("lists.groceries")).toBeNull();
    expect(dataPathProblem("trip_2025.day-1")).toBeNull();
    expect(dataPathProblem("/items")).toMatch(/JSON Pointer/);
    expect(dataPathProblem("#/items")).toMatch(/JSON Pointer/);
    expect(dataPathProblem("items.0")).toMatch(/not a dot path/);
    expect(dataPathProblem("")).toMatch(/not a dot path/);
    expect(dataPathProblem("constructor.prototype")).toMatch(/not a dot path/);
  });

  it("reads values through objects only", () => {
    const data = { lists: { groceries: ["milk"] }, text: "hi" };
    expect(readDataPath(data, "lists.groceries")).toEqual(["milk"]);
    expect(readDataPath(data, "lists.missing")).toBeUndefined();
    expect(readDataPath(data, "text.length")).toBeUndefined();
    expect(readDataPath(data, "/lists")).toBeUndefined();
    expect(readDataPath({}, "toString")).toBeUndefined();
  });

  it("writes a copy, creating objects on the way and leaving the original alone", () => {
    const data = { lists: { groceries: ["milk"], chores: ["dishes"] }, other: 1 };
    const written = writeDataPath(data, "lists.groceries", ["eggs"]);
    expect(written).toEqual({ lists: { groceries: ["eggs"], chores: ["dishes"] }, other: 1 });
    expect(data.lists.groceries).toEqual(["milk"]);
    expect(written.lists).not.toBe(data.lists);
    expect(writeDataPath({ a: "text" }, "a.b", 1)).toEqual({ a: { b: 1 } });
  });

  it("cannot be used to pollute prototypes", () => {
    const written = writeDataPath({}, "__proto__.polluted", true);
    expect(written).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("YouTube video ids", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=10", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads %s", (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each([
    "dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://www.youtube.com/playlist?list=PL123",
    "https://www.youtube.com/watch?v=dQw4w9WgXc",
    "https://youtu.be/",
    "javascript:alert('https://youtu.be/dQw4w9WgXcQ')",
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
  ])("finds no id in %s", (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });
});
