import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.js";
import { formatPhone } from "../../src/shared/phone.js";
import { userDataExportSchema } from "../../src/shared/user-data-export.js";
import { addThread, addUser, hoursAgo } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, screenshot, startConsoleHarness, toast } from "./console-harness.js";

/** Issue 37's done-when: from a user's details, download their export and erase them. */
describe.skipIf(!hasBrowser)("console: a user's data export and erase", () => {
  let harness: ConsoleHarness;
  const db = () => harness.server.database.db;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  it("downloads the user's data as JSON, then erases them once their phone is typed", async () => {
    const dana = await addUser(db(), {
      phone_number: "+14155550188",
      profile: "Dana bakes bread",
      created_at: hoursAgo(3),
    });
    await addThread(
      db(),
      [dana],
      [
        { role: "user", content: "Remind me to feed the starter", at: hoursAgo(2) },
        { role: "assistant", content: "Will do!", at: hoursAgo(2) },
      ],
    );
    const page = await harness.openPage("/admin/users?search=Dana");
    await page.getByRole("button", { name: formatPhone(dana.phone_number) }).click();
    const details = page.getByRole("dialog", { name: "User Details" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      details.getByRole("button", { name: "Export data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^textpal-user-${dana.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const document = userDataExportSchema.parse(
      JSON.parse(await readFile((await download.path()) ?? "", "utf8")),
    );
    expect(document.user).toMatchObject({ id: dana.id, profile: "Dana bakes bread" });
    expect(document.threads[0]?.messages.map((message) => message.content)).toEqual([
      "Remind me to feed the starter",
      "Will do!",
    ]);

    await details.getByRole("button", { name: "Erase user" }).click();
    const confirm = page.getByRole("dialog", { name: "Erase this user?" });
    const field = confirm.getByLabel(`Type ${dana.phone_number} to confirm`);
    const erase = confirm.getByRole("button", { name: "Erase User" });
    await field.fill("+1 415 555 0189");
    expect(await erase.isDisabled()).toBe(true);
    await field.fill("(415) 555-0188");
    expect(await erase.isEnabled()).toBe(true);
    await screenshot(page, "users-erase");
    await erase.click();

    await toast(page, "User Erased").waitFor();
    await page
      .getByText(/Removed 2 messages, 1 thread/)
      .first()
      .waitFor();
    await confirm.waitFor({ state: "detached" });
    await details.waitFor({ state: "detached" });
    await page.getByText("No users found").filter({ visible: true }).waitFor();
    expect(await db().select().from(users).where(eq(users.id, dana.id))).toEqual([]);
  });
});
