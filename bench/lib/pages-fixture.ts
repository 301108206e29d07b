import type { Page } from "playwright-core";
import { openDatabase } from "../../src/db/client.js";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { systemClock } from "../../src/domain/clock.js";
import { createMicroUi } from "../../src/domain/micro-ui/create-micro-ui.js";
import { contractUrl } from "../../src/shared/api/contract-url.js";
import { PUBLIC_API_PATHS } from "../../src/shared/api/public-paths.js";
import { groceryChecklistDefinition } from "../../test/helpers/micro-ui-definitions.js";
import { SYSTEM_NUMBER } from "../../test/helpers/pipeline-app.js";

const ITEMS = ["Milk", "Eggs", "Bread", "Apples", "Coffee", "Rice", "Tomatoes", "Cheese"];

/**
 * Writes what bench/pages needs into the embedded database of `dataDir` before the server opens it
 * (PGlite allows one process a directory): `count` identical checklist pages, one per cold visit so
 * that every visit finds its list untouched, and a system number that takes texts at any rate from
 * senders with no free-message limit (the bench measures memory, not the limits). Returns the slugs.
 */
export async function seedPagesDatabase(dataDir: string, count: number): Promise<string[]> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    await database.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER, messages_per_second: 100_000 });
    await writeSetting(database.db, "FREE_MESSAGE_LIMIT", "100000000");
    const slugs: string[] = [];
    for (let index = 0; index < count; index++) {
      const definition = groceryChecklistDefinition();
      definition.data = {
        lists: { groceries: ITEMS.map((text, item) => ({ id: String(item + 1), text, completed: false })) },
      };
      const created = await createMicroUi(database.db, {
        definition,
        threadId: null,
        userId: null,
        clock: systemClock,
        publicUrl: "http://127.0.0.1",
      });
      if (!created.ok) throw new Error(`the checklist was refused: ${JSON.stringify(created.errors)}`);
      slugs.push(created.slug);
    }
    return slugs;
  } finally {
    await database.close();
  }
}

/**
 * Ticks the first checkbox as a person would and reports whether it was saved: the page sent its
 * data (POST to the page's data endpoint, answered 200) and the public API now returns that item
 * checked.
 */
export async function checkFirstItem(page: Page, baseUrl: string, slug: string): Promise<boolean> {
  const box = page.locator('input[type="checkbox"]').first();
  const item = await box.getAttribute("aria-label");
  const dataPath = contractUrl({ path: PUBLIC_API_PATHS.microUiData }, { slug });
  const sent = page
    .waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === dataPath,
      { timeout: 30_000 },
    )
    .then((response) => response.ok())
    .catch(() => false);
  await box.click();
  if (!(await sent)) return false;
  const stored = await fetch(`${baseUrl}${contractUrl({ path: PUBLIC_API_PATHS.microUi }, { slug })}`);
  const { ui } = (await stored.json()) as {
    ui: { data?: { lists?: { groceries?: Array<{ text: string; completed: boolean }> } } };
  };
  return ui.data?.lists?.groceries?.some((entry) => entry.text === item && entry.completed) ?? false;
}
