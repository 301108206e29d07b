import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatCompletionBody {
  model: string;
  messages: Array<{ role: string; content: unknown; tool_call_id?: string }>;
  tools?: unknown[];
  tool_choice?: string;
  temperature?: number;
  max_tokens?: number;
}

export interface ScriptedToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export type ScriptedAnswer =
  | { text: string; cost?: number; promptTokens?: number; completionTokens?: number }
  | { toolCalls: ScriptedToolCall[] }
  | { status: number; body?: unknown };

/** A file sent to `POST /audio/transcriptions`, as the server received it. */
export interface TranscriptionUpload {
  model: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export type ScriptedTranscription = { text: string } | { status: number };

/**
 * Hosted APIs keep idle connections open for about a minute; Node's 5 s default would make a
 * client reconnect after every pause, which real traffic to OpenRouter or Twilio does not do.
 */
export const HOSTED_API_KEEP_ALIVE_MS = 65_000;

/**
 * An OpenAI-compatible API on 127.0.0.1 for tests: answers come from a script (a function of the
 * request), every request is recorded, and /models lists priced models.
 */
export class FakeAiServer {
  readonly requests: ChatCompletionBody[] = [];
  script: (request: ChatCompletionBody) => ScriptedAnswer = () => ({ text: "Hello from the fake model." });
  /** Every audio file sent for transcription (multipart, as the OpenAI client sends it). */
  readonly transcriptions: TranscriptionUpload[] = [];
  transcribe: (upload: TranscriptionUpload) => ScriptedTranscription = () => ({
    text: "Transcribed speech.",
  });
  /** Reads a request's JSON; a benchmark may skip what its script never looks at. */
  parseRequest: (raw: string) => ChatCompletionBody = (raw) => JSON.parse(raw) as ChatCompletionBody;
  /** While set, completions wait for it: a test can look at the database in mid-answer. */
  hold: Promise<void> | null = null;
  /** How long each completion takes, as a real model takes seconds: answers overlap other work. */
  delayMs: (request: ChatCompletionBody) => number = () => 0;
  private server: Server | null = null;
  private callId = 0;

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      });
    });
    this.server.keepAliveTimeout = HOSTED_API_KEEP_ALIVE_MS;
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (request.method === "GET" && request.url?.endsWith("/models")) {
      return {
        status: 200,
        body: {
          data: [
            { id: "openai/gpt-4o", name: "GPT-4o", pricing: { prompt: "0.0000025", completion: "0.00001" } },
          ],
        },
      };
    }
    if (request.method === "POST" && request.url?.endsWith("/audio/transcriptions")) {
      const upload = await readUpload(request);
      this.transcriptions.push(upload);
      const answer = this.transcribe(upload);
      if ("status" in answer)
        return { status: answer.status, body: { error: { message: "scripted failure" } } };
      return { status: 200, body: { text: answer.text } };
    }
    const body = this.parseRequest(await readBody(request));
    this.requests.push(body);
    if (this.hold) await this.hold;
    const delay = this.delayMs(body);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const answer = this.script(body);
    if ("status" in answer)
      return { status: answer.status, body: answer.body ?? { error: { message: "scripted failure" } } };
    return { status: 200, body: this.completion(body.model, answer) };
  }

  private completion(model: string, answer: Exclude<ScriptedAnswer, { status: number }>) {
    const message =
      "toolCalls" in answer
        ? {
            role: "assistant",
            content: null,
            tool_calls: answer.toolCalls.map((call) => ({
              id: `call_${++this.callId}`,
              type: "function",
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            })),
          }
        : { role: "assistant", content: answer.text };
    const usage =
      "text" in answer
        ? {
            prompt_tokens: answer.promptTokens ?? 100,
            completion_tokens: answer.completionTokens ?? 20,
            total_tokens: (answer.promptTokens ?? 100) + (answer.completionTokens ?? 20),
            ...(answer.cost === undefined ? {} : { cost: answer.cost }),
          }
        : { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 };
    return {
      id: `chatcmpl-${this.callId}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message, finish_reason: "toolCalls" in answer ? "tool_calls" : "stop" }],
      usage,
    };
  }
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

async function readUpload(request: IncomingMessage): Promise<TranscriptionUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { "content-type": request.headers["content-type"] ?? "" },
  }).formData();
  const file = form.get("file");
  if (!(file instanceof File)) throw new Error("a transcription request without a file");
  return {
    model: String(form.get("model")),
    fileName: file.name,
    contentType: file.type,
    bytes: Buffer.from(await file.arrayBuffer()),
  };
}
