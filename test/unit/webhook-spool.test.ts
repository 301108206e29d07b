import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileSpool } from "../../src/messaging/spool/file-spool.js";
import { formatEntry, parseEntries, type SpoolEntry } from "../../src/messaging/spool/spool-entry.js";
import { SPOOLED, Spooler } from "../../src/messaging/spool/spooler.js";
import { eventually } from "../helpers/twilio-webhook.js";

/**
 * How long a test waits for a replay at most: a bound, not a speed. On a machine busy with the other
 * lane a failed first try backs off 0.5, 1, 2, 4 s, and the test still ends as soon as it is done.
 */
const REPLAY_BOUND_MS = 15_000;

const freshDir = () => join(mkdtempSync(join(tmpdir(), "textpal-spool-")), "port-3000");
const quiet = { info() {}, warn() {}, error() {} };

const text = (sid: string): SpoolEntry => ({
  kind: "text",
  text: {
    provider: "twilio",
    providerMessageId: sid,
    from: "+12125550101",
    to: "+15005550006",
    body: `hi ${sid}`,
    media: [],
  },
});
const status = (sid: string): SpoolEntry => ({
  kind: "status",
  report: { provider: "twilio", providerMessageId: sid, status: "delivered", errorCode: null },
});
const sidOf = (entry: SpoolEntry) =>
  entry.kind === "text" ? entry.text.providerMessageId : entry.report.providerMessageId;

/** A database that can be switched off, recording what it took. */
function database() {
  const taken: string[] = [];
  const state = { up: false, refuse: new Set<string>() };
  return {
    taken,
    state,
    take: async (entry: SpoolEntry) => {
      if (!state.up || state.refuse.has(sidOf(entry))) throw new Error("database away");
      taken.push(sidOf(entry));
    },
    databaseAnswers: async () => state.up,
  };
}

