import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema/index.js";
import { seedDefaults } from "../../src/domain/defaults/seed-defaults.js";
import type { JobTask } from "../../src/shared/job-tasks.js";
import type { Job } from "../../src/shared/jobs.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

// Wednesday, January 14, 2026, 12:00 in New York (EST).
const clock = { current: new Date("2026-01-14T17:00:00Z"), now: () => clock.current };
const TASK_NAMES = [
  "expand-announcements",
  "expire-admin-sessions",
  "refresh-user-profiles",
  "purge-old-queue",
];
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(method === "GET" ? {} : { "content-type": "application/json" }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const listJobs = async () => (await call("GET", "/api/admin/jobs")).json<Job[]>();
const jobNamed = async (name: string) => (await listJobs()).find((job) => job.name === name);

function jobBody(overrides: Record<string, unknown>) {
  return {
    name: "purge-old-queue",
    description: "Keeps the queue small",
    type: "recurring",
    frequency: "day",
    interval_value: 1,
    run_at: null,
    specific_time: "",
    specific_day: "",
    is_active: true,
    ...overrides,
  };
}

describe("the built-in jobs", () => {
  it("are seeded on first start with their next run in the default zone", async () => {
    const list = await listJobs();
    expect(list.map((job) => job.name)).toEqual(TASK_NAMES);
    const next = Object.fromEntries(list.map((job) => [job.name, job.next_run]));
    expect(next).toEqual({
      "expand-announcements": "2026-01-14T17:01:00.000Z",
      "expire-admin-sessions": "2026-01-14T18:00:00.000Z",
      "refresh-user-profiles": "2026-01-15T08:00:00.000Z",
      "purge-old-queue": "2026-01-15T09:00:00.000Z",
    });
    for (const job of list) {
      expect(job).toMatchObject({
        type: "recurring",
        is_active: true,
        run_count: 0,
        last_run: null,
        last_error: null,
      });
      expect(job.description?.length).toBeGreaterThan(10);
    }
  });

  it("are listed as the tasks a job's name can select", async () => {
    const tasks = (await call("GET", "/api/admin/jobs/tasks")).json<JobTask[]>();
    expect(tasks.map((task) => task.name)).toEqual(TASK_NAMES);
    for (const task of tasks) expect(task.description).toMatch(/\w{4,}/);
  });

  it("are not seeded again over what an operator changed or deleted", async () => {
    const purge = await jobNamed("purge-old-queue");
    await call(
      "PUT",
      `/api/admin/jobs/${purge?.id}`,
      jobBody({ specific_time: "05:15", description: "Mine" }),
    );
    const expire = await jobNamed("expire-admin-sessions");
    await call("DELETE", `/api/admin/jobs/${expire?.id}`);
    await seedDefaults(t.database.db, { now: clock.current, timeZone: "America/New_York" });
    const list = await listJobs();
    expect(list.map((job) => job.name)).toEqual(
      TASK_NAMES.filter((name) => name !== "expire-admin-sessions"),
    );
    expect(list.find((job) => job.name === "purge-old-queue")).toMatchObject({
      specific_time: "05:15",
      description: "Mine",
    });
  });
});

describe("jobs API", () => {
  it("rejects a name that is not a built-in task, listing the valid names", async () => {
    const response = await call("POST", "/api/admin/jobs", jobBody({ name: "mine-bitcoin" }));
    expect(response.statusCode).toBe(400);
    const message: string = response.json().errors.name;
    expect(message).toMatch(/^Unknown job "mine-bitcoin"\. Valid names: /);
    for (const name of TASK_NAMES) expect(message).toContain(name);

    // Renaming a job to such a name is refused the same way, and the job keeps its name.
    const existing = (await listJobs())[0];
    const renamed = await call("PUT", `/api/admin/jobs/${existing?.id}`, jobBody({ name: "mine-bitcoin" }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.name).toMatch(/^Unknown job "mine-bitcoin"/);
    expect((await jobNamed(existing?.name ?? ""))?.id).toBe(existing?.id);
  });

  it("creates a job for a free task name and answers 409 for a taken one", async () => {
    const created = await call(
      "POST",
      "/api/admin/jobs",
      jobBody({ name: "expire-admin-sessions", frequency: "hour", specific_time: "30" }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "expire-admin-sessions",
      frequency: "hour",
      specific_time: "30",
      is_active: true,
      run_count: 0,
      next_run: "2026-01-14T17:30:00.000Z",
    });
    const again = await call("POST", "/api/admin/jobs", jobBody({ name: "expire-admin-sessions" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A job named "expire-admin-sessions" already exists.');
  });

  it("validates with the spec's messages", async () => {
    const response = await call("POST", "/api/admin/jobs", jobBody({ name: "", interval_value: 0 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: "Name is required",
      interval_value: "Interval must be at least 1",
    });
    const oneTime = await call("POST", "/api/admin/jobs", jobBody({ type: "one-time", run_at: null }));
    expect(oneTime.json().errors.run_at).toBe("Run At is required for one-time jobs");
    const week = await call("POST", "/api/admin/jobs", jobBody({ frequency: "week", specific_day: 7 }));
    expect(week.json().errors.specific_day).toBe("Day of week must be 0 (Sunday) to 6 (Saturday)");
    const minute = await call("POST", "/api/admin/jobs", jobBody({ frequency: "hour", specific_time: "75" }));
    expect(minute.json().errors.specific_time).toBe("Minute must be between 0 and 59");
  });

  it.each([
    ["every 5 minutes", { frequency: "minute", interval_value: 5 }, "2026-01-14T17:05:00.000Z"],
    ["every hour at :45", { frequency: "hour", specific_time: "45" }, "2026-01-14T17:45:00.000Z"],
    [
      "every hour at :00 (empty interval → 1)",
      { frequency: "hour", interval_value: "" },
      "2026-01-14T18:00:00.000Z",
    ],
    ["every day at 09:30", { frequency: "day", specific_time: "09:30" }, "2026-01-15T14:30:00.000Z"],
    ["every day at 13:00", { frequency: "day", specific_time: "13:00" }, "2026-01-14T18:00:00.000Z"],
    [
      "every Sunday at 08:00",
      { frequency: "week", specific_day: 0, specific_time: "08:00" },
      "2026-01-18T13:00:00.000Z",
    ],
    [
      "every Saturday at 08:00",
      { frequency: "week", specific_day: 6, specific_time: "08:00" },
      "2026-01-17T13:00:00.000Z",
    ],
    [
      "every month on the 31st",
      { frequency: "month", specific_day: 31, specific_time: "06:00" },
      "2026-01-31T11:00:00.000Z",
    ],
    [
      "every month on the 1st",
      { frequency: "month", specific_day: 1, specific_time: "06:00" },
      "2026-02-01T11:00:00.000Z",
    ],
    ["one-time", { type: "one-time", run_at: "2026-03-08T14:00:00.000Z" }, "2026-03-08T14:00:00.000Z"],
    ["inactive", { frequency: "minute", is_active: false }, null],
  ])("shows the right Next run for %s", async (_label, schedule, expected) => {
    const job = await jobNamed("purge-old-queue");
    const response = await call("PUT", `/api/admin/jobs/${job?.id}`, jobBody(schedule));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Job>().next_run).toBe(expected);
    const [stored] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(stored?.next_run?.toISOString() ?? null).toBe(expected);
  });

  it("answers 404 for an unknown job and deletes with 204", async () => {
    expect((await call("PUT", "/api/admin/jobs/999999", jobBody({}))).statusCode).toBe(404);
    const job = await jobNamed("purge-old-queue");
    expect((await call("DELETE", `/api/admin/jobs/${job?.id}`)).statusCode).toBe(204);
    expect(await jobNamed("purge-old-queue")).toBeUndefined();
    expect((await call("DELETE", `/api/admin/jobs/${job?.id}`)).statusCode).toBe(404);
  });

  it("refuses renaming a job to a name another job has", async () => {
    const job = await jobNamed("refresh-user-profiles");
    const response = await call(
      "PUT",
      `/api/admin/jobs/${job?.id}`,
      jobBody({ name: "expand-announcements" }),
    );
    expect(response.statusCode).toBe(409);
  });
});
