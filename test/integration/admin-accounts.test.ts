import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import { openDatabase } from "../../src/db/client.js";
import { findAdminByPhone } from "../../src/db/repositories/admins.js";
import { ensureAdmin, GENERATED_ADMIN_PHONE } from "../../src/domain/admin/admin-accounts.js";
import { verifyPassword } from "../../src/domain/admin/passwords.js";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { bundledEntry } from "../helpers/server-bundle.js";
import {
  createScratchPostgresDatabase,
  openTestDatabase,
  testDatabaseKind,
} from "../helpers/test-database.js";

const run = promisify(execFile);

describe("first-start admin", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("generates one admin with a random password when none exists and none is configured", async () => {
    const result = await ensureAdmin(database.db, {});
    expect(result).toMatchObject({ kind: "generated", phone: GENERATED_ADMIN_PHONE });
    const password = result.kind === "generated" ? result.password : "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = await findAdminByPhone(database.db, GENERATED_ADMIN_PHONE);
    expect(admin?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.password_hash ?? "", password)).toBe(true);
    expect(await ensureAdmin(database.db, {})).toEqual({ kind: "existing" });
  });

  it("creates the configured admin, then updates its password on a later start", async () => {
    expect(await ensureAdmin(database.db, { phone: "5005550188", password: "first-pass" })).toEqual({
      kind: "configured",
      phone: "+15005550188",
    });
    await ensureAdmin(database.db, { phone: "+15005550188", password: "second-pass" });
    const admin = await findAdminByPhone(database.db, "+15005550188");
    expect(await verifyPassword(admin?.password_hash ?? "", "second-pass")).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? "", "first-pass")).toBe(false);
  });
});

// Each call starts the CLI as its own process, which opens the database (PGlite takes seconds):
// a test of several calls needs more than the default time on a busy machine.
describe("admin CLI", { timeout: 60_000 }, () => {
  let env: Record<string, string>;
  let cleanup = async () => {};
  beforeAll(async () => {
    if (testDatabaseKind() === "postgres") {
      const scratch = await createScratchPostgresDatabase();
      env = { DATABASE_URL: scratch.url };
      cleanup = scratch.drop;
    } else {
      env = { DATA_DIR: migratedDataDir("textpal-cli-") };
    }
  });
  afterAll(() => cleanup());

  const cli = (...args: string[]) =>
    run(process.execPath, [bundledEntry("admin"), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
    });

  async function storedHash(phone: string) {
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR ?? "" });
    try {
      return (await findAdminByPhone(database.db, phone))?.password_hash ?? "";
    } finally {
      await database.close();
    }
  }

  it("creates an admin and changes its password", async () => {
    const created = await cli("create", "--phone", "+1 500 555 0199", "--password", "cli-password-otter");
    expect(created.stdout).toMatch(/Admin \+15005550199 created/);
    expect(await verifyPassword(await storedHash("+15005550199"), "cli-password-otter")).toBe(true);

    const changed = await cli("set-password", "--phone", "5005550199", "--password", "new-cli-password");
    expect(changed.stdout).toMatch(/Password updated/);
    expect(await verifyPassword(await storedHash("+15005550199"), "new-cli-password")).toBe(true);
  });

  it("explains what is wrong instead of failing with a stack trace", async () => {
    await expect(
      cli("create", "--phone", "+15005550199", "--password", "another-cli-passphrase"),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/already exists/),
    });
    await expect(
      cli("set-password", "--phone", "+15005550111", "--password", "whatever"),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/No admin with phone \+15005550111/),
    });
    await expect(cli("create", "--phone", "+15005550112", "--password", "abc")).rejects.toMatchObject({
      stderr: expect.stringMatching(/at least 12 characters/),
    });
    await expect(
      cli("create", "--phone", "+15005550112", "--password", "qwerty123456"),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/10,000 most common passwords/) });
    await expect(cli("disable")).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) });
    await expect(cli("frobnicate")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Usage/),
    });
  });

  it("lists admins, and disables one but never the last active one", async () => {
    await cli("create", "--phone", "+15005550198", "--password", "second-cli-password", "--name", "Second");
    const listed = await cli("list");
    expect(listed.stdout).toMatch(/^PHONE\s+NAME\s+STATUS\s+2FA\s+LAST SIGN-IN\s+CREATED$/m);
    expect(listed.stdout).toMatch(/^\+15005550198\s+Second\s+active\s+off\s+never\s+\d{4}-/m);
    expect(listed.stdout).toMatch(/^\+15005550199\s+-\s+active/m);

    const disabled = await cli("disable", "--phone", "+15005550198");
    expect(disabled.stdout).toMatch(/Admin \+15005550198 disabled; their sessions have ended\./);
    expect((await cli("list")).stdout).toMatch(/^\+15005550198\s+Second\s+disabled/m);
    await expect(cli("disable", "--phone", "+15005550199")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/last active admin/),
    });
    expect((await cli("enable", "--phone", "+15005550198")).stdout).toMatch(/enabled/);
  });
});
