import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { reserveSendSlot } from "../../src/db/repositories/system-numbers.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { secondConnection } from "../helpers/second-connection.js";
import { openTestDatabase } from "../helpers/test-database.js";

/** The per-number rate limit the outbound sender keeps (10 MPS here), across processes. */
let database: DatabaseHandle;
let other: ReturnType<typeof secondConnection>;

beforeAll(async () => {
  database = await openTestDatabase();
  other = secondConnection(database);
  await database.db.insert(systemNumbers).values([
    { number: "+15005550021", messages_per_second: 10 },
    { number: "+15005550022", messages_per_second: 10 },
    { number: "+15005550023", messages_per_second: 10 },
  ]);
});
afterAll(async () => {
  await other.close();
  await database.close();
});

const iso = (date: Date | null) => date?.toISOString();

describe("send slots", () => {
  it("gives an idle number the current instant, then slots 1/MPS apart", async () => {
    const now = new Date("2026-01-01T00:00:05.530Z");
    const slots = [];
    for (let index = 0; index < 3; index++)
      slots.push(iso(await reserveSendSlot(database.db, "+15005550021", now)));
    expect(slots).toEqual([
      "2026-01-01T00:00:05.530Z",
      "2026-01-01T00:00:05.630Z",
      "2026-01-01T00:00:05.730Z",
    ]);
  });

  it("starts a burst that would begin just before a grid point on it, so seconds keep their share", async () => {
    const now = new Date("2026-01-01T00:00:05.970Z");
    const slots = [];
    for (let index = 0; index < 11; index++)
      slots.push(iso(await reserveSendSlot(database.db, "+15005550022", now)));
    expect(slots[0]).toBe("2026-01-01T00:00:06.000Z");
    expect(slots[10]).toBe("2026-01-01T00:00:07.000Z");
    const perSecond = new Map<string, number>();
    for (const slot of slots)
      perSecond.set(slot?.slice(0, 19) ?? "", (perSecond.get(slot?.slice(0, 19) ?? "") ?? 0) + 1);
    expect([...perSecond.values()]).toEqual([10, 1]);
  });

  it("never hands one slot to two senders, whatever connection they use", async () => {
    const now = new Date("2026-01-01T00:01:00.300Z");
    const reservations = Array.from({ length: 40 }, (_, index) =>
      reserveSendSlot(index % 2 ? other.db : database.db, "+15005550023", now),
    );
    const slots = (await Promise.all(reservations)).map((slot) => slot?.getTime() ?? 0).sort((a, b) => a - b);
    expect(new Set(slots).size).toBe(40);
    const gaps = slots.slice(1).map((slot, index) => slot - (slots[index] ?? 0));
    expect(gaps.every((gap) => gap === 100)).toBe(true);
  });

  it("does not limit a number it does not know", async () => {
    expect(await reserveSendSlot(database.db, "+15005559999", new Date())).toBeNull();
  });
});
