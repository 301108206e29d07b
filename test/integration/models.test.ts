import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiModel } from "../../src/shared/prompts.js";
import { adminClient } from "../helpers/admin-client.js";
import { FakeAiServer } from "../helpers/fake-ai-server.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/** GET /api/admin/models for the prompt pickers: the provider's list, or spec 001's fallback. */

async function modelsOf(app: TestApp): Promise<{ status: number; data: AiModel[] }> {
  const call = adminClient(app.app, await signInCookie(app.app));
  const response = await call("GET", "/api/admin/models");
  return { status: response.statusCode, data: response.json<{ data: AiModel[] }>().data };
}

describe("models for the prompt pickers", () => {
  const fakeAi = new FakeAiServer();
  let withProvider: TestApp;
  let unreachable: TestApp;

  beforeAll(async () => {
    await fakeAi.start();
    withProvider = await createTestApp({ env: { AI_BASE_URL: fakeAi.baseUrl, AI_API_KEY: "test-key" } });
    // Port 9 (discard) refuses connections at once, like a provider that is down.
    unreachable = await createTestApp({ env: { AI_BASE_URL: "http://127.0.0.1:9/v1" } });
  });
  afterAll(async () => {
    await withProvider.close();
    await unreachable.close();
    await fakeAi.stop();
  });

  it("lists the provider's models with their per-token prices", async () => {
    const { status, data } = await modelsOf(withProvider);
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: "openai/gpt-4o", name: "GPT-4o", pricing: { prompt: 0.0000025, completion: 0.00001 } },
    ]);
  });

  it("offers the fallback list when the provider cannot be reached", async () => {
    const { status, data } = await modelsOf(unreachable);
    expect(status).toBe(200);
    expect(data.map((model) => model.id)).toEqual([
      "openrouter/auto",
      "openai/gpt-4o",
      "openai/gpt-4o-mini",
      "anthropic/claude-3.5-sonnet",
    ]);
    expect(data.map((model) => model.name)).toEqual([
      "auto (best available)",
      "gpt-4o",
      "gpt-4o-mini",
      "claude-3.5-sonnet",
    ]);
  });
});
