import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema/index.js";
import type { Job } from "../../src/shared/jobs.js";
import { addQueuedMessage, addThread, addUser } from "../helpers/console-fixtures.js";
import { type PipelineApp, startPipelineApp } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { eventually } from "../helpers/twilio-webhook.js";

/** The real loops on the real clock: what is due leaves within a second of its time. */
let t: PipelineApp;
let cookie: string;
const PHONES = ["+12125550701", "+13125550702", "+14155550703"];

beforeAll(async () => {
  t = await startPipelineApp({ workers: true });
  cookie = await signInCookie(t.app);
  for (const phone of PHONES) {
    const user = await addUser(t.database.db, { phone_number: phone });
    await addThread(t.database.db, [user], [{ role: "user", content: "hi", at: new Date() }]);
  }
});
afterAll(() => t.stopAll());

const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });

describe("the scheduler loops", () => {
  it("sends a queued reminder within a second of its time, not before", async () => {
    const due = new Date(Date.now() + 1500);
    await addQueuedMessage(t.database.db, {
      content: "Reminder: stand up",
      recipient: PHONES[0] ?? "",
      type: "reminder",
      scheduled_for: due,
    });
    const [sent] = await eventually(
      () => t.twilio.sentTo(PHONES[0] ?? "").filter((text) => text.body === "Reminder: stand up"),
      (texts) => texts.length > 0,
      5000,
    );
    expect(sent?.at).toBeGreaterThanOrEqual(due.getTime());
    expect((sent?.at ?? 0) - due.getTime()).toBeLessThan(1000);
  });

  it("delivers an announcement saved through the API to its whole cohort at its instant", async () => {
    const due = new Date(Date.now() + 2000);
    const response = await send("POST", "/api/admin/announcements", {
      name: "Soon",
      message: "Announcement at its instant",
      cohort: "all",
      delivery_date: due.toISOString(),
      timezone_aware: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    const texts = await eventually(
      () => t.twilio.sent.filter((text) => text.body === "Announcement at its instant"),
      (sent) => sent.length >= PHONES.length,
      6000,
    );
    expect(texts.map((text) => text.to).sort()).toEqual([...PHONES].sort());
    for (const text of texts) {
      expect(text.at).toBeGreaterThanOrEqual(due.getTime());
      expect(text.at - due.getTime()).toBeLessThan(1000);
    }
  });

  it("runs a job saved through the API when it falls due, and a failing job does not stop the loop", async () => {
    await t.database.db.insert(jobs).values({
      name: "no-such-task",
      type: "recurring",
      frequency: "minute",
      interval_value: 1,
      next_run: new Date(),
    });
    const [expand] = await t.database.db.select().from(jobs).where(eq(jobs.name, "expand-announcements"));
    // The seeded job may already have run once since the server started (it is due every minute).
    const runsBefore = expand?.run_count ?? 0;
    const runAt = new Date(Date.now() + 1000);
    const saved = await send("PUT", `/api/admin/jobs/${expand?.id}`, {
      name: "expand-announcements",
      type: "one-time",
      frequency: "minute",
      interval_value: 1,
      run_at: runAt.toISOString(),
      is_active: true,
    });
    expect(saved.json<Job>().next_run).toBe(runAt.toISOString());
    const ran = await eventually(
      async () =>
        (
          await t.database.db
            .select()
            .from(jobs)
            .where(eq(jobs.id, expand?.id ?? 0))
        )[0],
      (job) => (job?.run_count ?? 0) > runsBefore,
      5000,
    );
    expect(ran).toMatchObject({ run_count: runsBefore + 1, next_run: null, last_error: null });
    expect(ran?.last_run?.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
    expect((ran?.last_run?.getTime() ?? 0) - runAt.getTime()).toBeLessThan(1500);
    const [failing] = await t.database.db.select().from(jobs).where(eq(jobs.name, "no-such-task"));
    expect(failing?.last_error).toMatch(/not a built-in task/);
  });
});
