import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminsService } from "../../src/domain/admin/admins-service.js";
import { createSignIn } from "../../src/domain/admin/sign-in.js";
import { AppError } from "../../src/domain/app-error.js";
import { GUESSABLE_PASSWORD_MESSAGE } from "../../src/shared/admins.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/** Issue 22, admin accounts: the Admins screen's calls, their rules and what they do to sessions. */

let t: TestApp;
let cookie: string;
let selfId: number;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
  call = adminClient(t.app, cookie);
  selfId = (await call("GET", "/api/admin/me")).json().admin.id;
});
afterAll(() => t.close());

/** The admins service as the CLI uses it, to reach states the console cannot (the last active admin). */
function operatorService() {
  const clock = { now: () => new Date() };
  const signIn = createSignIn({ db: t.database.db, clock, sleep: async () => {} });
  return createAdminsService({ db: t.database.db, clock, signIn });
}

let nextPhone = 100;
const TEMPORARY = "temporary-pass-7Q";

async function addAdmin(name: string | null = null) {
  const phone = `+1500555${String(nextPhone++).padStart(4, "0")}`;
  const response = await call("POST", "/api/admin/admins", {
    phone_number: phone,
    name,
    temporary_password: TEMPORARY,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, phone };
}

const signIn = (phoneNumber: string, password: string) => signInCookie(t.app, { phoneNumber, password });
const as = (sessionCookie: string) => adminClient(t.app, sessionCookie);

async function changePassword(sessionCookie: string, current: string, next: string) {
  return as(sessionCookie)("POST", "/api/admin/me/password", {
    current_password: current,
    new_password: next,
  });
}

describe("listing and adding admins", () => {
  it("lists each admin with phone, name, 2FA, last sign-in, created date and status", async () => {
    const response = await call("GET", "/api/admin/admins");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: selfId,
        phone_number: t.admin.phoneNumber,
        name: null,
        totp_enabled: false,
        must_change_password: false,
        last_signed_in_at: expect.any(String),
        created_at: expect.any(String),
        status: "active",
      },
    ]);
  });

  it("adds an admin who must change the temporary password, and has never signed in", async () => {
    const response = await call("POST", "/api/admin/admins", {
      phone_number: "(500) 555-0150",
      name: "  Dana Ops ",
      temporary_password: TEMPORARY,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      phone_number: "+15005550150",
      name: "Dana Ops",
      must_change_password: true,
      last_signed_in_at: null,
      status: "active",
      totp_enabled: false,
    });
    const again = await call("POST", "/api/admin/admins", {
      phone_number: "+15005550150",
      temporary_password: TEMPORARY,
    });
    expect(again.statusCode).toBe(409);
    // Named by its field too, so the Add Admin form shows it under the phone (issue 39).
    expect(again.json()).toEqual({
      message: "An admin with phone +15005550150 already exists.",
      errors: { phone_number: "An admin with phone +15005550150 already exists." },
    });
  });

  it("refuses a phone that is not a number", async () => {
    const response = await call("POST", "/api/admin/admins", {
      phone_number: "not a phone",
      temporary_password: TEMPORARY,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      phone_number: "Enter a valid phone number, e.g. +15551234567.",
    });
  });
});

