import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackup } from "../../src/db/backup/backup-reader.js";
import { writeBackup } from "../../src/db/backup/write-backup.js";
import { adminAuditLog } from "../../src/db/schema/index.js";
import type { AppError } from "../../src/domain/app-error.js";
import { createBackupsService } from "../../src/domain/backups/backups-service.js";
import { createDailyBackupRound } from "../../src/domain/backups/daily-backup-round.js";
import type { Logger } from "../../src/domain/logger.js";
import type { BackupList } from "../../src/shared/backups.js";
import { hold } from "../helpers/hold.js";
import { manualClock } from "../helpers/manual-clock.js";
import { signInCookie } from "../helpers/sign-in.js";
import { testDatabaseKind } from "../helpers/test-database.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const TIME_ZONE = "America/New_York";
/** 08:00 in New York; the next daily backup is due at 03:00 there, 07:00 UTC. */
const clock = manualClock(new Date("2026-03-10T12:00:00Z"));
const silent: Logger = { info() {}, warn() {}, error() {} };

let t: TestApp;
let cookie: string;
let dataDir: string;
let backupsDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "textpal-backups-"));
  backupsDir = join(dataDir, "backups");
  t = await createTestApp({
    clock,
    env: { DATA_DIR: dataDir, BACKUP_KEEP: "2", DEFAULT_TIMEZONE: TIME_ZONE },
  });
  cookie = await signInCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const list = async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/backups", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<BackupList>();
};
const create = () =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/backups",
    headers: { cookie, "x-requested-with": "fetch" },
  });
// Asked as a browser asks: the file must arrive as it is on disk, not compressed again.
const download = (name: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/backups/${name}`,
    headers: { cookie, "accept-encoding": "br, gzip" },
  });
const auditEntries = (name: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.resource_id, name));

/** A backups service over the same directory, as another process would have. */
const backupsService = (writer?: typeof writeBackup) =>
  createBackupsService({
    database: t.database,
    clock,
    directory: backupsDir,
    keep: 2,
    timeZone: TIME_ZONE,
    writer,
  });

/** The list as the console reads it, without a session: the clock moves on by days below. */
const files = { list: () => backupsService().list() };

/** A daily round over the same directory, as the scheduler of another process would run it. */
function dailyRound(log = silent) {
  const backups = backupsService();
  return createDailyBackupRound({ backups, database: t.database, clock, timeZone: TIME_ZONE, log });
}

describe("Settings → Backups API", () => {
  it("needs a signed-in admin for every call", async () => {
    const name = "textpal-20260310T120000000Z-manual.tpbak";
    for (const [method, url] of [
      ["GET", "/api/admin/backups"],
      ["POST", "/api/admin/backups"],
      ["GET", `/api/admin/backups/${name}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { "x-requested-with": "fetch" } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lists nothing before the first backup, with where the daily job keeps how many", async () => {
    expect(await list()).toEqual({
      backups: [],
      keep: 2,
      time_zone: TIME_ZONE,
      directory: backupsDir,
      last_daily_run: null,
    });
  });

  it("makes a backup that is listed, downloads as the file's bytes, and is audited twice", async () => {
    const created = await create();
    expect(created.statusCode).toBe(201);
    const backup = created.json();
    expect(backup).toMatchObject({
      name: "textpal-20260310T120000000Z-manual.tpbak",
      created_at: "2026-03-10T12:00:00.000Z",
      made_by: "manual",
    });
    expect((await list()).backups).toEqual([backup]);
    // Nothing but the finished file is left behind: the temporary name was renamed.
    expect(await readdir(backupsDir)).toEqual([backup.name]);

    const response = await download(backup.name);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${backup.name}"`);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    const onDisk = await readFile(join(backupsDir, backup.name));
    expect(response.rawPayload.equals(onDisk)).toBe(true);
    expect(onDisk.length).toBe(backup.size_bytes);
    expect(response.headers["content-length"]).toBe(String(backup.size_bytes));
    // The download is a whole, sound backup: read to its end line, every table's checksum holds.
    const downloaded = join(dataDir, "downloaded.tpbak");
    await writeFile(downloaded, response.rawPayload);
    const events = [];
    for await (const event of readBackup(downloaded)) if (event.kind !== "rows") events.push(event);
    expect(events[0]).toMatchObject({
      kind: "header",
      header: { engine: t.database.kind, createdAt: "2026-03-10T12:00:00.000Z" },
    });
    expect(events.at(-1)).toMatchObject({ kind: "end", totals: { tables: expect.any(Number) } });
    await rm(downloaded);

    const entries = await auditEntries(backup.name);
    expect(entries.map((entry) => [entry.action, entry.resource_type, entry.admin_phone])).toEqual([
      ["create", "backup", t.admin.phoneNumber],
      ["download", "backup", t.admin.phoneNumber],
    ]);
  });

  it("refuses a second backup while one is being made, with 409 and why", async () => {
    const writing = hold();
    const backups = backupsService(async (database, out, options) => {
      await writing.promise;
      return writeBackup(database, out, options);
    });
    clock.advance(1000);
    const first = backups.createManual();
    const second = await backups.createManual().catch((error: AppError) => error);
    expect(second).toMatchObject({
      status: 409,
      message:
        "A backup (textpal-20260310T120001000Z-manual.tpbak) is being made; try again when it has finished",
    });
    writing.release();
    expect(await first).toMatchObject({ name: "textpal-20260310T120001000Z-manual.tpbak" });
    // The next one may start once it has finished.
    clock.advance(1000);
    expect((await create()).statusCode).toBe(201);
  });

  it("answers 400 for anything that is not a backup's name and 404 for one that is not there", async () => {
    await writeFile(join(backupsDir, "notes.txt"), "not a backup");
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "notes.txt", "textpal-2026.tpbak"]) {
      const response = await download(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors).toHaveProperty("name");
    }
    const missing = await download("textpal-20200101T000000000Z-daily.tpbak");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: "There is no backup named textpal-20200101T000000000Z-daily.tpbak",
    });
    // A file put there by hand, or a half-written one, is never listed.
    await writeFile(join(backupsDir, ".textpal-20260310T120500000Z-manual.tpbak.partial"), "half");
    expect((await list()).backups.map((backup) => backup.made_by)).toEqual(["manual", "manual", "manual"]);
  });
});

