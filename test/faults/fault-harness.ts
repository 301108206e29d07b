import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";
import { FakeAiServer } from "../helpers/fake-ai-server.js";
import { FakeTwilio } from "../helpers/fake-twilio.js";
import { freePort } from "../helpers/free-port.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { createScratchPostgresDatabase } from "../helpers/test-database.js";
import { inboundSms, SMS_PATH, TEST_TWILIO } from "../helpers/twilio-webhook.js";

export const SYSTEM_NUMBER = "+15005550006";

/**
 * One Textpal process of role `all` on a scratch PostgreSQL database, as deployed: a fake
 * Twilio and a fake AI on 127.0.0.1 at the network edge, and the texts posted to its webhook as
 * Twilio posts them. Each text carries a token; the fake AI puts it in the reply, so every
 * reply Twilio was asked to send can be traced to its text.
 */
export class FaultRig {
  readonly ai = new FakeAiServer();
  readonly twilio = new FakeTwilio();
  readonly dataDir = mkdtempSync(join(tmpdir(), "textpal-faults-"));
  server: SpawnedServer | null = null;
  private scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>> | null = null;
  private port = 0;
  private tokens = 0;

  get databaseUrl(): string {
    if (!this.scratch) throw new Error("the rig is not set up");
    return this.scratch.url;
  }

  get databaseName(): string {
    return new URL(this.databaseUrl).pathname.slice(1);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async setUp(): Promise<void> {
    await this.ai.start();
    await this.twilio.start();
    this.ai.script = (request) => {
      const asked = JSON.stringify(request.messages.at(-1)?.content ?? "");
      // Texts answered together come in one turn: the reply names each of them.
      return { text: `got ${asked.match(/T\d+/g)?.join(" ") ?? "?"}` };
    };
    this.scratch = await createScratchPostgresDatabase({ migrated: true });
    this.port = await freePort();
    const setup = await openDatabase({ kind: "postgres", url: this.scratch.url });
    await setup.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER, messages_per_second: 1000 });
    await writeSetting(setup.db, "FREE_MESSAGE_LIMIT", "1000000");
    // Each person texts about once a second here, a flood by the product's default limit; these
    // tests are about the database and the process, so the flood limit stays out of the way.
    await writeSetting(setup.db, "MAX_TEXTS_PER_MINUTE", "1000");
    await setup.close();
  }

  async start(): Promise<SpawnedServer> {
    this.server = await spawnServer({
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: this.dataDir,
      PORT: String(this.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: this.baseUrl,
      TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
      TWILIO_API_BASE_URL: this.twilio.baseUrl,
      AI_BASE_URL: this.ai.baseUrl,
      AI_API_KEY: "fault-key",
      ADMIN_PHONE: "+15005550000",
      ADMIN_PASSWORD: "fault-password-123",
      LOG_LEVEL: "warn",
    });
    return this.server;
  }

  /**
   * Posts one signed text; resolves with its token, the status answered (0 when refused at the
   * socket or unanswered in 15 s, as Twilio gives up) and how long the answer took.
   */
  async text(from: string): Promise<SentText> {
    const token = `T${++this.tokens}`;
    const params = inboundSms(from, SYSTEM_NUMBER, `please answer ${token}`);
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const status = await this.postSigned(SMS_PATH, params);
      return { token, status, ms: ms(), sentAt: started };
    } catch {
      return { token, status: 0, ms: ms(), sentAt: started };
    }
  }

  /** Posts one signed delivery report, as Twilio does; resolves with the status answered. */
  deliveryReport(messageSid: string, messageStatus: string): Promise<number> {
    const params = {
      MessageSid: messageSid,
      AccountSid: TEST_TWILIO.accountSid,
      MessageStatus: messageStatus,
    };
    return this.postSigned("/api/webhooks/twilio/status", params);
  }

  /** Texts from these people in turn, at this rate, until told to stop. */
  flood(people: string[], ratePerSecond: number): Flood {
    return new Flood(this, people, ratePerSecond);
  }

  private async postSigned(path: string, params: Record<string, string>): Promise<number> {
    const url = `${this.baseUrl}${path}`;
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(TEST_TWILIO.authToken, url, params),
      },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /**
   * How many times Twilio was asked to send each token's reply. A reply may answer several texts of
   * one sender together (a burst, decision 040), one line each: every token in it counts.
   */
  repliesByToken(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const sent of this.twilio.sent) {
      for (const [token] of sent.body.matchAll(/T\d+/g)) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    return counts;
  }

  /** Stored user texts by token, from the database. */
  async storedByToken(): Promise<Map<string, number>> {
    const rows = await this.query<{ content: string }>(
      "select content from messages where sender_role = 'user'",
    );
    const counts = new Map<string, number>();
    for (const row of rows) {
      const token = /T\d+/.exec(row.content)?.[0];
      if (token) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    return counts;
  }

  async query<T>(statement: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Runs a statement on the server's own maintenance database, outside the scratch one. */
  async onServer(statement: string): Promise<number> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(statement)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }

  /** Ends every connection the server holds to the scratch database, as a failover does. */
  terminateBackends(): Promise<number> {
    return this.onServer(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${this.databaseName}' and pid <> pg_backend_pid()`,
    );
  }

  async tearDown(): Promise<void> {
    this.server?.child.kill("SIGKILL");
    await this.server?.exited;
    await this.onServer(`alter database ${this.databaseName} allow_connections true`).catch(() => {});
    await this.scratch?.drop();
    await this.ai.stop();
    await this.twilio.stop();
  }
}

export interface SentText {
  token: string;
  status: number;
  /** How long the answer took, and when the text was posted (performance.now()). */
  ms: number;
  sentAt: number;
}

/** Texts from this many people, in turn, so replies to one person do not queue behind each other. */
export function senders(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `+1212555${String(1000 + index).padStart(4, "0")}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A steady stream of texts; `posts` are their answers, in the order sent. */
export class Flood {
  readonly posts: Array<Promise<SentText>> = [];

  constructor(
    private readonly rig: FaultRig,
    private readonly people: string[],
    private readonly ratePerSecond: number,
  ) {}

  /** Keeps sending for this long. */
  async for(ms: number): Promise<void> {
    for (const end = Date.now() + ms; Date.now() < end; ) {
      this.posts.push(this.rig.text(this.people[this.posts.length % this.people.length] as string));
      await sleep(1000 / this.ratePerSecond);
    }
  }

  results(): Promise<SentText[]> {
    return Promise.all(this.posts);
  }
}
