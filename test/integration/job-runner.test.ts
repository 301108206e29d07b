import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.js";
import { adminSessions, jobs, queuedMessages, users } from "../../src/db/schema/index.js";
import { startSession } from "../../src/domain/admin/sessions.js";
import { type JobRunnerDeps, startDueJobs } from "../../src/domain/scheduling/run-due-jobs.js";
import type { ChatModel, ChatRequest } from "../../src/providers/ai/chat-model.js";
import { addQueuedMessage, addThread, addUser, daysAgo } from "../helpers/console-fixtures.js";
import { secondConnection } from "../helpers/second-connection.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const clock = { current: new Date("2026-01-14T17:00:00Z"), now: () => clock.current };
const silent = { info() {}, error() {} };
const asked: ChatRequest[] = [];
let aiFails = false;
const chat: ChatModel = {
  async complete(request) {
    asked.push(request);
    if (aiFails) throw new Error("AI down");
    return {
      message: { role: "assistant", content: "Condensed: likes jazz.", refusal: null },
      promptTokens: 10,
      completionTokens: 5,
      reportedCost: null,
    };
  },
};
let t: TestApp;
let other: ReturnType<typeof secondConnection>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  other = secondConnection(t.database);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

function runner(db: Database, withChat: ChatModel | null = chat): JobRunnerDeps {
  const signal = new AbortController().signal;
  return {
    db,
    clock,
    defaultTimeZone: "America/New_York",
    chat: withChat,
    queueChanged() {},
    signal,
    log: silent,
  };
}

/** Starts due jobs (as one process would) and waits for the runs to finish. */
async function runDue(deps = runner(t.database.db)) {
  const runs = await startDueJobs(deps, new Set());
  await Promise.all(runs.map((run) => run.done));
  return runs.length;
}

const job = async (name: string) => (await t.database.db.select().from(jobs).where(eq(jobs.name, name)))[0];
/** Makes the job due at `at` and switches every other job off, so runs can be counted. */
async function makeDue(name: string, at: Date) {
  await t.database.db.update(jobs).set({ is_active: sql`${jobs.name} = ${name}` });
  await t.database.db.update(jobs).set({ next_run: at }).where(eq(jobs.name, name));
}

