/**
 * bench/response-serializer: what writing one admin list answer costs, three ways, on a page of
 * users as the Users screen asks for it (25 rows) and at the largest page (100 rows):
 * - JSON.stringify: what Fastify does for a route without a response schema;
 * - zod parse + JSON.stringify: what fastify-type-provider-zod's serializer does with a zod
 *   response schema (strips undeclared fields too);
 * - compiled: the contract's response schema compiled by fast-json-stringify, which the routes use.
 * Each is run for a fixed time after a warm-up; prints microseconds per answer and answers per second.
 *
 *   npm run bench:response-serializer
 */
import fastJson from "fast-json-stringify";
import { toSerializerSchema } from "../src/server/response-serializer.js";
import { wireResponseSchema } from "../src/shared/api/contract.js";
import { usersApi } from "../src/shared/api/users.js";
import type { AdminUser } from "../src/shared/users.js";

const RUN_MS = Number(process.env.BENCH_MS ?? 2000);

function user(index: number): AdminUser {
  return {
    id: index + 1,
    phone_number: `+1415555${String(1000 + index).padStart(4, "0")}`,
    profile: `Likes jazz and hiking; dentist on Tuesdays; user ${index} prefers short answers and metric units.`,
    subscription_tier: index % 5 === 0 ? "premium" : "free",
    timezone: index % 3 === 0 ? null : "America/New_York",
    timezone_confirmed: index % 2 === 0,
    payment_method: null,
    threadCount: 1,
    channels: ["sms"],
    total_messages_sent: 40 + index,
    free_messages_used: index % 20,
    bonus_messages: 0,
    last_active: "2026-11-24T10:00:00.000Z",
    created_at: "2026-01-02T03:04:05.000Z",
    referral_code: `REF${index}`,
    referred_by: null,
    referral_count: index % 4,
    opted_out: false,
    is_team: false,
  };
}

function perSecond(label: string, write: () => string): { label: string; micros: number; perSecond: number } {
  const warmUntil = performance.now() + RUN_MS / 4;
  while (performance.now() < warmUntil) write();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < RUN_MS) {
    for (let i = 0; i < 100; i++) write();
    count += 100;
    elapsed = performance.now() - start;
  }
  return { label, micros: (elapsed * 1000) / count, perSecond: Math.round((count / elapsed) * 1000) };
}

const schema = wireResponseSchema(usersApi.list);
const compiled = fastJson(toSerializerSchema(schema) as Parameters<typeof fastJson>[0]);

for (const rows of [25, 100]) {
  const page = Array.from({ length: rows }, (_, index) => user(index));
  if (compiled(page) !== JSON.stringify(page))
    throw new Error("the compiled serializer wrote something else");
  const results = [
    perSecond("JSON.stringify", () => JSON.stringify(page)),
    perSecond("zod parse + JSON.stringify", () => JSON.stringify(schema.parse(page))),
    perSecond("compiled (fast-json-stringify)", () => compiled(page)),
  ];
  console.log(`\nUsers page of ${rows} rows (${JSON.stringify(page).length} bytes)`);
  console.log("| serializer | µs per answer | answers/s |\n|---|---:|---:|");
  for (const result of results) {
    console.log(
      `| ${result.label} | ${result.micros.toFixed(1)} | ${result.perSecond.toLocaleString("en-US")} |`,
    );
  }
}
