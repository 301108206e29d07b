import { isDataObject } from "@shared/micro-ui/data-path";
import type { ChecklistItem } from "@shared/micro-ui/definition-schema";

/**
 * Checklist changes as pure functions over the item list (spec 000 "checklist"). Each returns the
 * new list, or null when the change does nothing (blank text), so nothing is saved.
 */

const PRIORITIES = new Set(["low", "medium", "high"]);

/** Data can be changed by anyone with the link, so items are read defensively. */
export function readChecklistItems(value: unknown): ChecklistItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): ChecklistItem[] => {
    if (!isDataObject(raw) || typeof raw.text !== "string") return [];
    if (typeof raw.id !== "string" && typeof raw.id !== "number") return [];
    const priority = PRIORITIES.has(raw.priority as string)
      ? (raw.priority as ChecklistItem["priority"])
      : undefined;
    return [
      {
        id: String(raw.id),
        text: raw.text,
        completed: raw.completed === true,
        ...(priority && { priority }),
      },
    ];
  });
}

/** New items go on top, with an id from the clock (spec 000 section 3). */
export function addItem(items: ChecklistItem[], text: string, now: number): ChecklistItem[] | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let id = now;
  while (items.some((item) => item.id === String(id))) id++;
  return [{ id: String(id), text: trimmed, completed: false }, ...items];
}

/** Ticking flips the item, then completed items move after the uncompleted ones (order kept within each). */
export function toggleItem(items: ChecklistItem[], id: string): ChecklistItem[] {
  const toggled = items.map((item) => (item.id === id ? { ...item, completed: !item.completed } : item));
  return [...toggled.filter((item) => !item.completed), ...toggled.filter((item) => item.completed)];
}

export function editItem(items: ChecklistItem[], id: string, text: string): ChecklistItem[] | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return items.map((item) => (item.id === id ? { ...item, text: trimmed } : item));
}

export function deleteItem(items: ChecklistItem[], id: string): ChecklistItem[] {
  return items.filter((item) => item.id !== id);
}

/** Moves the item `activeId` to where `overId` is, as a drag and drop does. */
export function moveItem(items: ChecklistItem[], activeId: string, overId: string): ChecklistItem[] {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return items;
  const moved = [...items];
  const [item] = moved.splice(from, 1) as [ChecklistItem];
  moved.splice(to, 0, item);
  return moved;
}
