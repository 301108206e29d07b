import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { queuedMessages } from "../../src/db/schema/index.js";
import { runDeliveryRound } from "../../src/domain/scheduling/delivery-round.js";
import { expandDueAnnouncements } from "../../src/domain/scheduling/expand-announcements.js";
import type { Announcement } from "../../src/shared/announcements.js";
import { addSystemNumber, addUser, daysAgo } from "./console-fixtures.js";
import { signInCookie } from "./sign-in.js";
import { createTestApp, TEST_ADMIN, type TestApp } from "./test-server.js";

const silent = { info() {}, error() {} };

export function announcementDraft(overrides: Record<string, unknown> = {}) {
  return {
    name: "Summer update",
    message: "New features are live!",
    media_url: "https://example.com/summer.png",
    cohort: "all",
    delivery_date: "2026-07-04T16:00:00.000Z",
    timezone_aware: false,
    status: "scheduled",
    ...overrides,
  };
}

/**
 * The app on a clock the test moves, signed in, with one user per cohort trait (see
 * addCohortUsers), and the calls the announcement tests make.
 */
export async function startAnnouncementApp(startAt: string) {
  const clock = { current: new Date(startAt), now: () => clock.current };
  const t: TestApp = await createTestApp({ clock });
  let cookie = await signInCookie(t.app);
  await addCohortUsers(t, clock.current);
  // Somewhere for the announcements' messages to be sent from.
  await addSystemNumber(t.database.db, { number: "+15550001000" });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...(method === "GET" ? {} : { "content-type": "application/json" }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });

  return {
    t,
    clock,
    call,
    /** Moves the clock; the console session is renewed, since hours or days pass. */
    async setClock(iso: string) {
      clock.current = new Date(iso);
      cookie = await signInCookie(t.app);
    },
    expand: () =>
      expandDueAnnouncements({ db: t.database.db, clock, defaultTimeZone: "America/New_York", log: silent }),
    /** The scheduler's delivery round: expand, hand due messages to the outbound path, move statuses on. */
    deliver: () =>
      runDeliveryRound({ db: t.database.db, clock, defaultTimeZone: "America/New_York", log: silent }),
    async create(overrides: Record<string, unknown> = {}) {
      const response = await call("POST", "/api/admin/announcements", announcementDraft(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Announcement>();
    },
    queuedFor: (announcementId: number) =>
      t.database.db
        .select()
        .from(queuedMessages)
        .where(eq(queuedMessages.announcement_id, announcementId))
        .orderBy(queuedMessages.recipient),
  };
}

export const OPTED_OUT_TEAM_MEMBER = "+12125550006";

/**
 * One user per cohort trait. Reaching users: 2 free (one active), 1 basic (team, inactive), 1
 * premium (active, the admin's phone), 1 free who never texted, in New York, Kolkata, Kiritimati
 * (UTC+14), no zone and a zone PostgreSQL does not know. One more opted out, counted nowhere.
 */
async function addCohortUsers(t: TestApp, now: Date) {
  const db = t.database.db;
  await addUser(db, {
    phone_number: "+12125550001",
    timezone: "America/New_York",
    last_active: daysAgo(1, now),
  });
  await addUser(db, {
    phone_number: "+12125550002",
    timezone: "Asia/Kolkata",
    last_active: daysAgo(14, now),
  });
  await addUser(db, {
    phone_number: "+12125550003",
    subscription_tier: "basic",
    is_team: true,
    timezone: "Pacific/Kiritimati",
    last_active: daysAgo(30, now),
  });
  await addUser(db, {
    phone_number: TEST_ADMIN.phoneNumber,
    subscription_tier: "premium",
    timezone: null,
    last_active: daysAgo(13, now),
  });
  await addUser(db, { phone_number: "+12125550005", timezone: "Mars/Olympus_Mons", last_active: null });
  await addUser(db, {
    phone_number: OPTED_OUT_TEAM_MEMBER,
    opted_out: true,
    last_active: daysAgo(1, now),
    is_team: true,
  });
}
