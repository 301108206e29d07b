import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Executor } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";
import { inboundClaimUpdate } from "../../src/db/repositories/inbound-queue.js";
import { openTestDatabase } from "../helpers/test-database.js";

/**
 * The inbound claim is a prepared statement, and PostgreSQL soon keeps a generic plan for it that
 * cannot see the limit. On a thread's history (answered texts and the replies to them, which are
 * never "processed") the planner takes a quarter of the table for unanswered texts. Written as
 * `id in (subquery)`, that plan hashed the subquery and read the whole messages table on every
 * claim, a cost that grows with every text ever stored.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  const [thread] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into threads (participants, system_number) values ('{+12125550100}', '+15005550006') returning id`,
  );
  await database.db.execute(sql`
    insert into messages (thread_id, sender, sender_role, content, kind, processed_at, delivery_status)
    select ${thread?.id}, '+12125550100', case when n % 2 = 0 then 'user' else 'assistant' end,
      'text ' || n, case when n % 2 = 0 then 'inbound' else 'reply' end,
      case when n % 2 = 0 then now() end, case when n % 2 = 0 then 'received' else 'sent' end
    from generate_series(1, 4000) as n`);
  await database.db.execute(sql`analyze messages`);
});
afterAll(() => database.close());

/** "<node type> on <table>" for every table the plan reads. */
function scansOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(scansOf);
  if (!node || typeof node !== "object") return [];
  const entry = node as Record<string, unknown>;
  const own = entry["Relation Name"] ? [`${entry["Node Type"]} on ${entry["Relation Name"]}`] : [];
  return [...own, ...scansOf(entry.Plan), ...scansOf(entry.Plans)];
}

async function genericPlanScans(text: string, values: string[]): Promise<string[]> {
  return database.db.transaction(async (tx: Executor) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare textpal_claim_plan as ${text}`));
    const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
      tx,
      sql.raw(`explain (format json) execute textpal_claim_plan(${values.join(", ")})`),
    );
    await tx.execute(sql`deallocate textpal_claim_plan`);
    const plan = row?.["QUERY PLAN"];
    return scansOf(typeof plan === "string" ? JSON.parse(plan) : plan);
  });
}

describe("the inbound claim's generic plan", () => {
  it("reads messages through indexes only, never the whole table", async () => {
    const { sql: text, params } = inboundClaimUpdate(database.db).toSQL();
    const now = `'${new Date().toISOString()}'`;
    const values = params.map((param) => {
      const name = param && typeof param === "object" && "name" in param ? String(param.name) : null;
      return name === "limit" ? "32" : now;
    });
    const scans = await genericPlanScans(text, values);
    const messageScans = scans.filter((scan) => scan.endsWith(" on messages"));
    expect(messageScans.length).toBeGreaterThan(0);
    expect(messageScans.filter((scan) => scan.startsWith("Seq Scan"))).toEqual([]);
  });
});
