import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";

/**
 * Voice notes in the formats Android phones send by MMS (AMR, in a bare file or a 3GPP container),
 * which OpenAI's transcription does not accept: converted to 16 kHz mono MP3, which every
 * OpenAI-compatible server reads. At 32 kbit/s the longest note a 5 MB AMR file holds (about an
 * hour) stays under the 25 MB such servers take. Decision 020.
 */
export const CONVERTED_TYPES = new Set(["audio/amr", "audio/3gpp"]);

const CONVERT_TIMEOUT_MS = 30_000;

/**
 * The demuxer is forced by type and the decoders limited to speech codecs, so a file from a stranger
 * reaches only a small part of ffmpeg whatever its bytes claim to be.
 */
const INPUT_FORMAT: Record<string, string> = { "audio/amr": "amr", "audio/3gpp": "mov" };

export async function voiceNoteToMp3(bytes: Buffer, contentType: string): Promise<Buffer> {
  const format = INPUT_FORMAT[contentType];
  if (!format) throw new Error(`no conversion for ${contentType}`);
  // A file, not a pipe: a 3GPP container may keep its index at the end, which needs seeking.
  const dir = await mkdtemp(join(tmpdir(), "textpal-voice-"));
  try {
    const input = join(dir, "in");
    const output = join(dir, "out.mp3");
    await writeFile(input, bytes);
    await run([
      "-hide_banner",
      "-nostdin",
      "-loglevel",
      "error",
      "-protocol_whitelist",
      "file",
      "-codec_whitelist",
      "amrnb,amrwb,aac",
      "-f",
      format,
      "-i",
      input,
      "-vn",
      "-ac",
      "1",
      "-ar",
      "16000",
      "-codec:a",
      "libmp3lame",
      "-b:a",
      "32k",
      // Bare MPEG frames, no ID3 tag or Xing header: a file with no audio in it comes out empty.
      "-write_xing",
      "0",
      "-id3v2_version",
      "0",
      "-f",
      "mp3",
      output,
    ]);
    const mp3 = await readFile(output);
    if (mp3.length === 0) throw new Error("voice note conversion failed: no audio in the file");
    return mp3;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg.path,
      args,
      { timeout: CONVERT_TIMEOUT_MS, maxBuffer: 64 * 1024, killSignal: "SIGKILL" },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`voice note conversion failed: ${stderr.trim() || error.message}`));
        else resolve();
      },
    );
  });
}
