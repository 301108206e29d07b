import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";
import type { RegisteredRoute } from "../../src/server/app.js";
import { adminClient } from "../helpers/admin-client.js";
import {
  createFuzzFixtures,
  FUZZ_USER_PHONE,
  type FuzzFixtures,
  fuzzBaselines,
  webhookForms,
} from "../helpers/fuzz-fixtures.js";
import {
  DEEP_JSON,
  encodeForUrl,
  HOSTILE_SHAPES,
  HOSTILE_VALUES,
  NAUGHTY_STRINGS,
  RAW_URL_VALUES,
  UNSTORABLE_TEXT,
} from "../helpers/hostile-inputs.js";
import { fieldsOf } from "../helpers/schema-fields.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";
import { TEST_TWILIO } from "../helpers/twilio-webhook.js";

/**
 * Every registered route (buildApp's list, so a new route is fuzzed without touching this file)
 * gets the Big List of Naughty Strings, NUL, lone surrogates and numbers past every column's range
 * in its path parameters, its query string and each field of its body, and must never answer 5xx.
 * Each hostile value replaces one field of a valid body, so the others let it reach the database.
 */

interface Probe {
  method: string;
  url: string;
  /** JSON text. */
  payload?: string;
  /** A webhook's form, sent signed. */
  form?: Record<string, string>;
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

const WEBHOOKS = "/api/webhooks/";
const NEEDS_BODY = new Set(["POST", "PUT", "PATCH"]);
/** Sent in parallel, as a busy console would; PGlite still runs one statement at a time. */
const CONCURRENCY = 8;

let t: TestApp;
let cookie: string;
/** Logout ends the session it is sent with, so it gets one of its own. */
let logoutCookie: string;
let fixtures: FuzzFixtures;
let baselines: Record<string, Array<Record<string, unknown>>>;
let sent = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL: TEST_TWILIO.publicUrl,
      TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    },
  });
  cookie = await signInCookie(t.app);
  logoutCookie = await signInCookie(t.app);
  fixtures = await createFuzzFixtures(t, adminClient(t.app, cookie));
  baselines = fuzzBaselines(fixtures);
});
afterAll(() => t.close());

/** HEAD shares GET's handler; deletions go last so the rows stay for the rest; the webhooks have their own test. */
function fuzzedRoutes(): RegisteredRoute[] {
  const last = (route: RegisteredRoute) => (route.method === "DELETE" ? 1 : 0);
  return t.routes
    .filter((route) => route.method !== "HEAD" && !route.url.startsWith(WEBHOOKS))
    .sort((a, b) => last(a) - last(b));
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? "");

