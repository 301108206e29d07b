import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { wavTone } from "./fake-media-server.js";

/**
 * A real voice note as an Android phone sends it: a WAV tone encoded as AMR-NB (OpenCORE's
 * encoder), in a bare .amr file or a 3GPP container.
 */
export function amrVoiceNote(container: "amr" | "3gp", seconds = 0.5): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "textpal-amr-"));
  try {
    const input = join(dir, "in.wav");
    const output = join(dir, `out.${container}`);
    writeFileSync(input, wavTone(440, seconds));
    execFileSync(ffmpeg.path, [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      input,
      "-ar",
      "8000",
      "-ac",
      "1",
      "-codec:a",
      "libopencore_amrnb",
      "-b:a",
      "12.2k",
      "-f",
      container,
      output,
    ]);
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