describe("the daily backup", () => {
  it("is made at 03:00 in DEFAULT_TIMEZONE and keeps BACKUP_KEEP daily ones, never an admin's", async () => {
    const round = dailyRound();
    expect(await round.round()).toEqual({ more: false, nextDueAt: new Date("2026-03-11T07:00:00Z") });
    expect((await files.list()).backups.filter((backup) => backup.made_by === "daily")).toEqual([]);

    const made: string[] = [];
    for (const day of ["11", "12", "13"]) {
      clock.set(new Date(`2026-03-${day}T07:00:00Z`));
      const next = await round.round();
      made.push(`textpal-202603${day}T070000000Z-daily.tpbak`);
      expect(next.nextDueAt).toEqual(new Date(`2026-03-${Number(day) + 1}T07:00:00Z`));
    }
    const after = await files.list();
    expect(after.backups.filter((backup) => backup.made_by === "daily").map((backup) => backup.name)).toEqual(
      made.slice(1).reverse(),
    );
    expect(after.backups.filter((backup) => backup.made_by === "manual")).toHaveLength(3);
    expect(after.last_daily_run).toEqual({
      at: "2026-03-13T07:00:00.000Z",
      outcome: "created",
      detail: made[2],
    });
    // A day later the half-written file counts as abandoned; a file that is no backup is left alone.
    const left = await readdir(backupsDir);
    expect(left).not.toContain(".textpal-20260310T120500000Z-manual.tpbak.partial");
    expect(left).toContain("notes.txt");
    // Daily backups are the scheduler's, not an admin's call: no audit entry.
    expect(await auditEntries(made[2] as string)).toEqual([]);
  });

  it("records a failed run for the console and tries again an hour later", async () => {
    const round = dailyRound();
    clock.set(new Date("2026-03-14T07:00:00Z"));
    // Something in the way of the temporary file makes the write fail.
    const blocker = join(backupsDir, ".textpal-20260314T070000000Z-daily.tpbak.partial");
    await mkdir(blocker);
    expect(await round.round()).toEqual({ more: false, nextDueAt: new Date("2026-03-14T08:00:00Z") });
    expect((await files.list()).last_daily_run).toMatchObject({
      at: "2026-03-14T07:00:00.000Z",
      outcome: "failed",
    });
    expect((await files.list()).last_daily_run?.detail).toMatch(/^The backup could not be made: .*EEXIST/);
    await rm(blocker, { recursive: true });

    clock.set(new Date("2026-03-14T08:00:00Z"));
    await round.round();
    expect((await files.list()).last_daily_run).toEqual({
      at: "2026-03-14T08:00:00.000Z",
      outcome: "created",
      detail: "textpal-20260314T080000000Z-daily.tpbak",
    });
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "is made by one of two processes that reach the due time together",
    async () => {
      const lines: string[] = [];
      const note = (_: object, message: string) => {
        lines.push(message);
      };
      const log: Logger = { info: note, warn: note, error: note };
      const [first, second] = [dailyRound(log), dailyRound(log)];
      clock.set(new Date("2026-03-15T07:00:00Z"));
      await Promise.all([first.round(), second.round()]);
      // Both making it would end in one of them failing to put its file in place.
      expect(lines.filter((line) => line.startsWith("daily backup"))).toEqual(["daily backup made"]);
      const daily = (await files.list()).backups.filter((backup) => backup.made_by === "daily");
      expect(daily.map((backup) => backup.name)).toEqual([
        "textpal-20260315T070000000Z-daily.tpbak",
        "textpal-20260314T080000000Z-daily.tpbak",
      ]);
    },
  );

  it("runs in the scheduler of a process that runs the loops", async () => {
    const scheduled = await createTestApp({
      clock,
      workers: true,
      dailyBackups: true,
      env: { DATA_DIR: dataDir, BACKUP_KEEP: "2", DEFAULT_TIMEZONE: TIME_ZONE },
    });
    try {
      clock.set(new Date("2026-03-16T07:00:00Z"));
      await scheduled.scheduler.changed("jobs");
      await expect
        .poll(async () => (await files.list()).last_daily_run?.detail)
        .toBe("textpal-20260316T070000000Z-daily.tpbak");
    } finally {
      await scheduled.close();
    }
  });
});
