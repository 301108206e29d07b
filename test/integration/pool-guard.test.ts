import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { PoolGuard } from "../../src/db/pool-guard.js";
import { createHealthService } from "../../src/domain/health/health-service.js";
import { createScratchPostgresDatabase } from "../helpers/test-database.js";
import { eventually } from "../helpers/twilio-webhook.js";

/**
 * The PostgreSQL pool gives every connection back on every path. Only PostgreSQL has a pool: on
 * PGlite these are skipped.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB_KIND === "postgres";

describe.runIf(onPostgres)("the PostgreSQL pool guard", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let database: DatabaseHandle;
  const logged: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase({ migrated: true });
    const log = { error: (_: object, message: string) => logged.push(message) };
    database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1, log });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
  }

  it("takes back a checked-out connection whose backend ended, though its holder never releases it", async () => {
    // What drizzle does when the backend ends during a transaction's begin: the client is checked
    // out, its statement fails, and nothing releases it. With one connection, that wedged the pool.
    const pool = poolOf(database);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    await terminate(rows[0]?.pid ?? 0);
    await expect(client.query("begin")).rejects.toThrow();
    const stats = await eventually(
      () => database.pool?.(),
      (now) => now?.in_use === 0,
    );
    expect(stats).toMatchObject({ size: 1, in_use: 0, recycled: 1 });
    const answer = await pool.query("select 41 + 1 as n");
    expect(answer.rows[0]).toEqual({ n: 42 });
    // The holder's own release, late, is harmless.
    expect(() => client.release()).not.toThrow();
    expect(database.pool?.()).toMatchObject({ in_use: 0, waiting: 0 });
  });

  it("tells a pool with no free connection from a database that is away", async () => {
    const health = createHealthService(database);
    const held = await poolOf(database).connect();
    const wedged = await health.checkDatabase();
    held.release();
    expect(wedged).toMatchObject({ state: "pool exhausted", pool: { size: 1, in_use: 1 } });
    expect(await health.checkDatabase()).toMatchObject({ state: "ok", pool: { in_use: 0 } });
  });

  it("takes back a live connection held past its limit, and says so", async () => {
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    let now = 0;
    const guard = new PoolGuard(pool, { error: (_, message) => logged.push(message) }, () => now, 60_000);
    const client = guard.checkedOut(await pool.connect());
    now = 59_999;
    guard.sweep();
    expect(guard.stats()).toMatchObject({ in_use: 1, recycled: 0 });
    now = 60_000;
    guard.sweep();
    expect(guard.stats()).toMatchObject({ in_use: 0, recycled: 1 });
    expect(logged.at(-1)).toMatch(/held past its limit/);
    expect(() => client.release()).not.toThrow();
    await pool.end();
  });
});

/** The pool under a handle's drizzle instance: what transactions and statements check out from. */
function poolOf(database: DatabaseHandle): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client;
}
