import { Counter, Histogram } from "prom-client";
import { GATED_TOOL_LABELS, oneOf } from "./label-values.js";
import { METRIC_PREFIX, metricsRegistry } from "./registry.js";

const registers = [metricsRegistry];

const calls = new Counter({
  name: `${METRIC_PREFIX}ai_calls_total`,
  help: "Chat completion calls to the AI API, by outcome (ok, error).",
  labelNames: ["outcome"],
  registers,
});

const latency = new Histogram({
  name: `${METRIC_PREFIX}ai_call_duration_seconds`,
  help: "How long chat completion calls to the AI API took, by outcome.",
  labelNames: ["outcome"],
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers,
});

const tokens = new Counter({
  name: `${METRIC_PREFIX}ai_tokens_total`,
  help: "Tokens the AI API reported, by type (prompt, completion).",
  labelNames: ["type"],
  registers,
});

const cost = new Counter({
  name: `${METRIC_PREFIX}ai_cost_usd_total`,
  help: "AI cost in USD charged to the answers stored (as the provider reported it, or by the model's price).",
  registers,
});

const transcriptions = new Counter({
  name: `${METRIC_PREFIX}voice_note_transcriptions_total`,
  help: "Voice notes sent for transcription, by outcome (ok, empty: nothing heard, error).",
  labelNames: ["outcome"],
  registers,
});

const transcriptionLatency = new Histogram({
  name: `${METRIC_PREFIX}voice_note_transcription_duration_seconds`,
  help: "How long a voice note's transcription took, its conversion to MP3 included.",
  buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers,
});

const refusedToolCalls = new Counter({
  name: `${METRIC_PREFIX}ai_tool_calls_refused_total`,
  help: "State-changing tool calls the model made that the person's own typed words did not ask for, by tool.",
  labelNames: ["tool"],
  registers,
});

/** What a chat completion reports of its usage. */
export interface ReportedUsage {
  promptTokens: number;
  completionTokens: number;
}

/** The AI provider's counts: each call is measured by wrapping it. */
export const aiMetrics = {
  async measureCall<T extends ReportedUsage>(call: () => Promise<T>): Promise<T> {
    const stopTimer = latency.startTimer();
    try {
      const response = await call();
      stopTimer({ outcome: "ok" });
      calls.inc({ outcome: "ok" });
      tokens.inc({ type: "prompt" }, response.promptTokens);
      tokens.inc({ type: "completion" }, response.completionTokens);
      return response;
    } catch (error) {
      stopTimer({ outcome: "error" });
      calls.inc({ outcome: "error" });
      throw error;
    }
  },
  async measureTranscription(transcribe: () => Promise<string>): Promise<string> {
    const stopTimer = transcriptionLatency.startTimer();
    try {
      const text = await transcribe();
      transcriptions.inc({ outcome: text === "" ? "empty" : "ok" });
      return text;
    } catch (error) {
      transcriptions.inc({ outcome: "error" });
      throw error;
    } finally {
      stopTimer();
    }
  },
  /** A tool call refused because only content, not the person's own words, asked for it. */
  refusedToolCall(tool: string): void {
    refusedToolCalls.inc({ tool: oneOf(GATED_TOOL_LABELS, tool) });
  },
  /** The AI cost of an answer's replies, once it is stored (a cost the catalogue does not know counts nothing). */
  charged(replies: { usage?: { cost: number | null } }[]): void {
    const usd = replies.reduce((sum, reply) => sum + (reply.usage?.cost ?? 0), 0);
    if (Number.isFinite(usd) && usd > 0) cost.inc(usd);
  },
};
