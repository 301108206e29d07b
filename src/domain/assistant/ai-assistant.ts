import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { PromptRow } from "../../db/repositories/prompts.js";
import type { ChatModel, ChatResponse } from "../../providers/ai/chat-model.js";
import type { ModelCatalog } from "../../providers/ai/model-catalog.js";
import { isOn } from "../../shared/settings.js";
import { buildChatMessages } from "./ai-context.js";
import { ASSISTANT_TOOLS, ERASE_TOOL, HANDOFF_TOOL, OPT_OUT_TOOL, runTool } from "./ai-tools.js";
import { APOLOGY, type Assistant, type AssistantRequest, userTimeZone } from "./assistant.js";
import type { AiUsage, AssistantEffect } from "./assistant-effects.js";
import { toolGate } from "./tool-gate.js";

export const MAX_TOOL_ROUNDS = 4;

export interface AiAssistantDeps {
  /** PUBLIC_URL, for the links of generated pages. */
  publicUrl: string;
  chat: ChatModel;
  catalog: ModelCatalog;
  defaultTimeZone: string;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export function createAiAssistant(deps: AiAssistantDeps): Assistant {
  return {
    async reply(request) {
      try {
        return await answer(deps, request);
      } catch (error) {
        deps.log.error({ err: error, messageId: request.inbound.id }, "AI answer failed; apologising");
        return { text: APOLOGY, effects: [], failed: true };
      }
    },
  };
}

async function answer(deps: AiAssistantDeps, request: AssistantRequest) {
  const system = request.prompts.get("system");
  if (!system) throw new Error("no system prompt is configured");
  const image = request.media.images.length > 0 ? request.prompts.get("image") : undefined;
  const timeZone = userTimeZone(request.user, deps.defaultTimeZone);
  const messages = buildChatMessages(request, { system, image }, timeZone);
  const model = chooseModel(image ?? system, isOn(request.settings.ONLINE_MODE));
  const effects: AssistantEffect[] = [];
  const usage: AiUsage = { promptTokens: 0, completionTokens: 0, cost: 0 };
  const tools = {
    timeZone,
    now: request.now,
    reminders: request.reminders,
    cancelledReminders: new Set<number>(),
    publicUrl: deps.publicUrl,
    microUiFailures: 0,
    microUiUrls: [] as string[],
  };
  // Only the person's own typed words may ask for a change of state (decision 039).
  const gate = toolGate(request, deps.log);

  for (let round = 1; round <= MAX_TOOL_ROUNDS; round++) {
    const response = await deps.chat.complete({
      model,
      messages,
      tools: ASSISTANT_TOOLS,
      toolChoice: round === MAX_TOOL_ROUNDS ? "none" : "auto",
      temperature: (image ?? system).temperature,
      maxTokens: (image ?? system).max_tokens,
      responseFormat: (image ?? system).response_format === "json_object" ? "json_object" : "text",
    });
    await addUsage(deps.catalog, usage, model, response);
    const toolCalls = (response.message.tool_calls ?? []).filter((call) => call.type === "function");
    const asked = (name: string) =>
      toolCalls.some((call) => call.function.name === name && gate.allows(name));
    if (asked(OPT_OUT_TOOL)) return { text: "", effects: [], usage, failed: false, optOut: true };
    if (asked(HANDOFF_TOOL)) return { text: "", effects: [], usage, failed: false, handoff: true };
    if (asked(ERASE_TOOL)) return { text: "", effects: [], usage, failed: false, eraseRequest: true };
    if (toolCalls.length === 0) {
      const text = gate.withConfirmations(
        withPageLinks(response.message.content?.trim() ?? "", tools.microUiUrls),
      );
      if (!text) throw new Error("the model answered with no text");
      return { text, effects, usage, failed: false };
    }
    messages.push(response.message as ChatCompletionMessageParam);
    for (const call of toolCalls) {
      const allowed = gate.allows(call.function.name);
      const result = allowed
        ? await runTool(call.function.name, call.function.arguments, tools)
        : gate.refuse(call.function.name);
      if (result.ok) {
        if (result.effect) effects.push(result.effect);
      } else if (allowed)
        deps.log.warn({ tool: call.function.name, error: result.error }, "tool call rejected");
      messages.push({
        role: "tool",
        tool_call_id: call.id,
        content: result.ok ? result.note : `Error: ${result.error}`,
      });
    }
  }
  throw new Error(`no answer after ${MAX_TOOL_ROUNDS} rounds`);
}

/** A page is useless if its link never reaches the phone: append any link the model left out. */
function withPageLinks(text: string, urls: string[]): string {
  const missing = urls.filter((url) => !text.includes(url));
  return [text, ...missing].filter(Boolean).join("\n");
}

/** ONLINE_MODE lets a prompt's web-search model answer; "none" (or nothing) keeps the plain model. */
export function chooseModel(prompt: PromptRow, onlineMode: boolean): string {
  const online = prompt.online_model?.trim();
  if (onlineMode && online && online !== "none") return online;
  return prompt.model;
}

async function addUsage(catalog: ModelCatalog, usage: AiUsage, model: string, response: ChatResponse) {
  usage.promptTokens += response.promptTokens;
  usage.completionTokens += response.completionTokens;
  if (usage.cost === null) return;
  if (response.reportedCost !== null) {
    usage.cost += response.reportedCost;
    return;
  }
  const price = await catalog.price(model);
  usage.cost = price
    ? usage.cost + response.promptTokens * price.prompt + response.completionTokens * price.completion
    : null;
}