describe("password policy", () => {
  const attempt = (temporary_password: string) =>
    call("POST", "/api/admin/admins", { phone_number: "+15005550160", temporary_password });

  it("needs at least 12 characters", async () => {
    const response = await attempt("short-pass1");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      temporary_password: "Password must be at least 12 characters.",
    });
  });

  it("refuses one of the 10,000 most common passwords, whatever its case", async () => {
    for (const common of ["qwerty123456", "1Q2W3E4R5T6Y"]) {
      const response = await attempt(common);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.temporary_password).toBe(
        "This password is one of the 10,000 most common passwords. Choose one that is harder to guess.",
      );
    }
  });

  it("refuses a password that is easy to guess though not on the list: zxcvbn's score under 3", async () => {
    // Each is 12 characters or more and not among the 10,000 most common.
    for (const guessable of ["password1234", "iloveyou2024", "football1234", "michael19851985"]) {
      const response = await attempt(guessable);
      expect(response.statusCode, guessable).toBe(400);
      expect(response.json().errors).toEqual({ temporary_password: GUESSABLE_PASSWORD_MESSAGE });
    }
    const reset = await call("POST", `/api/admin/admins/${(await addAdmin()).id}/reset-password`, {
      temporary_password: "password1234",
    });
    expect(reset.json().errors).toEqual({ temporary_password: GUESSABLE_PASSWORD_MESSAGE });
    const own = await changePassword(cookie, t.admin.password, "password1234");
    expect(own.json().errors).toEqual({ new_password: GUESSABLE_PASSWORD_MESSAGE });
    expect((await attempt("otter-kettle-violet-57")).statusCode).toBe(201);
  });

  it("applies to resets and to one's own new password", async () => {
    const other = await addAdmin();
    const reset = await call("POST", `/api/admin/admins/${other.id}/reset-password`, {
      temporary_password: "1qaz2wsx3edc",
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.temporary_password).toMatch(/most common passwords/);
    const own = await changePassword(cookie, t.admin.password, "tooshort");
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual({ new_password: "Password must be at least 12 characters." });
  });

  it("leaves the sign-in form's own rule as it was: it only checks what is typed", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { phoneNumber: t.admin.phoneNumber, password: "abc" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Password must be at least 6 characters\./);
  });
});

describe("a temporary password", () => {
  it("must be changed before anything else, and the change gives a new session token", async () => {
    const added = await addAdmin("Temp");
    const temporaryCookie = await signIn(added.phone, TEMPORARY);
    const me = await as(temporaryCookie)("GET", "/api/admin/me");
    expect(me.json().admin).toMatchObject({ id: added.id, must_change_password: true });

    for (const [method, url] of [
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/admins"],
      ["POST", `/api/admin/admins/${selfId}/disable`],
    ] as const) {
      const refused = await as(temporaryCookie)(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(
        "Your password is temporary. Choose a new password before doing anything else.",
      );
    }

    const wrong = await changePassword(temporaryCookie, "not-the-temporary", "a-fresh-pass-for-me");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: "Your current password is not correct." });
    const same = await changePassword(temporaryCookie, TEMPORARY, TEMPORARY);
    expect(same.json().errors).toEqual({
      new_password: "Choose a password different from your current one.",
    });

    const changed = await changePassword(temporaryCookie, TEMPORARY, "a-fresh-pass-for-me");
    expect(changed.statusCode).toBe(200);
    expect(changed.json().admin).toMatchObject({ id: added.id, must_change_password: false });
    const fresh = changed.cookies.find((entry) => entry.name === "textpal_session");
    expect(fresh?.value).toBeTruthy();
    expect(`textpal_session=${fresh?.value}`).not.toBe(temporaryCookie);
    expect((await as(temporaryCookie)("GET", "/api/admin/me")).statusCode).toBe(401);
    expect((await as(`textpal_session=${fresh?.value}`)("GET", "/api/admin/users")).statusCode).toBe(200);
    expect(await signIn(added.phone, "a-fresh-pass-for-me")).toMatch(/^textpal_session=/);
  });

  it("ends every other session of the admin who changes their own password", async () => {
    const added = await addAdmin();
    const first = await signIn(added.phone, TEMPORARY);
    const other = await signIn(added.phone, TEMPORARY);
    const changed = await changePassword(first, TEMPORARY, "first-own-password");
    expect(changed.statusCode).toBe(200);
    expect((await as(other)("GET", "/api/admin/me")).statusCode).toBe(401);
  });
});

describe("guessing the current password", () => {
  it("counts as failed sign-ins: a stolen session cannot guess faster than the sign-in form", async () => {
    const added = await addAdmin();
    const theirs = await signIn(added.phone, TEMPORARY);
    const guess = () =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/me/password",
        remoteAddress: "10.9.9.9",
        headers: { cookie: theirs, "content-type": "application/json" },
        payload: { current_password: "a-wrong-guess-1", new_password: "a-new-password-1" },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess()).statusCode).toBe(400);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please wait/);
    // Still signed in: the refusals are about the guesses, not the session.
    expect((await as(theirs)("GET", "/api/admin/me")).statusCode).toBe(200);
  });
});

