import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { loadConfigSnapshot, readConfigVersion } from "../../src/db/repositories/config-snapshot.js";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { reserveSendSlots } from "../../src/db/repositories/system-numbers.js";
import { keywords, prompts, systemNumbers } from "../../src/db/schema/index.js";
import { openTestDatabase } from "../helpers/test-database.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The pipeline trusts its in-memory configuration only while this version stays the same. */
describe("configuration version", () => {
  it("moves on every configuration write, and the snapshot shows the change", async () => {
    const db = database.db;
    let version = await readConfigVersion(db);
    const moved = async () => {
      const next = await readConfigVersion(db);
      const changed = next !== version;
      version = next;
      return changed;
    };
    await writeSetting(db, "MAINTENANCE_MODE", "true");
    expect(await moved()).toBe(true);
    await db.insert(keywords).values({ keyword: "HOURS", response: "9 to 5" });
    expect(await moved()).toBe(true);
    await db.insert(prompts).values({ type: "image", content: "Describe it." });
    expect(await moved()).toBe(true);
    await db.insert(systemNumbers).values({ number: "+15005550031" });
    expect(await moved()).toBe(true);
    await db.update(systemNumbers).set({ is_active: false }).where(eq(systemNumbers.number, "+15005550031"));
    expect(await moved()).toBe(true);
    const snapshot = await loadConfigSnapshot(db);
    expect(snapshot.settings.MAINTENANCE_MODE).toBe("true");
    expect(snapshot.keywords.map((keyword) => keyword.keyword)).toContain("HOURS");
    expect(snapshot.prompts.get("image")?.content).toBe("Describe it.");
    expect(snapshot.systemNumbers.get("+15005550031")?.is_active).toBe(false);
  });

  it("does not move when a send slot is reserved: that is traffic, not configuration", async () => {
    await database.db.insert(systemNumbers).values({ number: "+15005550032", messages_per_second: 10 });
    const before = await readConfigVersion(database.db);
    await reserveSendSlots(database.db, ["+15005550032", "+15005550032"], new Date());
    expect(await readConfigVersion(database.db)).toBe(before);
  });
});
