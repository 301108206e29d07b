import { describe, expect, it } from "vitest";
import { textToAnswer } from "../../src/domain/assistant/assistant.js";
import {
  admitMedia,
  MAX_MEDIA_ITEM_BYTES,
  MAX_MEDIA_TOTAL_BYTES,
} from "../../src/messaging/rules/media-limits.js";
import { type MediaProblem, mediaNote } from "../../src/messaging/rules/media-notes.js";
import { bareContentType, mediaKind } from "../../src/shared/media-kinds.js";

const MB = 1024 * 1024;

describe("admitMedia (5 MB per item, 20 MB per text)", () => {
  it("admits an item up to 5 MB while the text stays within 20 MB", () => {
    expect(admitMedia(MAX_MEDIA_ITEM_BYTES, 0)).toEqual({ admitted: true });
    expect(admitMedia(MAX_MEDIA_ITEM_BYTES, MAX_MEDIA_TOTAL_BYTES - MAX_MEDIA_ITEM_BYTES)).toEqual({
      admitted: true,
    });
    expect(admitMedia(0, MAX_MEDIA_TOTAL_BYTES)).toEqual({ admitted: true });
  });

  it("refuses an item over 5 MB whatever came before it", () => {
    expect(admitMedia(MAX_MEDIA_ITEM_BYTES + 1, 0)).toEqual({
      admitted: false,
      reason: "larger_than_item_limit",
    });
    expect(admitMedia(6 * MB, 19 * MB)).toEqual({ admitted: false, reason: "larger_than_item_limit" });
  });

  it("refuses an item that would take the text over 20 MB, leaving room for a smaller one", () => {
    expect(admitMedia(4 * MB, 17 * MB)).toEqual({ admitted: false, reason: "over_total_limit" });
    expect(admitMedia(3 * MB, 17 * MB)).toEqual({ admitted: true });
  });

  it("lets four 5 MB pictures through and stops the fifth", () => {
    let accepted = 0;
    const outcomes = [1, 2, 3, 4, 5].map(() => {
      const admission = admitMedia(5 * MB, accepted);
      if (admission.admitted) accepted += 5 * MB;
      return admission.admitted;
    });
    expect(outcomes).toEqual([true, true, true, true, false]);
  });
});

describe("mediaKind", () => {
  it("tells pictures, voice notes and everything else apart by the bare type", () => {
    expect(mediaKind("image/jpeg")).toBe("picture");
    expect(mediaKind("IMAGE/PNG; charset=binary")).toBe("picture");
    expect(mediaKind(null)).toBe("picture");
    for (const type of ["audio/amr", "audio/3gpp", "audio/mpeg", "audio/ogg", "audio/mp4", "audio/wav"])
      expect(mediaKind(type)).toBe("voice_note");
    expect(mediaKind("audio/ogg; codecs=opus")).toBe("voice_note");
    expect(mediaKind("video/mp4")).toBe("other");
    expect(mediaKind("text/vcard")).toBe("other");
    expect(mediaKind("audio/midi")).toBe("other");
  });

  it("strips parameters and case from a content type", () => {
    expect(bareContentType(" Audio/OGG ; codecs=opus")).toBe("audio/ogg");
    expect(bareContentType(null)).toBe("");
  });
});

describe("mediaNote (what the reply says about media it could not use)", () => {
  it("says nothing when every item was used", () => {
    expect(mediaNote([])).toBeNull();
  });

  it("names the item and the reason", () => {
    expect(mediaNote([{ kind: "picture", reason: "larger_than_item_limit" }])).toBe(
      "I couldn't open one of your pictures (larger than 5 MB).",
    );
    expect(mediaNote([{ kind: "picture", reason: "not_downloaded" }])).toBe(
      "I couldn't open one of your pictures (it could not be downloaded).",
    );
    expect(mediaNote([{ kind: "voice_note", reason: "cannot_listen" }])).toContain(
      "can't listen to audio yet",
    );
    expect(mediaNote([{ kind: "other", reason: "unsupported_type" }])).toBe(
      "I couldn't open one of your attachments: I can only read pictures and voice notes.",
    );
  });

  it("counts the items that share a problem, one sentence per problem in the order they came", () => {
    const problems: MediaProblem[] = [
      { kind: "picture", reason: "over_total_limit" },
      { kind: "other", reason: "unsupported_type" },
      { kind: "picture", reason: "over_total_limit" },
    ];
    expect(mediaNote(problems)).toBe(
      "I couldn't open 2 of your pictures (more than 20 MB in all). I couldn't open one of your attachments: I can only read pictures and voice notes.",
    );
  });
});

describe("textToAnswer (a voice note is answered like typed text)", () => {
  it("joins what was typed and what was said, leaving out what is blank", () => {
    expect(textToAnswer("see below", "remind me at 5")).toBe("see below\nremind me at 5");
    expect(textToAnswer("  ", "remind me at 5")).toBe("remind me at 5");
    expect(textToAnswer("hello", null)).toBe("hello");
    expect(textToAnswer("", null)).toBe("");
  });
});
