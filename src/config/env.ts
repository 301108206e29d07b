import { z } from "zod";
import { toE164 } from "../shared/phone-numbers.js";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (example: string) =>
  optionalText.pipe(
    z
      .url({ message: `must be an http(s) URL such as ${example}`, protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  );

/**
 * Whose X-Forwarded-For to believe: `false` (nobody), a number of proxies in front of the server
 * (the address that many hops from the right, which a client cannot forge), or `true` (every hop:
 * only behind a proxy that overwrites the header).
 */
const trustProxy = z
  .string()
  .trim()
  .regex(/^(true|false|[0-9]{1,2})?$/, "must be true, false or the number of proxies in front (0-99)")
  .optional()
  .transform((value): boolean | number => {
    if (value === undefined || value === "" || value === "false") return false;
    if (value === "true") return true;
    return Number(value) === 0 ? false : Number(value);
  });

/**
 * A comma-separated list of `host[:port]` (an IPv6 address in brackets), lower-cased; unset or
 * empty is undefined, so the built-in list applies.
 */
const hostList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every(isHostAndPort),
    "must be a comma-separated list of host or host:port, such as api.twilio.com,127.0.0.1:8080",
  )
  .transform((entries) => (entries.length > 0 ? entries : undefined));

const flag = z
  .enum(["true", "false"], { message: "must be true or false" })
  .default("false")
  .transform((value) => value === "true");

/** Users whose timezone is unknown, and job schedules, use this zone unless DEFAULT_TIMEZONE says otherwise. */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    /** all: HTTP and workers in one process; web or worker to scale them separately on PostgreSQL. */
    PROCESS_ROLE: z.enum(["all", "web", "worker"], { message: "must be all, web or worker" }).default("all"),
    /**
     * How much a worker process yields the CPU (Unix niceness, 0–19) to processes on the same
     * machine: a web process's acks are what Twilio waits for, answers can trail them.
     */
    WORKER_NICE: z.coerce
      .number({ message: "must be a whole number from 0 to 19" })
      .int("must be a whole number from 0 to 19")
      .min(0, "must be a whole number from 0 to 19")
      .max(19, "must be a whole number from 0 to 19")
      .default(10),
    /** Prometheus' scrape (decision 031): /metrics needs this bearer token and answers 404 without it. */
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(16, "must be at least 16 characters (a random string, e.g. openssl rand -hex 32)")
        .optional(),
    ),
    /** A worker process, which has no HTTP server, serves /metrics on this port when it is set. */
    METRICS_PORT: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9]{1,5}$/, "must be a port number (0-65535)")
        .transform(Number)
        .refine((port) => port <= 65535, "must be a port number (0-65535)")
        .optional(),
    ),
    METRICS_HOST: z.string().trim().min(1, "must be a host name or address").default("127.0.0.1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().trim().min(1).default("./data"),
    /** How many of the daily job's backups stay in DATA_DIR/backups; older ones are deleted. */
    BACKUP_KEEP: z.coerce
      .number({ message: "must be a whole number of backups, 1 or more" })
      .int("must be a whole number of backups, 1 or more")
      .min(1, "must be a whole number of backups, 1 or more")
      .max(1000, "must be at most 1000 backups")
      .default(7),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
        .optional(),
    ),
    PUBLIC_URL: optionalUrl("https://assistant.example.com"),
    AI_BASE_URL: optionalUrl("https://openrouter.ai/api/v1"),
    AI_API_KEY: optionalText,
    TWILIO_ACCOUNT_SID: optionalText.pipe(
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC followed by 32 hex digits)")
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_API_BASE_URL: optionalUrl("https://api.twilio.com"),
    /** Where MMS media may be fetched from, replacing Twilio's own media hosts (decision 026). */
    TWILIO_MEDIA_HOSTS: hostList,
    /** Local development only: without TWILIO_AUTH_TOKEN, take webhooks nobody signed. */
    ALLOW_UNSIGNED_WEBHOOKS: flag,
    GOOGLE_MAPS_API_KEY: optionalText,
    DEFAULT_TIMEZONE: z
      .string()
      .trim()
      .default(DEFAULT_TIME_ZONE)
      .refine(isKnownTimeZone, "must be an IANA time zone such as America/New_York"),
    /**
     * On SIGTERM, how long /api/health/ready answers 503 while requests are still taken, before the
     * server stops listening: set it to the load balancer's probe period, so it sends nothing more
     * to a process that is leaving. The shutdown's own limits come after it.
     */
    SHUTDOWN_READY_DELAY_MS: z.coerce
      .number({ message: "must be a number of milliseconds from 0 to 60000" })
      .int("must be a whole number of milliseconds from 0 to 60000")
      .min(0, "must be a whole number of milliseconds from 0 to 60000")
      .max(60_000, "must be a whole number of milliseconds from 0 to 60000")
      .default(0),
    /** Every admin must turn on two-factor sign-in before reaching any other screen. */
    REQUIRE_ADMIN_2FA: flag,
    /** OpenTelemetry's own variables: with an endpoint, traces go there over OTLP/HTTP (decision 032). */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl("http://localhost:4318"),
    OTEL_SERVICE_NAME: z.string().trim().min(1).default("textpal"),
    ADMIN_PHONE: optionalText.pipe(
      z
        .string()
        .refine((phone) => toE164(phone) !== null, "must be a phone number such as +15551234567")
        .optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(6, "must be at least 6 characters (the sign-in form's minimum)").optional(),
    ),
  })
  .refine((env) => Boolean(env.ADMIN_PHONE) === Boolean(env.ADMIN_PASSWORD), {
    path: ["ADMIN_PASSWORD"],
    message: "ADMIN_PHONE and ADMIN_PASSWORD go together: set both or neither",
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_TOKEN !== undefined, {
    path: ["METRICS_PORT"],
    message: "needs METRICS_TOKEN: the worker's /metrics asks for it as the server's does",
  });

export type Env = z.infer<typeof envSchema>;

function isHostAndPort(entry: string): boolean {
  if (!/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/.test(entry)) return false;
  try {
    new URL(`http://${entry}`);
    return true;
  } catch {
    return false;
  }
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/** Reads the environment once; every problem is named by its variable so start-up can say what to fix. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join(".") || "environment";
    const received = source[variable];
    const shown =
      received === undefined ||
      variable.includes("PASSWORD") ||
      variable.includes("TOKEN") ||
      variable.includes("KEY")
        ? ""
        : ` (got "${received}")`;
    return `${variable}: ${issue.message}${shown}`;
  });
  throw new InvalidEnvironmentError(problems);
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
