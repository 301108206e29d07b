import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_TOOLS } from "../../src/domain/assistant/ai-tools.js";
import { type ChatRequest, createOpenAiChatModel, requestBody } from "../../src/providers/ai/chat-model.js";
import { FakeAiServer } from "../helpers/fake-ai-server.js";

const request: ChatRequest = {
  model: "openai/gpt-4o",
  messages: [
    { role: "system", content: "You are helpful." },
    { role: "user", content: 'Say "hi" \u2028 please' },
  ],
  tools: ASSISTANT_TOOLS,
  toolChoice: "none",
  temperature: 0.3,
  maxTokens: 200,
  responseFormat: "json_object",
};

describe("requestBody", () => {
  it("is the JSON of the whole request, tools included", () => {
    expect(JSON.parse(String(requestBody(request, true)))).toEqual({
      model: "openai/gpt-4o",
      messages: request.messages,
      temperature: 0.3,
      max_tokens: 200,
      tool_choice: "none",
      response_format: { type: "json_object" },
      usage: { include: true },
      tools: JSON.parse(JSON.stringify(ASSISTANT_TOOLS)),
    });
  });

  it("leaves out tools, tool_choice, response_format and usage when not asked for", () => {
    const plain = requestBody({ ...request, tools: [], responseFormat: "text" }, false);
    expect(JSON.parse(String(plain))).toEqual({
      model: "openai/gpt-4o",
      messages: request.messages,
      temperature: 0.3,
      max_tokens: 200,
    });
  });

  it("serialises a tool list once and reuses it, and tool_choice defaults to auto", () => {
    const ping = { type: "function" as const, function: { name: "ping", parameters: { type: "object" } } };
    const tools = [ping];
    const first = requestBody({ ...request, tools, toolChoice: undefined }, false);
    ping.function.name = "changed after the first call";
    const second = requestBody({ ...request, tools, toolChoice: undefined }, false);
    expect(second).toEqual(first);
    expect(JSON.parse(String(first))).toMatchObject({
      tool_choice: "auto",
      tools: [{ function: { name: "ping" } }],
    });
  });
});

describe("createOpenAiChatModel", () => {
  const ai = new FakeAiServer();
  beforeAll(() => ai.start());
  afterAll(() => ai.stop());

  it("sends the request to the API and reads the answer and its usage", async () => {
    ai.script = () => ({ text: "Hello!", promptTokens: 42, completionTokens: 7, cost: 0.0012 });
    const model = createOpenAiChatModel({ baseUrl: ai.baseUrl, apiKey: "key" });
    const response = await model.complete(request);
    expect(response).toMatchObject({
      message: { role: "assistant", content: "Hello!" },
      promptTokens: 42,
      completionTokens: 7,
      reportedCost: 0.0012,
    });
    const received = ai.requests.at(-1);
    expect(received?.tools).toEqual(JSON.parse(JSON.stringify(ASSISTANT_TOOLS)));
    expect(received).toMatchObject({ model: "openai/gpt-4o", tool_choice: "none", max_tokens: 200 });
  });

  it("retries a 5xx and then succeeds", async () => {
    let calls = 0;
    ai.script = () => (++calls === 1 ? { status: 503 } : { text: "after a retry" });
    const model = createOpenAiChatModel({ baseUrl: ai.baseUrl, apiKey: "key" });
    const response = await model.complete({ ...request, tools: [] });
    expect(response.message.content).toBe("after a retry");
    expect(calls).toBe(2);
  });
});
