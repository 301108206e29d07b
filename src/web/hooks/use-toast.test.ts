import { describe, expect, it } from "vitest";
import { reducer, type ToasterToast } from "./use-toast";

const sample = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

describe("toast store", () => {
  it("shows one toast at a time, the newest", () => {
    const first = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: sample("1") });
    const second = reducer(first, { type: "ADD_TOAST", toast: sample("2") });
    expect(second.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("dismissing closes a toast before it is removed", () => {
    const shown = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: sample("1") });
    const dismissed = reducer(shown, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts).toEqual([{ ...sample("1"), open: false }]);
    expect(reducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
  });

  it("updates a toast in place", () => {
    const shown = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: sample("1") });
    const updated = reducer(shown, { type: "UPDATE_TOAST", toast: { id: "1", description: "Saved." } });
    expect(updated.toasts[0]).toMatchObject({ title: "Toast 1", description: "Saved." });
  });
});
