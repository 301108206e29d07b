import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminCli, adminCliFixture } from "../helpers/admin-cli.js";

/**
 * The admin CLI's commands and messages. What it prints is decided in TypeScript over the admin
 * repository that admin-accounts (both engines, a CLI call on each) and the console's tests cover,
 * so this runs once a run (ONE_ENGINE_FILES): on PGlite every call opened the database anew, 44 s
 * of CI's PGlite lane.
 */
describe("admin CLI commands", { timeout: 60_000 }, () => {
  let admin: AdminCli;
  const cli = (...args: string[]) => admin.cli(...args);
  beforeAll(async () => {
    admin = await adminCliFixture();
    await cli("create", "--phone", "+15005550199", "--password", "cli-password-otter");
  });
  afterAll(() => admin.cleanup());

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
