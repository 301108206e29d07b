import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAdminByPhone } from "../../src/db/repositories/admins.js";
import { ensureAdmin, GENERATED_ADMIN_PHONE } from "../../src/domain/admin/admin-accounts.js";
import { verifyPassword } from "../../src/domain/admin/passwords.js";
import { type AdminCli, adminCliFixture } from "../helpers/admin-cli.js";
import { openTestDatabase } from "../helpers/test-database.js";

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
// a test of several calls needs more than the default time on a busy machine. The CLI's other
// commands and its messages are tested once a run, in admin-cli.test.ts; this opens each engine.
describe("admin CLI", { timeout: 60_000 }, () => {
  let admin: AdminCli;
  beforeAll(async () => {
    admin = await adminCliFixture();
  });
  afterAll(() => admin.cleanup());

  it("creates an admin and changes its password", async () => {
    const created = await admin.cli(
      "create",
      "--phone",
      "+1 500 555 0199",
      "--password",
      "cli-password-otter",
    );
    expect(created.stdout).toMatch(/Admin \+15005550199 created/);
    expect(await verifyPassword(await admin.storedHash("+15005550199"), "cli-password-otter")).toBe(true);

    const changed = await admin.cli(
      "set-password",
      "--phone",
      "5005550199",
      "--password",
      "new-cli-password",
    );
    expect(changed.stdout).toMatch(/Password updated/);
    expect(await verifyPassword(await admin.storedHash("+15005550199"), "new-cli-password")).toBe(true);
  });
});