describe("the webhook spool", () => {
  it("keeps what the database cannot take, on disk, and replays it in order once it can", async () => {
    const dir = freshDir();
    const db = database();
    const spooler = new Spooler(await FileSpool.open(dir), quiet, { ...db, firstRetryMs: 10 });
    const outcomes = await Promise.all(
      ["SM1", "SM2", "SM3"].map((sid, index) =>
        spooler.takeOrKeep(index === 1 ? status(sid) : text(sid), async () => {
          await db.take(text(sid));
          return "stored";
        }),
      ),
    );
    expect(outcomes).toEqual([SPOOLED, SPOOLED, SPOOLED]);
    expect(spooler.depth).toBe(3);
    const onDisk = parseEntries(readFileSync(join(dir, "pending.jsonl"), "utf8")).entries;
    expect(onDisk.map(sidOf)).toEqual(["SM1", "SM2", "SM3"]);
    expect(onDisk[1]).toEqual(status("SM2"));

    db.state.up = true;
    await eventually(
      () => spooler.depth,
      (depth) => depth === 0,
      REPLAY_BOUND_MS,
    );
    expect(db.taken).toEqual(["SM1", "SM2", "SM3"]);
    await spooler.close();
    expect(existsSync(dir)).toBe(false);
  });

  it("answers what the database takes without spooling it", async () => {
    const db = database();
    db.state.up = true;
    const spooler = new Spooler(await FileSpool.open(freshDir()), quiet, db);
    expect(await spooler.takeOrKeep(text("SM1"), async () => "stored")).toBe("stored");
    expect(spooler.depth).toBe(0);
    await spooler.close();
  });

  it("is replayed by the next run of the process after a crash, skipping a half-written last line", async () => {
    const dir = freshDir();
    const first = await FileSpool.open(dir);
    await first.append(text("SM1"));
    await first.append(text("SM2"));
    // The process dies here: no close, a torn line at the end of the file, and its lock left behind.
    appendFileSync(join(dir, "pending.jsonl"), '{"kind":"text","te');
    const db = database();
    db.state.up = true;
    const second = await FileSpool.open(dir).catch((error: Error) => error);
    // The first spool's process is this one, still alive: it must not be taken over.
    expect(second).toBeInstanceOf(Error);
    await first.close();

    const restarted = new Spooler(await FileSpool.open(dir), quiet, db);
    expect(restarted.depth).toBe(2);
    restarted.resume();
    await eventually(
      () => restarted.depth,
      (depth) => depth === 0,
      REPLAY_BOUND_MS,
    );
    expect(db.taken).toEqual(["SM1", "SM2"]);
    await restarted.close();
  });

  it("takes new webhooks into a fresh file while it replays, and replays them next", async () => {
    const dir = freshDir();
    const db = database();
    const spooler = new Spooler(await FileSpool.open(dir), quiet, { ...db, firstRetryMs: 10 });
    const failing = async () => {
      throw new Error("database away");
    };
    await spooler.takeOrKeep(text("SM1"), failing);
    db.state.up = true;
    await Promise.all(["SM2", "SM3", "SM4"].map((sid) => spooler.takeOrKeep(text(sid), failing)));
    await eventually(
      () => spooler.depth,
      (depth) => depth === 0,
      REPLAY_BOUND_MS,
    );
    expect([...db.taken].sort()).toEqual(["SM1", "SM2", "SM3", "SM4"]);
    expect(new Set(db.taken).size).toBe(4);
    await spooler.close();
  });

  it("sets aside an entry that keeps failing while the database answers, and goes on", async () => {
    const dir = freshDir();
    const db = database();
    const spooler = new Spooler(await FileSpool.open(dir), quiet, { ...db, firstRetryMs: 10 });
    const failing = async () => {
      throw new Error("database away");
    };
    for (const sid of ["SM1", "SM2", "SM3"]) await spooler.takeOrKeep(text(sid), failing);
    db.state.refuse.add("SM2");
    db.state.up = true;
    await eventually(
      () => spooler.depth,
      (depth) => depth === 0,
      5000,
    );
    expect(db.taken).toEqual(["SM1", "SM3"]);
    const untaken = parseEntries(readFileSync(join(dir, "untaken.jsonl"), "utf8")).entries;
    expect(untaken.map(sidOf)).toEqual(["SM2"]);
    await spooler.close();
  });

  it("sets aside at once the lines that are no webhook, and replays the entries around them", async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const malformed = [
      '{"kind":"text","te',
      "not json at all",
      '{"kind":"text","text":{"provider":"twilio","providerMessageId":"SM2"}}',
      '{"kind":"status","report":null}',
    ];
    const lines = [formatEntry(text("SM1")).trim(), ...malformed, formatEntry(status("SM3")).trim()];
    writeFileSync(join(dir, "pending.jsonl"), `${lines.join("\n")}\n`);
    const db = database();
    db.state.up = true;
    const errors: unknown[] = [];
    const log = { ...quiet, error: (...args: unknown[]) => errors.push(args) };
    // A retry would come only after a minute: the replay must not need one.
    const spooler = new Spooler(await FileSpool.open(dir), log, {
      ...db,
      take: async (entry) => {
        // As the real core does, an entry of the wrong shape fails in the taking.
        if (entry.kind === "text" && typeof entry.text.from !== "string") throw new TypeError("no sender");
        await db.take(entry);
      },
      firstRetryMs: 60_000,
    });
    expect(spooler.depth).toBe(2);
    spooler.resume();
    await eventually(
      () => spooler.depth,
      (depth) => depth === 0,
      REPLAY_BOUND_MS,
    );
    expect(db.taken).toEqual(["SM1", "SM3"]);
    expect(readFileSync(join(dir, "unreadable.jsonl"), "utf8")).toBe(`${malformed.join("\n")}\n`);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toMatch(/unreadable\.jsonl/);
    await spooler.close();
  });
});
