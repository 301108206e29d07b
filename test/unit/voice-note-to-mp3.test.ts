import { describe, expect, it } from "vitest";
import { voiceNoteToMp3 } from "../../src/providers/ai/voice-note-to-mp3.js";
import { amrVoiceNote } from "../helpers/amr-files.js";
import { wavTone } from "../helpers/fake-media-server.js";

/** An MP3 starts with an ID3 tag or an MPEG audio frame's sync bits. */
function isMp3(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 3).toString("latin1") === "ID3" ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
  );
}

describe("voice notes converted for transcription", { timeout: 30_000 }, () => {
  it("turns a bare AMR-NB file into MP3", async () => {
    const amr = amrVoiceNote("amr", 1);
    expect(amr.subarray(0, 6).toString("latin1")).toBe("#!AMR\n");
    const mp3 = await voiceNoteToMp3(amr, "audio/amr");
    expect(isMp3(mp3)).toBe(true);
    // About a second at 32 kbit/s: some kilobytes, not an empty file.
    expect(mp3.length).toBeGreaterThan(2_000);
  });

  it("turns AMR in a 3GPP container into MP3", async () => {
    const mp3 = await voiceNoteToMp3(amrVoiceNote("3gp", 1), "audio/3gpp");
    expect(isMp3(mp3)).toBe(true);
  });

  it("refuses bytes that are not what their type says, whatever format they really are", async () => {
    await expect(voiceNoteToMp3(Buffer.from("not audio at all"), "audio/amr")).rejects.toThrow(
      /conversion failed/,
    );
    // A WAV labelled AMR is not decoded as WAV: the demuxer is fixed by the type.
    await expect(voiceNoteToMp3(wavTone(440, 0.2), "audio/amr")).rejects.toThrow(/conversion failed/);
    await expect(voiceNoteToMp3(Buffer.alloc(0), "audio/ogg")).rejects.toThrow(/no conversion/);
    // An AMR header with no frames after it converts to nothing.
    await expect(voiceNoteToMp3(Buffer.from("#!AMR\n but not really"), "audio/amr")).rejects.toThrow(
      /no audio/,
    );
  });
});