describe("disabling and re-enabling", () => {
  it("refuses to disable yourself with a clear 409", async () => {
    const response = await call("POST", `/api/admin/admins/${selfId}/disable`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("You can't disable your own account. Ask another admin to do it.");
  });

  it("refuses to disable the last active admin with a clear 409", async () => {
    const admins = operatorService();
    const others = (await admins.list()).filter((admin) => admin.id !== selfId && admin.status === "active");
    for (const admin of others) await admins.disable(admin.id, "cli");
    const refused = await admins.disable(selfId, "cli").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 409,
      message: "This is the last active admin and can't be disabled: nobody could sign in any more.",
    });
    for (const admin of others) await admins.enable(admin.id);
  });

  it("ends all of the admin's sessions at once: their next request is 401, and they cannot sign in", async () => {
    const added = await addAdmin();
    const theirs = await signIn(added.phone, TEMPORARY);
    const alsoTheirs = await signIn(added.phone, TEMPORARY);
    const disabled = await t.app.inject({
      method: "POST",
      url: `/api/admin/admins/${added.id}/disable`,
      headers: { cookie, "x-requested-with": "fetch" },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe("disabled");
    for (const session of [theirs, alsoTheirs]) {
      const next = await as(session)("GET", "/api/admin/me");
      expect(next.statusCode).toBe(401);
      expect(next.json().message).toBe("Authentication required. Please sign in.");
    }
    await expect(signIn(added.phone, TEMPORARY)).rejects.toThrow(/401.*Invalid phone number or password\./);

    const enabled = await call("POST", `/api/admin/admins/${added.id}/enable`);
    expect(enabled.json().status).toBe("active");
    expect(await signIn(added.phone, TEMPORARY)).toMatch(/^textpal_session=/);
  });

  it("leaves at least one admin active when two disable each other at once", async () => {
    const a = await addAdmin();
    const b = await addAdmin();
    const aCookie = await signIn(a.phone, TEMPORARY);
    const bCookie = await signIn(b.phone, TEMPORARY);
    const aSession = (await changePassword(aCookie, TEMPORARY, "a-own-password-1")).cookies[0]?.value;
    const bSession = (await changePassword(bCookie, TEMPORARY, "b-own-password-1")).cookies[0]?.value;
    const admins = operatorService();
    // Everyone else disabled, so a and b are the last two.
    const rest = (await admins.list()).filter(
      (admin) => ![a.id, b.id].includes(admin.id) && admin.status === "active",
    );
    for (const admin of rest) await admins.disable(admin.id, "cli");
    const results = await Promise.all([
      as(`textpal_session=${aSession}`)("POST", `/api/admin/admins/${b.id}/disable`),
      as(`textpal_session=${bSession}`)("POST", `/api/admin/admins/${a.id}/disable`),
    ]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = (await admins.list()).filter((admin) => admin.status === "active");
    expect(active).toHaveLength(1);
    for (const admin of rest) await admins.enable(admin.id);
    // Disabling ended this file's own session too.
    cookie = await signInCookie(t.app);
    call = adminClient(t.app, cookie);
  });
});

describe("resetting another admin's password", () => {
  it("ends their sessions and makes them choose a new one at the next sign-in", async () => {
    const added = await addAdmin();
    const theirs = await signIn(added.phone, TEMPORARY);
    const ownSession = (await changePassword(theirs, TEMPORARY, "their-own-password")).cookies[0]?.value;
    const reset = await call("POST", `/api/admin/admins/${added.id}/reset-password`, {
      temporary_password: "another-temporary-9",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().must_change_password).toBe(true);
    expect((await as(`textpal_session=${ownSession}`)("GET", "/api/admin/me")).statusCode).toBe(401);
    const next = await signIn(added.phone, "another-temporary-9");
    expect((await as(next)("GET", "/api/admin/users")).statusCode).toBe(403);
  });

  it("sends you to Change password for your own", async () => {
    const response = await call("POST", `/api/admin/admins/${selfId}/reset-password`, {
      temporary_password: "another-temporary-9",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Use Change password to set your own password.");
  });

  it("answers 404 for an admin that does not exist", async () => {
    expect((await call("POST", "/api/admin/admins/999999/disable")).statusCode).toBe(404);
    expect((await call("POST", "/api/admin/admins/999999/enable")).statusCode).toBe(404);
  });
});