describe("running jobs", () => {
  it("runs a due job once per due time across two processes, then schedules the next", async () => {
    await startSession(t.database.db, { now: () => daysAgo(8, clock.current) }, 1, { ip: "127.0.0.1" });
    await startSession(t.database.db, clock, 1, { ip: "127.0.0.1" });
    clock.current = new Date("2026-01-14T18:00:00Z");
    const [first, second] = await Promise.all([
      startDueJobs(runner(t.database.db), new Set()),
      startDueJobs(runner(other.db), new Set()),
    ]);
    const runs = [...(first ?? []), ...(second ?? [])];
    await Promise.all(runs.map((run) => run.done));
    const expire = await job("expire-admin-sessions");
    expect(runs.filter((run) => run.jobId === expire?.id)).toHaveLength(1);
    expect(expire).toMatchObject({ run_count: 1, last_error: null });
    expect(expire?.last_run?.toISOString()).toBe("2026-01-14T18:00:00.000Z");
    expect(expire?.next_run?.toISOString()).toBe("2026-01-14T19:00:00.000Z");
    // The week-old session is gone; the fresh one stays.
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(1);
    expect(await runDue()).toBe(0);
  });

  it("records a failing job's error, schedules it again, and clears the error after a good run", async () => {
    const alice = await addUser(t.database.db, {
      phone_number: "+12125550501",
      profile: "Alice. Alice likes jazz. Jazz!",
    });
    await addThread(
      t.database.db,
      [alice],
      [{ role: "user", content: "I play sax on Sundays", at: clock.current }],
    );
    await t.database.db.update(users).set({ last_active: clock.current }).where(eq(users.id, alice.id));
    clock.current = new Date("2026-01-15T08:00:00Z");
    await makeDue("refresh-user-profiles", clock.current);
    aiFails = true;
    expect(await runDue()).toBe(1);
    const failed = await job("refresh-user-profiles");
    expect(failed?.last_error).toMatch(/1 of 1 profiles could not be refreshed \(\+12125550501: AI down\)/);
    expect(failed).toMatchObject({ run_count: 1 });
    expect(failed?.next_run?.toISOString()).toBe("2026-01-16T08:00:00.000Z");

    aiFails = false;
    asked.length = 0;
    await makeDue("refresh-user-profiles", clock.current);
    expect(await runDue()).toBe(1);
    expect(await job("refresh-user-profiles")).toMatchObject({ run_count: 2, last_error: null });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, alice.id));
    expect(stored?.profile).toBe("Condensed: likes jazz.");
    // The system prompt's model, the stored profile and the user's own texts.
    expect(asked[0]?.model).toBe("openai/gpt-4o");
    expect(JSON.stringify(asked[0]?.messages)).toContain("I play sax on Sundays");
    expect(JSON.stringify(asked[0]?.messages)).toContain("Alice likes jazz");
  });

  it("condenses only the profiles of users active since the last run", async () => {
    const bob = await addUser(t.database.db, {
      phone_number: "+12125550502",
      profile: "Bob",
      last_active: clock.current,
    });
    clock.current = new Date("2026-01-16T08:00:00Z");
    asked.length = 0;
    await makeDue("refresh-user-profiles", clock.current);
    await runDue();
    // Alice texted before the previous run; Bob after it.
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]?.messages)).toContain("Bob");
    expect((await job("refresh-user-profiles"))?.last_error).toBeNull();
    expect(bob.id).toBeGreaterThan(0);
  });

  it("skips refreshing profiles when no AI is configured", async () => {
    asked.length = 0;
    await makeDue("refresh-user-profiles", clock.current);
    await runDue(runner(t.database.db, null));
    expect(asked).toHaveLength(0);
    expect(await job("refresh-user-profiles")).toMatchObject({ run_count: 4, last_error: null });
  });

  it("purges processed queued messages older than 90 days, and nothing else", async () => {
    const now = clock.current;
    const base = {
      content: "x",
      recipient: "+12125550501",
      type: "reminder",
      scheduled_for: daysAgo(200, now),
    } as const;
    const old = await addQueuedMessage(t.database.db, {
      ...base,
      processed: true,
      processed_at: daysAgo(91, now),
    });
    const recent = await addQueuedMessage(t.database.db, {
      ...base,
      processed: true,
      processed_at: daysAgo(89, now),
    });
    const pending = await addQueuedMessage(t.database.db, { ...base, created_at: daysAgo(200, now) });
    await makeDue("purge-old-queue", now);
    await runDue();
    const left = (await t.database.db.select().from(queuedMessages)).map((row) => row.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, pending.id]));
  });

  it("runs a one-time job once, after which it has no next run", async () => {
    const runAt = new Date(clock.current.getTime() + 60_000);
    await makeDue("expand-announcements", runAt);
    await t.database.db
      .update(jobs)
      .set({ type: "one-time", run_at: runAt, next_run: runAt })
      .where(eq(jobs.name, "expand-announcements"));
    expect(await runDue()).toBe(0);
    clock.current = runAt;
    expect(await runDue()).toBe(1);
    const ran = await job("expand-announcements");
    expect(ran).toMatchObject({ next_run: null, last_error: null });
    clock.current = new Date(runAt.getTime() + 3_600_000);
    expect(await runDue()).toBe(0);
  });

  it("records a job whose task no longer exists and keeps its schedule going", async () => {
    await t.database.db.update(jobs).set({ is_active: false });
    await t.database.db.insert(jobs).values({
      name: "retired-task",
      type: "recurring",
      frequency: "minute",
      interval_value: 1,
      next_run: clock.current,
    });
    expect(await runDue()).toBe(1);
    const retired = await job("retired-task");
    expect(retired?.last_error).toBe('"retired-task" is not a built-in task');
    expect(retired?.next_run?.getTime()).toBeGreaterThan(clock.current.getTime());
  });
});
