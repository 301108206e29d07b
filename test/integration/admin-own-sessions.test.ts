import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient } from "../helpers/admin-client.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const OTHER_ADMIN = { phoneNumber: "+15005550177", password: "another-long-passphrase" };

let now = new Date("2026-03-01T12:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, sleep: async () => {} });
});
afterAll(() => t.close());

const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

interface Session {
  cookie: string;
  token: string;
  /** What the list calls it: the SHA-256 of the token, as the server stores it. */
  id: string;
}

async function signIn(
  { userAgent, ip }: { userAgent?: string; ip: string },
  credentials: { phoneNumber: string; password: string } = t.admin,
): Promise<Session> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    remoteAddress: ip,
    headers: { "content-type": "application/json", ...(userAgent && { "user-agent": userAgent }) },
    payload: JSON.stringify(credentials),
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.cookies.find((cookie) => cookie.name === "textpal_session")?.value ?? "";
  expect(token).not.toBe("");
  return {
    cookie: `textpal_session=${token}`,
    token,
    id: createHash("sha256").update(token).digest("hex"),
  };
}

const as = (session: Session) => adminClient(t.app, session.cookie);
const list = (session: Session) => as(session)("GET", "/api/admin/me/sessions");
/** A DELETE as the console sends it: no body and no content type. */
const end = (session: Session, id: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/admin/me/sessions/${id}`,
    headers: { cookie: session.cookie },
  });
const me = (session: Session) => as(session)("GET", "/api/admin/me");

describe("the admin's own sessions", () => {
  let laptop: Session;
  let phone: Session;

  it("lists each live session with its browser, address and times, newest first, the current one marked", async () => {
    laptop = await signIn({ userAgent: MAC_CHROME, ip: "203.0.113.7" });
    later(5);
    phone = await signIn({ userAgent: IPHONE_SAFARI, ip: "198.51.100.20" });

    const response = await list(laptop);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        id: phone.id,
        created_at: "2026-03-01T12:05:00.000Z",
        last_seen_at: "2026-03-01T12:05:00.000Z",
        ip: "198.51.100.20",
        browser: "Safari 17 on iOS",
        user_agent: IPHONE_SAFARI,
        current: false,
      },
      {
        id: laptop.id,
        created_at: "2026-03-01T12:00:00.000Z",
        // This very request is the laptop's latest.
        last_seen_at: "2026-03-01T12:05:00.000Z",
        ip: "203.0.113.7",
        browser: "Chrome 131 on macOS",
        user_agent: MAC_CHROME,
        current: true,
      },
    ]);
    const fromPhone = (await list(phone)).json() as { id: string; current: boolean }[];
    expect(fromPhone.filter((session) => session.current).map((session) => session.id)).toEqual([phone.id]);
  });

  it("never answers a session's token, only its digest", async () => {
    const body = (await list(laptop)).body;
    expect(body).not.toContain(laptop.token);
    expect(body).not.toContain(phone.token);
  });

  it("says null for the browser of a client that names none", async () => {
    const script = await signIn({ userAgent: "curl/8.5.0", ip: "192.0.2.1" });
    const listed = (await list(laptop)).json().find((session: { id: string }) => session.id === script.id);
    expect(listed).toMatchObject({ browser: null, user_agent: "curl/8.5.0" });
    expect((await end(laptop, script.id)).statusCode).toBe(200);
  });

  it("ends another session with a bodyless DELETE: its next request answers 401", async () => {
    const response = await end(laptop, phone.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // Ending another session leaves this browser's cookie alone.
    expect(response.cookies).toEqual([]);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).json().map((session: { id: string }) => session.id)).toEqual([laptop.id]);
  });

  it("answers 404 for a session that is gone or unknown", async () => {
    const again = await end(laptop, phone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("That session has already ended or is not yours.");
    expect((await end(laptop, "0".repeat(64))).statusCode).toBe(404);
    expect((await end(laptop, "not-a-digest")).statusCode).toBe(404);
  });

  it("answers 404 for another admin's session, which goes on working", async () => {
    const created = await as(laptop)("POST", "/api/admin/admins", {
      phone_number: OTHER_ADMIN.phoneNumber,
      temporary_password: OTHER_ADMIN.password,
    });
    expect(created.statusCode, created.body).toBe(201);
    const theirs = await signIn({ userAgent: MAC_CHROME, ip: "192.0.2.50" }, OTHER_ADMIN);

    const response = await end(laptop, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("That session has already ended or is not yours.");
    expect((await me(theirs)).statusCode).toBe(200);
    // Nor do they show up in this admin's list, nor does "end the others" reach them.
    expect((await list(laptop)).json().map((session: { id: string }) => session.id)).toEqual([laptop.id]);
    expect((await as(laptop)("POST", "/api/admin/me/sessions/end-others")).json()).toEqual({ ended: 0 });
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it("ends every other session at once and says how many, keeping the current one", async () => {
    const others = [
      await signIn({ userAgent: IPHONE_SAFARI, ip: "198.51.100.21" }),
      await signIn({ userAgent: MAC_CHROME, ip: "198.51.100.22" }),
    ];
    const response = await as(laptop)("POST", "/api/admin/me/sessions/end-others");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).json()).toEqual([expect.objectContaining({ id: laptop.id, current: true })]);
  });

  it("ending the current session clears its cookie and signs it out", async () => {
    const response = await end(laptop, laptop.id);
    expect(response.statusCode, response.body).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === "textpal_session");
    expect(cleared?.value).toBe("");
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await list(laptop)).statusCode).toBe(401);
  });

  it("leaves out a session idle past the limit, and does not count it as ended", async () => {
    const idle = await signIn({ userAgent: MAC_CHROME, ip: "203.0.113.8" });
    later(11 * 60);
    const active = await signIn({ userAgent: IPHONE_SAFARI, ip: "203.0.113.9" });
    later(2 * 60);
    // 13 hours since the first was last used: past the 12-hour idle limit.
    expect((await list(active)).json().map((session: { id: string }) => session.id)).toEqual([active.id]);
    expect((await end(active, idle.id)).statusCode).toBe(404);
    expect((await as(active)("POST", "/api/admin/me/sessions/end-others")).json()).toEqual({ ended: 0 });
  });
});
