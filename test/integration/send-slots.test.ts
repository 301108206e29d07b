import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { reserveSendSlots } from "../../src/db/repositories/system-numbers.js";
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
    { number: "+15005550024", messages_per_second: 10 },
    { number: "+15005550025", messages_per_second: 5 },
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
      slots.push(iso((await reserveSendSlots(database.db, ["+15005550021"], now))[0] ?? null));
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
      slots.push(iso((await reserveSendSlots(database.db, ["+15005550022"], now))[0] ?? null));
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
      reserveSendSlots(index % 2 ? other.db : database.db, ["+15005550023"], now),
    );
    const slots = (await Promise.all(reservations))
      .map(([slot]) => slot?.getTime() ?? 0)
      .sort((a, b) => a - b);
    expect(new Set(slots).size).toBe(40);
    const gaps = slots.slice(1).map((slot, index) => slot - (slots[index] ?? 0));
    expect(gaps.every((gap) => gap === 100)).toBe(true);
  });

  it("does not limit a number it does not know", async () => {
    expect(await reserveSendSlots(database.db, ["+15005559999"], new Date())).toEqual([null]);
  });

  it("hands a batch its slots in one update: each number's consecutive, in the order asked", async () => {
    const now = new Date("2026-01-01T00:02:00.200Z");
    const [a1, b1, a2, unknown, a3] = await reserveSendSlots(
      database.db,
      ["+15005550024", "+15005550025", "+15005550024", "+15005559999", "+15005550024"],
      now,
    );
    expect([a1, a2, a3].map(iso)).toEqual([
      "2026-01-01T00:02:00.200Z",
      "2026-01-01T00:02:00.300Z",
      "2026-01-01T00:02:00.400Z",
    ]);
    expect(iso(b1 ?? null)).toBe("2026-01-01T00:02:00.200Z");
    expect(unknown).toBeNull();
    const [next] = await reserveSendSlots(database.db, ["+15005550024"], now);
    expect(iso(next ?? null)).toBe("2026-01-01T00:02:00.500Z");
  });
});
