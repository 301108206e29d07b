import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { type ChatCompletionBody, FakeAiServer } from "../helpers/fake-ai-server.js";
import { FakeTwilio } from "../helpers/fake-twilio.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { createScratchPostgresDatabase, testDatabaseKind } from "../helpers/test-database.js";
import { eventually, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * A full run of the real server, its output grepped: secrets that providers echo back, the texts
 * people sent and the replies, and phone numbers (beyond their last 4 digits) must not be in it
 * at LOG_LEVEL=info, whatever fails on the way; at debug, texts and numbers are.
 */
const SECRETS = {
  TWILIO_ACCOUNT_SID: `AC${"c3".repeat(16)}`,
  TWILIO_AUTH_TOKEN: "tw-token-6d1f0a9b8c7e",
  AI_API_KEY: "ai-key-41c7e2d95b08",
  ADMIN_PASSWORD: "console-pass-93a1",
};
const BASIC = Buffer.from(`${SECRETS.TWILIO_ACCOUNT_SID}:${SECRETS.TWILIO_AUTH_TOKEN}`).toString("base64");
const ADMIN_PHONE = "+13125550164";
const SYSTEM_NUMBER = "+15005550006";

/** Each sender and what they write: one word in each text is found nowhere else. */
const PEOPLE = {
  aiFails: { phone: "+12065550147", text: "remind me to buy aubergine for friday" },
  sendFails: { phone: "+13035550182", text: "what rhymes with kumquat" },
  whatsapp: { phone: "+14155550163", text: "hello over marzipan" },
  strangerNumber: { phone: "+16175550129", text: "is this tamarind" },
  queryFails: { phone: "+15125550176", text: "tripwire text about quince" },
};
/** A number nobody set up: a text to it is refused. */
const UNKNOWN_NUMBER = "+17185550111";
const DISTINCT_WORDS = ["aubergine", "kumquat", "marzipan", "tamarind", "quince"];
/** A PGlite start (migrations, the admin's password hash) on a busy machine. */
const SLOW_START_MS = 60_000;

const running: SpawnedServer[] = [];
let twilio: FakeTwilio;
let ai: FakeAiServer;
let database: { env: Record<string, string>; open(): Promise<DatabaseHandle>; drop(): Promise<void> };

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  ai = await new FakeAiServer().start();
  database = await scratchDatabase();
  // A check constraint that refuses one text makes its INSERT fail with the phone and text as parameters.
  const handle = await database.open();
  await handle.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER });
  await handle.db.execute(
    sql.raw("alter table messages add constraint trip_wire check (content not like '%tripwire%') not valid"),
  );
  await handle.close();
});

afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await twilio.stop();
  await ai.stop();
  await database.drop();
});

async function scratchDatabase(): Promise<typeof database> {
  if (testDatabaseKind() === "pglite") {
    const dataDir = migratedDataDir("textpal-log-redaction-");
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: "pglite", dataDir }),
      drop: async () => {},
    };
  }
  const scratch = await createScratchPostgresDatabase();
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 }),
    drop: scratch.drop,
  };
}

