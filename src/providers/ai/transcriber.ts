import { toFile } from "openai";
import { aiMetrics } from "../../observability/metrics/ai-metrics.js";
import { withSpan } from "../../observability/tracing/spans.js";
import { type AiClientOptions, createOpenAiClient } from "./openai-client.js";
import { CONVERTED_TYPES, voiceNoteToMp3 } from "./voice-note-to-mp3.js";

export interface VoiceNote {
  bytes: Buffer;
  /** The bare MIME type, e.g. audio/ogg. */
  contentType: string;
}

/** Turns speech into text; an adapter so the core never depends on one vendor's client. */
export interface Transcriber {
  transcribe(audio: VoiceNote, model: string): Promise<string>;
}

/** The file name tells the API the container; the MIME type alone is not read by every server. */
const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
};

/**
 * The OpenAI-compatible `POST /audio/transcriptions` (multipart), with the chat model's client
 * setup. AMR and 3GPP notes are converted to MP3 first, as the API does not take them.
 */
export function createOpenAiTranscriber(options: AiClientOptions): Transcriber {
  const client = createOpenAiClient(options);
  return {
    transcribe: (note, model) =>
      aiMetrics.measureTranscription(() =>
        withSpan(
          "textpal.ai.transcribe",
          noteFacts(note, model),
          async (span) => {
            const audio = CONVERTED_TYPES.has(note.contentType)
              ? { bytes: await voiceNoteToMp3(note.bytes, note.contentType), contentType: "audio/mpeg" }
              : note;
            const extension = EXTENSIONS[audio.contentType] ?? "bin";
            const file = await toFile(audio.bytes, `voice-note.${extension}`, { type: audio.contentType });
            const result = await client.audio.transcriptions.create({ file, model });
            const transcript = result.text.trim();
            span.note({ "textpal.transcript.characters": transcript.length });
            return transcript;
          },
          { kind: "client" },
        ),
      ),
  };
}

/** The transcription's span: the note's kind and size, never what it says (decision 032). */
function noteFacts(note: VoiceNote, model: string) {
  return {
    "gen_ai.operation.name": "transcription",
    "gen_ai.request.model": model,
    "textpal.audio.type": note.contentType,
    "textpal.audio.bytes": note.bytes.length,
    "textpal.audio.converted": CONVERTED_TYPES.has(note.contentType),
  };
}
