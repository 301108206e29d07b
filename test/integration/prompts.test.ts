import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promptHistory, prompts } from "../../src/db/schema/index.js";
import type { Prompt, PromptHistoryEntry } from "../../src/shared/prompts.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
});
afterAll(() => t.close());

const historyRows = (promptId: number) =>
  t.database.db.select().from(promptHistory).where(eq(promptHistory.prompt_id, promptId));

const promptBody = {
  content: "Describe the image in one short sentence.",
  model: "openai/gpt-4o-mini",
  online_model: "",
  description: "Reads photos people send",
  temperature: "0.4",
  max_tokens: "300",
  response_format: "text",
};

describe("prompts", () => {
  let image: Prompt;

  it("lists the seeded prompts", async () => {
    const list = (await call("GET", "/api/admin/prompts")).json<Prompt[]>();
    expect(list.map((prompt) => prompt.type)).toEqual(["micro_ui", "system"]);
    expect(list.find((prompt) => prompt.type === "system")).toMatchObject({
      version: 1,
      temperature: 0.7,
      max_tokens: 500,
      model: "openai/gpt-4o",
    });
  });

  it("creates a prompt, numbers as typed text, blank online model as none", async () => {
    const response = await call("POST", "/api/admin/prompts", { type: "image", ...promptBody });
    expect(response.statusCode).toBe(201);
    image = response.json<Prompt>();
    expect(image).toMatchObject({
      type: "image",
      temperature: 0.4,
      max_tokens: 300,
      online_model: "none",
      version: 1,
    });
    const duplicate = await call("POST", "/api/admin/prompts", { type: "image", ...promptBody });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A prompt of type "image" already exists.');
  });

  it("validates with the spec's messages", async () => {
    const response = await call("POST", "/api/admin/prompts", {
      type: "ab",
      content: "short",
      model: "x",
      temperature: 2.5,
      max_tokens: 4001,
      response_format: "xml",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      type: "Type must be at least 3 characters",
      content: "Content must be at least 10 characters",
      model: "Model must be at least 3 characters",
      temperature: "Temperature must be between 0 and 2",
      max_tokens: "Max tokens must be a whole number from 1 to 4000",
      response_format: "Response format must be text or json_object",
    });
  });

  it("raises the version on every update and keeps the earlier one in history, type unchanged", async () => {
    const first = await call("PUT", `/api/admin/prompts/${image.id}`, {
      ...promptBody,
      type: "renamed",
      content: "Describe the image in two short sentences.",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: "image", version: 2 });
    const second = await call("PUT", `/api/admin/prompts/${image.id}`, {
      ...promptBody,
      content: "Version three of the image prompt.",
      model: "anthropic/claude-3.5-sonnet",
      temperature: 1.1,
    });
    expect(second.json()).toMatchObject({
      version: 3,
      model: "anthropic/claude-3.5-sonnet",
      temperature: 1.1,
    });

    const history = (await call("GET", `/api/admin/prompts/${image.id}/history`)).json<
      PromptHistoryEntry[]
    >();
    expect(history.map((entry) => [entry.version, entry.content])).toEqual([
      [2, "Describe the image in two short sentences."],
      [1, "Describe the image in one short sentence."],
    ]);
    expect(history[1]).toMatchObject({ model: "openai/gpt-4o-mini", temperature: 0.4 });
    expect(await historyRows(image.id)).toHaveLength(2);
  });

  it("rolls back to a version as a new version holding that version's content and settings", async () => {
    const response = await call("POST", `/api/admin/prompts/${image.id}/rollback`, { version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: 4,
      content: "Describe the image in one short sentence.",
      model: "openai/gpt-4o-mini",
      temperature: 0.4,
      max_tokens: 300,
    });
    const [row] = await t.database.db.select().from(prompts).where(eq(prompts.id, image.id));
    expect(row).toMatchObject({ version: 4, content: "Describe the image in one short sentence." });
    const versions = (await historyRows(image.id)).map((entry) => entry.version).sort();
    expect(versions).toEqual([1, 2, 3]);

    expect((await call("POST", `/api/admin/prompts/${image.id}/rollback`, { version: 4 })).statusCode).toBe(
      409,
    );
    const missing = await call("POST", `/api/admin/prompts/${image.id}/rollback`, { version: 9 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Version 9 of this prompt was not found.");
  });

  it("gives concurrent updates consecutive versions, each with its history entry", async () => {
    const updates = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call("PUT", `/api/admin/prompts/${image.id}`, {
          ...promptBody,
          content: `Concurrent edit number ${n}`,
        }),
      ),
    );
    expect(updates.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const versions = updates.map((response) => response.json<Prompt>().version).sort();
    expect(versions).toEqual([5, 6, 7, 8]);
    expect((await historyRows(image.id)).map((entry) => entry.version).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it("deletes a prompt with its history, but never the system prompt", async () => {
    const system = (await call("GET", "/api/admin/prompts"))
      .json<Prompt[]>()
      .find((p) => p.type === "system");
    const refused = await call("DELETE", `/api/admin/prompts/${system?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/system prompt cannot be deleted/);

    expect((await call("DELETE", `/api/admin/prompts/${image.id}`)).statusCode).toBe(200);
    expect(await historyRows(image.id)).toEqual([]);
    expect((await call("GET", `/api/admin/prompts/${image.id}/history`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/prompts/${image.id}`)).statusCode).toBe(404);
  });
});
