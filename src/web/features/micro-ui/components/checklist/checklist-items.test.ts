import { describe, expect, it } from "vitest";
import { addItem, deleteItem, editItem, moveItem, readChecklistItems, toggleItem } from "./checklist-items";

const items = () => [
  { id: "1", text: "Milk", completed: false },
  { id: "2", text: "Eggs", completed: true },
  { id: "3", text: "Bread", completed: false },
];
const texts = (list: Array<{ text: string }> | null) => list?.map((item) => item.text);

describe("checklist changes", () => {
  it("adds trimmed text on top with an id from the clock, and ignores blank text", () => {
    expect(addItem(items(), "  Butter ", 1700)?.[0]).toEqual({
      id: "1700",
      text: "Butter",
      completed: false,
    });
    expect(addItem(items(), "   ", 1700)).toBeNull();
    expect(addItem([{ id: "5", text: "A", completed: false }], "B", 5)?.[0]?.id).toBe("6");
  });

  it("toggles an item, then puts completed items after uncompleted ones in their order", () => {
    const toggled = toggleItem(items(), "1");
    expect(toggled.map((item) => `${item.text}:${item.completed}`)).toEqual([
      "Bread:false",
      "Milk:true",
      "Eggs:true",
    ]);
    expect(texts(toggleItem(items(), "2"))).toEqual(["Milk", "Eggs", "Bread"]);
  });

  it("edits with trimmed text and ignores blank text", () => {
    expect(texts(editItem(items(), "3", " Rye "))).toEqual(["Milk", "Eggs", "Rye"]);
    expect(editItem(items(), "3", "  ")).toBeNull();
  });

  it("deletes and moves items", () => {
    expect(texts(deleteItem(items(), "2"))).toEqual(["Milk", "Bread"]);
    expect(texts(moveItem(items(), "3", "1"))).toEqual(["Bread", "Milk", "Eggs"]);
    expect(texts(moveItem(items(), "1", "3"))).toEqual(["Eggs", "Bread", "Milk"]);
    expect(moveItem(items(), "1", "missing")).toEqual(items());
  });

  it("reads only well-formed items from data anyone with the link may have changed", () => {
    expect(readChecklistItems("not a list")).toEqual([]);
    expect(
      readChecklistItems([
        { id: 7, text: "Kept", completed: true, priority: "high" },
        { id: "8", text: "No priority", priority: "urgent" },
        { id: "9" },
        { text: "no id" },
        "text",
        null,
      ]),
    ).toEqual([
      { id: "7", text: "Kept", completed: true, priority: "high" },
      { id: "8", text: "No priority", completed: false },
    ]);
  });
});
