import type OpenAI from "openai";
import type {
  ChatCompletion,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import { aiMetrics } from "../../observability/metrics/ai-metrics.js";
import { type SpanNotes, withSpan } from "../../observability/tracing/spans.js";
import { type AiClientOptions, createOpenAiClient, DEFAULT_AI_BASE_URL } from "./openai-client.js";

export interface ChatRequest {
  model: string;
  messages: ChatCompletionMessageParam[];
  tools?: ChatCompletionTool[];
  /** "none" forces a text answer on the last round of a tool loop. */
  toolChoice?: "auto" | "none";
  temperature: number;
  maxTokens: number;
  responseFormat: "text" | "json_object";
}

export interface ChatResponse {
  message: ChatCompletionMessage;
  promptTokens: number;
  completionTokens: number;
  /** USD as reported by the provider (OpenRouter's usage.cost), when it reports one. */
  reportedCost: number | null;
}

/** The AI provider, an adapter so tests and the pipeline never depend on one vendor's client. */
export interface ChatModel {
  complete(request: ChatRequest): Promise<ChatResponse>;
}

/** Any OpenAI-compatible API, through the shared client (see createOpenAiClient). */
export function createOpenAiChatModel(options: AiClientOptions): ChatModel {
  const baseURL = options.baseUrl ?? DEFAULT_AI_BASE_URL;
  const client = createOpenAiClient(options);
  const asksForCost = baseURL.includes("openrouter.ai");
  return {
    complete: (request) =>
      aiMetrics.measureCall(() =>
        withSpan(
          "textpal.ai.call",
          callFacts(request),
          (span) => completeOnce(client, request, asksForCost, span),
          {
            kind: "client",
          },
        ),
      ),
  };
}

async function completeOnce(
  client: ReturnType<typeof createOpenAiClient>,
  request: ChatRequest,
  asksForCost: boolean,
  span: SpanNotes,
): Promise<ChatResponse> {
  const completion = await client.post<ChatCompletion>("/chat/completions", {
    body: requestBody(request, asksForCost),
    headers: { "content-type": "application/json" },
  });
  const choice = completion.choices[0];
  if (!choice) throw new Error("the model answered with no choices");
  const usage = completion.usage as (OpenAI.CompletionUsage & { cost?: number }) | undefined;
  const response = {
    message: choice.message,
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
    reportedCost: typeof usage?.cost === "number" ? usage.cost : null,
  };
  span.note(responseFacts(response, choice.finish_reason));
  return response;
}

/** The call's span: model and settings, never the conversation it carries (decision 032). */
function callFacts(request: ChatRequest) {
  return {
    "gen_ai.operation.name": "chat",
    "gen_ai.request.model": request.model,
    "gen_ai.request.max_tokens": request.maxTokens,
    "textpal.ai.messages": request.messages.length,
    "textpal.ai.tools": request.tools?.length ?? 0,
  };
}

function responseFacts(response: ChatResponse, finishReason: string | null | undefined) {
  return {
    "gen_ai.usage.input_tokens": response.promptTokens,
    "gen_ai.usage.output_tokens": response.completionTokens,
    "gen_ai.response.finish_reasons": finishReason,
    "textpal.ai.tool_calls": response.message.tool_calls?.length ?? 0,
    "textpal.ai.cost_usd": response.reportedCost,
  };
}

/** Tool lists are constants; each is serialised and encoded once (see requestBody). */
const serializedTools = new WeakMap<ChatCompletionTool[], Buffer>();
const TOOLS_KEY = Buffer.from(',"tools":');
const CLOSING_BRACE = Buffer.from("}");

/**
 * The request body as UTF-8 JSON. The tool definitions (the micro UI schema above all) are about
 * 90 % of it and never change, so their JSON is made and encoded once and spliced in: stringifying
 * them again on every call cost about 7 % of a worker's CPU, encoding the text about 4 %
 * (bench/inbound).
 */
export function requestBody(request: ChatRequest, asksForCost: boolean): Buffer {
  const json = JSON.stringify({
    model: request.model,
    messages: request.messages,
    temperature: request.temperature,
    max_tokens: request.maxTokens,
    ...(request.tools?.length ? { tool_choice: request.toolChoice ?? "auto" } : {}),
    ...(request.responseFormat === "json_object" ? { response_format: { type: "json_object" } } : {}),
    // OpenRouter reports the request's price only when asked; other APIs may reject unknown fields.
    ...(asksForCost ? { usage: { include: true } } : {}),
  });
  if (!request.tools?.length) return Buffer.from(json);
  let tools = serializedTools.get(request.tools);
  if (tools === undefined) {
    tools = Buffer.from(JSON.stringify(request.tools));
    serializedTools.set(request.tools, tools);
  }
  return Buffer.concat([Buffer.from(json.slice(0, -1)), TOOLS_KEY, tools, CLOSING_BRACE]);
}