/** A real row's id or slug for each path parameter, so a hostile body reaches the database. */
function validParam(url: string, name: string, turn: number): string {
  if (name === "threadId") return String(fixtures.threadId);
  if (name === "slug") return fixtures.slugs[turn % fixtures.slugs.length] ?? "";
  if (name === "phone") return encodeURIComponent(FUZZ_USER_PHONE);
  const resource = url.replace(/^\/api\/admin\//, "").split("/")[0] ?? "";
  return String(fixtures.ids[resource] ?? 1);
}

function concreteUrl(route: RegisteredRoute, turn: number, override?: { name: string; value: string }) {
  return route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    name === override?.name ? override.value : validParam(route.url, name, turn),
  );
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const URL_VALUES = [...HOSTILE_VALUES.map((value) => encodeForUrl(asText(value))), ...RAW_URL_VALUES];
/** A field no route reads: the schemas drop it, so only text that breaks before them matters. */
const UNKNOWN_FIELD = "foo";
const UNKNOWN_FIELD_VALUES = [...UNSTORABLE_TEXT.map(encodeForUrl), "%00", "%ED%A0%80"];

/** Gives each naughty string a turn, in order, over the slots of one part of the requests. */
function spreadNaughtyStrings<Slot>(slots: Slot[], probe: (slot: Slot, text: string) => Probe): Probe[] {
  return NAUGHTY_STRINGS.map((text, index) => probe(slots[index % slots.length] as Slot, text));
}

function withBody(route: RegisteredRoute, url: string): Probe {
  const [baseline] = baselines[route.url] ?? [{}];
  return {
    method: route.method,
    url,
    payload: NEEDS_BODY.has(route.method) ? JSON.stringify(baseline) : undefined,
  };
}

function pathProbes(): Probe[] {
  const slots = fuzzedRoutes().flatMap((route) => paramNames(route.url).map((name) => ({ route, name })));
  const probe = ({ route, name }: (typeof slots)[number], value: string) =>
    withBody(route, concreteUrl(route, sent++, { name, value }));
  return [
    ...slots.flatMap((slot) => URL_VALUES.map((value) => probe(slot, value))),
    ...spreadNaughtyStrings(slots, (slot, text) => probe(slot, encodeForUrl(text))),
  ];
}

function queryProbes(): Probe[] {
  const slots = fuzzedRoutes().flatMap((route) =>
    [...fieldsOf(route.schema?.querystring), UNKNOWN_FIELD].map((key) => ({ route, key })),
  );
  const probe = ({ route, key }: (typeof slots)[number], value: string) =>
    withBody(route, `${concreteUrl(route, sent++)}?${encodeURIComponent(key)}=${value}`);
  // A key no route reads only needs to show that nothing chokes on it.
  const valuesFor = (key: string) => (key === UNKNOWN_FIELD ? UNKNOWN_FIELD_VALUES : URL_VALUES);
  return [
    ...slots.flatMap((slot) => valuesFor(slot.key).map((value) => probe(slot, value))),
    ...slots.map(({ route, key }) => withBody(route, `${concreteUrl(route, 0)}?${key}=a&${key}=b`)),
    ...spreadNaughtyStrings(slots, (slot, text) => probe(slot, encodeForUrl(text))),
  ];
}

/**
 * A route's body fields to fuzz from each of its baselines. A later baseline (another setting's
 * key, the advertiser form) adds only the fields whose outcome it can change: those fuzzed next to
 * other fields than in the first baseline.
 */
function bodyFields(route: RegisteredRoute, bodies: Array<Record<string, unknown>>) {
  const fields = [
    ...new Set([...fieldsOf(route.schema?.body), ...bodies.flatMap(Object.keys), UNKNOWN_FIELD]),
  ];
  const without = (body: Record<string, unknown>, field: string) =>
    JSON.stringify({ ...body, [field]: undefined });
  return bodies.flatMap((baseline, index) =>
    fields
      .filter(
        (field) =>
          index === 0 ||
          (field !== UNKNOWN_FIELD && without(baseline, field) !== without(bodies[0] ?? {}, field)),
      )
      .map((field) => ({ route, baseline, field })),
  );
}

function bodyProbes(): Probe[] {
  const slots = fuzzedRoutes()
    .filter((route) => NEEDS_BODY.has(route.method))
    .flatMap((route) => bodyFields(route, baselines[route.url] ?? [{}]));
  const probe = ({ route, baseline, field }: (typeof slots)[number], value: unknown): Probe => ({
    method: route.method,
    url: concreteUrl(route, sent++),
    payload: JSON.stringify({ ...baseline, [field]: value }),
  });
  const wholeBodies = [...new Set(slots.map((slot) => slot.route))].flatMap((route) =>
    [...[...HOSTILE_SHAPES, "text", "\u0000", 2 ** 63].map((body) => JSON.stringify(body)), ...DEEP_JSON].map(
      (payload) => ({ method: route.method, url: concreteUrl(route, sent++), payload }),
    ),
  );
  return [
    ...slots.flatMap((slot) => HOSTILE_VALUES.map((value) => probe(slot, value))),
    ...wholeBodies,
    ...spreadNaughtyStrings(slots, probe),
  ];
}

/** Every webhook with each field of its form hostile in turn, and a hostile field name, signed as Twilio signs. */
function webhookProbes(): Probe[] {
  const slots = t.routes
    .filter((route) => route.url.startsWith(WEBHOOKS) && route.method === "POST")
    .flatMap((route) => {
      const form = () => webhookForms[route.url.split("/").pop() ?? ""]?.() ?? {};
      return [...Object.keys(form()), "\u0000"].map((field) => ({ url: route.url, form, field }));
    });
  const probe = ({ url, form, field }: (typeof slots)[number], value: string): Probe => ({
    method: "POST",
    url,
    form: { ...form(), [field]: value },
  });
  return [
    ...slots.flatMap((slot) => HOSTILE_VALUES.map((value) => probe(slot, asText(value)))),
    ...spreadNaughtyStrings(slots, probe),
  ];
}

function send(probe: Probe) {
  const turn = sent++;
  // A new address each time, so the per-address limits of sign-in and page saves do not hide the rest.
  const remoteAddress = `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`;
  if (probe.form) {
    const signature = twilioSignature(
      TEST_TWILIO.authToken,
      `${TEST_TWILIO.publicUrl}${probe.url}`,
      probe.form,
    );
    return t.app.inject({
      method: "POST",
      url: probe.url,
      remoteAddress,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
      payload: new URLSearchParams(probe.form).toString(),
    });
  }
  // Signing in again would end the fuzz test's own session, so login goes without it.
  const session = probe.url.startsWith("/api/admin/login")
    ? {}
    : { cookie: probe.url.startsWith("/api/admin/logout") ? logoutCookie : cookie };
  return t.app.inject({
    method: probe.method as "GET",
    url: probe.url,
    remoteAddress,
    headers: {
      ...session,
      ...(probe.payload === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: probe.payload,
  });
}

/**
 * Sends every probe and returns the ones answered 5xx, and how many succeeded: some must, or the
 * baselines (or the session) were wrong and nothing reached the database.
 */
async function fuzz(probes: Probe[]): Promise<{ failures: Failure[]; succeeded: number }> {
  const failures: Failure[] = [];
  let succeeded = 0;
  for (let start = 0; start < probes.length; start += CONCURRENCY) {
    const batch = probes.slice(start, start + CONCURRENCY);
    const responses = await Promise.all(batch.map(send));
    responses.forEach((response, index) => {
      const probe = batch[index] as Probe;
      if (response.statusCode < 300) succeeded++;
      if (response.statusCode < 500) return;
      const input = probe.form ? JSON.stringify(probe.form) : (probe.payload ?? "");
      failures.push({
        request: `${probe.method} ${probe.url} ${input.slice(0, 200)}`,
        status: response.statusCode,
        body: response.body.slice(0, 200),
      });
    });
  }
  return { failures, succeeded };
}

// Some 29,000 requests: on PGlite, in one process beside the other lane, the JSON bodies alone take 2 min.
describe("fuzzing every route answers no 5xx", { timeout: 300_000 }, () => {
  it("finds the routes to fuzz, the webhooks among them", () => {
    expect(fuzzedRoutes().length).toBeGreaterThan(40);
    expect(webhookProbes().length).toBeGreaterThan(0);
  });

  it.each([
    ["path parameters", pathProbes],
    ["query strings", queryProbes],
    ["JSON bodies", bodyProbes],
    ["Twilio webhook forms", webhookProbes],
  ])("%s", async (_part, probes) => {
    const { failures, succeeded } = await fuzz(probes());
    expect(failures).toEqual([]);
    expect(succeeded).toBeGreaterThan(0);
  });

  it("kept its session throughout, so the admin routes were fuzzed past the sign-in check", async () => {
    expect((await adminClient(t.app, cookie)("GET", "/api/admin/me")).statusCode).toBe(200);
  });
});