/** A port nobody listens on: PUBLIC_URL names it, since webhook signatures cover the URL. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }),
  );
}

async function start(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const server = await spawnServer(
    {
      ...database.env,
      ...SECRETS,
      ADMIN_PHONE,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TWILIO_API_BASE_URL: twilio.baseUrl,
      AI_BASE_URL: ai.baseUrl,
      ...env,
    },
    SLOW_START_MS,
  );
  running.push(server);
  return server;
}

async function stop(server: SpawnedServer): Promise<void> {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

let messageCounter = 0;

/** Posts an inbound text signed with the auth token, as Twilio would. */
async function text(server: SpawnedServer, from: string, body: string, to = SYSTEM_NUMBER): Promise<number> {
  const params = {
    MessageSid: `SM${String(++messageCounter).padStart(32, "0")}`,
    From: from,
    To: to,
    Body: body,
  };
  const response = await fetch(`${server.url}${SMS_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(SECRETS.TWILIO_AUTH_TOKEN, `${server.url}${SMS_PATH}`, params),
    },
    body: new URLSearchParams(params),
  });
  return response.status;
}

/** Signs in to the console and searches it the way an operator would, for a phone and for a text. */
async function browseConsole(server: SpawnedServer): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber: ADMIN_PHONE, password: SECRETS.ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const searches = [
    `/api/admin/users?search=${encodeURIComponent(PEOPLE.aiFails.phone)}&page=1`,
    `/api/admin/threads?search=${PEOPLE.sendFails.text.split(" ").at(-1)}`,
  ];
  for (const path of searches)
    expect((await fetch(`${server.url}${path}`, { headers: { cookie } })).status).toBe(200);
  return cookie.split("=")[1] ?? "";
}

function lastUserText(request: ChatCompletionBody): string {
  const content = request.messages.filter((message) => message.role === "user").at(-1)?.content;
  return typeof content === "string" ? content : JSON.stringify(content);
}

/** Everything personal or secret the runs used, in the forms a leak would take. */
function forbidden(sessionToken: string): string[] {
  const phones = [...Object.values(PEOPLE).map((person) => person.phone), ADMIN_PHONE, UNKNOWN_NUMBER];
  return [
    ...Object.values(SECRETS).filter((value) => value !== SECRETS.TWILIO_ACCOUNT_SID),
    BASIC,
    sessionToken,
    ...DISTINCT_WORDS,
    // The national number: only its last 4 digits may show.
    ...phones.map((phone) => phone.slice(2)),
  ];
}

describe("what the server logs", () => {
  it("at info: no secret that providers echo, no text, no full phone number, whatever fails", async () => {
    const echo = `you sent Basic ${BASIC} (account ${SECRETS.TWILIO_ACCOUNT_SID}, token ${SECRETS.TWILIO_AUTH_TOKEN})`;
    ai.script = (request) =>
      ai.requests.length === 1
        ? { status: 401, body: { error: { message: `Incorrect API key provided: ${SECRETS.AI_API_KEY}` } } }
        : { text: `You said: ${lastUserText(request)}` };
    const server = await start({ LOG_LEVEL: "info" });

    // The AI refuses the key (echoing it): an apology goes out, and Twilio refuses it, echoing the credentials.
    twilio.failures.push({ status: 401, code: 20003, message: `Authenticate: ${echo}` });
    expect(await text(server, PEOPLE.aiFails.phone, PEOPLE.aiFails.text)).toBe(200);
    await eventually(
      () => twilio.failures.length,
      (left) => left === 0,
      15_000,
    );
    // The AI answers, quoting the text; Twilio refuses the reply, quoting it back along with the token.
    const reply = `You said: ${PEOPLE.sendFails.text}`;
    twilio.failures.push({ status: 400, code: 21617, message: `Message body '${reply}' refused; ${echo}` });
    expect(await text(server, PEOPLE.sendFails.phone, PEOPLE.sendFails.text)).toBe(200);
    await eventually(
      () => twilio.failures.length,
      (left) => left === 0,
      15_000,
    );

    // Sent to a number that is not ours, so the refusal logs the WhatsApp address as it came.
    await text(
      server,
      `whatsapp:${PEOPLE.whatsapp.phone}`,
      PEOPLE.whatsapp.text,
      `whatsapp:${UNKNOWN_NUMBER}`,
    );
    await text(server, PEOPLE.strangerNumber.phone, PEOPLE.strangerNumber.text, UNKNOWN_NUMBER);
    // Refused by the check constraint: the failed INSERT carries the phone and the text as parameters.
    await text(server, PEOPLE.queryFails.phone, PEOPLE.queryFails.text);
    const sessionToken = await browseConsole(server);
    await eventually(
      () => server.output(),
      (output) => /send failed[\s\S]*send failed/.test(output) && output.includes("trip_wire"),
      15_000,
    );
    await stop(server);

    const output = server.output();
    // The run did meet every case, so the grep below means something.
    expect(output).toMatch(/AI answer failed/);
    expect(output).toMatch(/inbound text refused/);
    expect(output).toContain("[REDACTED]");
    expect(output).toContain(`whatsapp:+*******${PEOPLE.whatsapp.phone.slice(-4)}`);
    expect(output).toMatch(/\/api\/admin\/users\?search=\[text hidden: \d+ characters\]&page=1/);
    for (const value of forbidden(sessionToken))
      expect(output.toLowerCase()).not.toContain(value.toLowerCase());
  }, 120_000);

  it("at debug: texts and phone numbers show, secrets still do not", async () => {
    const phone = "+19175550138";
    const words = "the persimmon question";
    ai.requests.length = 0;
    ai.script = (request) =>
      ai.requests.length === 1
        ? { status: 401, body: { error: { message: `Incorrect API key provided: ${SECRETS.AI_API_KEY}` } } }
        : { text: `You said: ${lastUserText(request)}` };
    // Without an account SID texts go to the console provider, which logs each one.
    const server = await start({ LOG_LEVEL: "debug", TWILIO_ACCOUNT_SID: "" });
    expect(await text(server, PEOPLE.aiFails.phone, "this one fails")).toBe(200);
    await eventually(
      () => server.output(),
      (output) => /AI answer failed/.test(output),
      15_000,
    );
    expect(await text(server, phone, words)).toBe(200);
    await eventually(
      () => server.output(),
      (output) => output.includes(`You said: ${words}`),
      15_000,
    );
    await stop(server);

    const output = server.output();
    expect(output).toContain(phone);
    expect(output).toContain(`You said: ${words}`);
    for (const secret of [SECRETS.TWILIO_AUTH_TOKEN, SECRETS.AI_API_KEY, SECRETS.ADMIN_PASSWORD, BASIC])
      expect(output).not.toContain(secret);
  }, 120_000);
});
