import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promptHistory, prompts } from "../../src/db/schema/index.js";
import type { AiModel } from "../../src/shared/prompts.js";
import { FakeAiServer } from "../helpers/fake-ai-server.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  optionLabels,
  PHONE,
  screenshot,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: AI prompts", () => {
  const fakeAi = new FakeAiServer();
  let harness: ConsoleHarness;

  beforeAll(async () => {
    await fakeAi.start();
    // The model pickers list the fake provider's models (GPT-4o at $2.50 / $10 per 1M tokens).
    harness = await startConsoleHarness({ env: { AI_BASE_URL: fakeAi.baseUrl, AI_API_KEY: "test-key" } });
  });
  afterAll(async () => {
    await harness?.close();
    await fakeAi.stop();
  });

  const db = () => harness.server.database.db;
  const storedPrompt = async (type: string) =>
    (await db().select().from(prompts).where(eq(prompts.type, type)))[0];
  const storedHistory = (promptId: number) =>
    db()
      .select()
      .from(promptHistory)
      .where(eq(promptHistory.prompt_id, promptId))
      .orderBy(promptHistory.version);

  it("edits a prompt, shows its history and rolls back to the first version", async () => {
    const original = await storedPrompt("system");
    const page = await harness.openPage("/admin/prompts");
    const card = page.getByRole("article", { name: "system" });
    await card.getByText("v1", { exact: true }).waitFor();
    await card.getByText("openai/gpt-4o", { exact: true }).waitFor();
    await screenshot(page, "prompts");

    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Prompt" });
    expect(await dialog.getByLabel("Type").getAttribute("readonly")).not.toBeNull();
    await expect.poll(() => dialog.getByLabel("Model", { exact: true }).inputValue()).toBe("openai/gpt-4o");
    await dialog
      .getByRole("option", { name: "GPT-4o ($2.50 / $10.00 per 1M tokens)" })
      .first()
      .waitFor({ state: "attached" });
    await screenshot(page, "prompts-edit");
    await dialog.getByLabel("Temperature (0-2)").fill("2.5");
    await dialog.getByRole("button", { name: "Update Prompt" }).click();
    await dialog.getByText("Temperature must be between 0 and 2").waitFor();
    await dialog.getByLabel("Temperature (0-2)").fill("0.5");
    await dialog.getByLabel("Content").fill("You are Textpal. Answer in one short sentence.");
    await dialog.getByRole("button", { name: "Update Prompt" }).click();
    await toast(page, "Prompt updated").waitFor();
    await card.getByText("v2", { exact: true }).waitFor();
    expect(await storedPrompt("system")).toMatchObject({
      version: 2,
      temperature: 0.5,
      content: "You are Textpal. Answer in one short sentence.",
    });
    expect(await storedHistory(original?.id ?? 0)).toMatchObject([
      { version: 1, content: original?.content },
    ]);

    await card.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "Prompt History" });
    await history.getByRole("region", { name: "Version 2" }).getByText("Current version").waitFor();
    const first = history.getByRole("region", { name: "Version 1" });
    await first.getByText("You are Textpal, a friendly personal assistant", { exact: false }).waitFor();
    await screenshot(page, "prompts-history");
    await first.getByRole("button", { name: "Rollback" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm
      .getByText("will create a new version with the historical content", { exact: false })
      .waitFor();
    await confirm.getByRole("button", { name: "Rollback" }).click();
    await toast(page, "Prompt rolled back").waitFor();
    await history.getByRole("region", { name: "Version 3" }).getByText("Current version").waitFor();
    await history
      .getByRole("region", { name: "Version 2" })
      .getByRole("button", { name: "Rollback" })
      .waitFor();
    expect(await storedPrompt("system")).toMatchObject({
      version: 3,
      content: original?.content,
      temperature: 0.7,
    });
    expect((await storedHistory(original?.id ?? 0)).map((entry) => entry.version)).toEqual([1, 2]);
  });

  it("adds a prompt with a model from the list, then deletes it; the system prompt cannot be deleted", async () => {
    const page = await harness.openPage("/admin/prompts");
    await page.getByRole("button", { name: "Add New Prompt" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Prompt" });
    expect(await dialog.getByLabel("Temperature (0-2)").inputValue()).toBe("0.7");
    expect(await dialog.getByLabel("Max Tokens (1-4000)").inputValue()).toBe("500");
    await dialog.getByLabel("Type").fill("im");
    await dialog.getByLabel("Content").fill("Too short");
    await dialog.getByRole("button", { name: "Create Prompt" }).click();
    await dialog.getByText("Type must be at least 3 characters").waitFor();
    await dialog.getByText("Content must be at least 10 characters").waitFor();

    await dialog.getByLabel("Type").fill("image");
    await dialog.getByLabel("Content").fill("Describe the photo in one sentence.");
    await dialog.getByLabel("Max Tokens (1-4000)").fill("300");
    await dialog.getByLabel("Response Format").selectOption("json_object");
    await dialog.getByRole("button", { name: "Create Prompt" }).click();
    await toast(page, "Prompt created").waitFor();
    const card = page.getByRole("article", { name: "image" });
    await card.getByText("json_object").waitFor();
    expect(await storedPrompt("image")).toMatchObject({
      max_tokens: 300,
      model: "openai/gpt-4o",
      version: 1,
    });

    await card.getByRole("button", { name: "History" }).click();
    await page.getByText("No revision history available for this prompt.").waitFor();
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog")
      .getByText("This action cannot be undone.", { exact: false })
      .waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Prompt deleted").waitFor();
    await card.waitFor({ state: "detached" });
    expect(await storedPrompt("image")).toBeUndefined();

    const system = page.getByRole("article", { name: "system" });
    await system.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    // Spec 001's sentence first, then the server's reason.
    await toast(page, "Failed to delete prompt. Please try again.").waitFor();
    await toast(
      page,
      "The system prompt cannot be deleted: the assistant needs it to answer. Edit it instead.",
    ).waitFor();
    expect(await storedPrompt("system")).toBeDefined();
  });

  /** A page whose GET /api/admin/models answers `models`, as a provider's list would. */
  const withModels = (models: AiModel[]) =>
    harness.openPage("/admin/prompts", undefined, (page) =>
      page.route("**/api/admin/models", (route) => route.fulfill({ json: { data: models } })),
    );
  const priced = (id: string, name: string): AiModel => ({
    id,
    name,
    pricing: { prompt: 0.000001, completion: 0.000002 },
  });

  it("shows the prompt's own model in the Model select, listed or not, and lets Auto be chosen", async () => {
    await db().insert(prompts).values({ type: "model_pick", content: "Pick a model for this prompt." });
    // The prompt's model is listed, but not first: the select must not fall back to the first option.
    const page = await withModels([
      priced("openrouter/auto", "Auto Router"),
      priced("openai/gpt-4o", "GPT-4o"),
    ]);
    const card = page.getByRole("article", { name: "model_pick" });
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Prompt" });
    const model = dialog.getByLabel("Model", { exact: true });
    await model.locator("option", { hasText: "Auto Router" }).waitFor({ state: "attached" });
    expect(await model.inputValue()).toBe("openai/gpt-4o");
    await model.selectOption("openrouter/auto");
    await dialog.getByRole("button", { name: "Update Prompt" }).click();
    await toast(page, "Prompt updated").waitFor();
    expect((await storedPrompt("model_pick"))?.model).toBe("openrouter/auto");

    // Add: the default model stays shown (and offered) although the provider's list lacks it.
    const lacking = await withModels([
      priced("openrouter/auto", "Auto Router"),
      priced("anthropic/claude-3.5-sonnet", "Claude 3.5 Sonnet"),
    ]);
    await lacking.getByRole("button", { name: "Add New Prompt" }).click();
    const add = lacking.getByRole("dialog", { name: "Add New Prompt" }).getByLabel("Model", { exact: true });
    await add.locator("option", { hasText: "Auto Router" }).waitFor({ state: "attached" });
    expect(await add.inputValue()).toBe("openai/gpt-4o");
    expect(await optionLabels(add)).toContain("openai/gpt-4o");
  });

  it("offers spec 001's fallback models when the model list is empty", async () => {
    const page = await withModels([]);
    await page.getByRole("button", { name: "Add New Prompt" }).click();
    const model = page.getByRole("dialog", { name: "Add New Prompt" }).getByLabel("Model", { exact: true });
    await expect
      .poll(() => optionLabels(model))
      .toEqual(["auto (best available)", "gpt-4o", "gpt-4o-mini", "claude-3.5-sonnet"]);
    expect(await model.inputValue()).toBe("openai/gpt-4o");
  });

  it("wraps long content in Prompt History on a phone", async () => {
    const unbroken = `https://example.com/${"a".repeat(300)}`;
    await db()
      .insert(prompts)
      .values({ type: "long_content", content: `See ${unbroken} for the details.` });
    const page = await harness.openPage("/admin/prompts", PHONE);
    await page
      .getByRole("article", { name: "long_content" })
      .getByRole("button", { name: "History" })
      .click();
    const history = page.getByRole("dialog", { name: "Prompt History" });
    await history.getByText("No revision history available for this prompt.").waitFor();
    await screenshot(page, "prompts-history-phone");
    expect(await history.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    // Each version sits inside the dialog rather than stretching it past the screen.
    const overhang = await history.evaluate((dialog) => {
      const right = dialog.getBoundingClientRect().right;
      return [...dialog.querySelectorAll("section")].map(
        (section) => section.getBoundingClientRect().right - right,
      );
    });
    expect(Math.max(...overhang)).toBeLessThanOrEqual(0);
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/prompts", PHONE);
    await page.getByRole("article", { name: "system" }).waitFor();
    await screenshot(page, "prompts-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
