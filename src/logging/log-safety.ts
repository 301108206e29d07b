import { type LoggerOptions, stdSerializers } from "pino";
import { capScrubbed } from "./field-cap.js";
import { hideText, maskPhone, maskPhonesInText, REDACTED, secretForms, secretScrubber } from "./masks.js";

export interface LogSafetyOptions {
  /** Values that never reach the log: tokens, keys, passwords (see logSecrets). */
  secrets: readonly (string | undefined)[];
  /** Full phone numbers and message text, for LOG_LEVEL=debug; secrets stay hidden even then. */
  revealPersonalData: boolean;
}

/** Fields holding a phone number, compared in lower case: `from`, `to`, `phoneNumber`… */
const PHONE_KEYS = new Set([
  "from",
  "to",
  "phone",
  "phonenumber",
  "phone_number",
  "recipient",
  "sender",
  "number",
]);
/** Fields and URL query parameters holding what people wrote: texts, replies, console searches. */
const TEXT_KEYS = new Set(["body", "text", "content", "search", "q"]);
/** A failed query's values (phones, texts, password digests): dropped from errors at every level. */
const QUERY_VALUE_KEYS = new Set(["params", "parameters", "queryoptions"]);
/** PostgreSQL's error fields that may quote a row ("Failing row contains (…)"). */
const ROW_KEYS = new Set(["detail", "where"]);
/** Credentials an error may carry (an HTTP client's request or response headers). */
const CREDENTIAL_KEYS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);
/** Keys whose own serializer makes them safe; the field pass leaves them to it. */
const SERIALIZED_KEYS = new Set(["err", "req", "res"]);

/** Credentials by name where callers would log them: a response's headers, a config object. */
const REDACT_PATHS = [
  "headers.authorization",
  'headers["proxy-authorization"]',
  "headers.cookie",
  'headers["set-cookie"]',
  "authorization",
  "cookie",
  "password",
  "token",
  "authToken",
  "apiKey",
];

const MAX_DEPTH = 6;
/** What stands for an object nested deeper than MAX_DEPTH: unscrubbed, it would pass uncut. */
const TOO_DEEP = "[nested too deep to log]";

/**
 * The pino options that keep secrets, phone numbers and message text out of every log line, in one
 * place rather than at each call: `redact` for credentials by name, a field pass (formatters.log)
 * for phones and texts by field name and secret values in any string, and serializers for errors
 * (a failed query's parameters, credentials in their headers), request URLs (query strings carry
 * console searches) and the message itself. Every string it writes is cut to 2 KB once scrubbed
 * (field-cap.ts), so one huge field or message cannot make a huge line.
 */
export function logSafety(
  options: LogSafetyOptions,
): Pick<LoggerOptions, "redact" | "serializers" | "formatters"> {
  const scrubSecrets = secretScrubber(options.secrets);
  const reveal = options.revealPersonalData;
  const scrub = reveal ? scrubSecrets : (text: string) => maskPhonesInText(scrubSecrets(text));
  const longestSecret = secretForms(options.secrets)[0]?.length ?? 0;
  /** Every string a line writes goes through here: scrubbed, and cut to 2 KB (field-cap.ts). */
  const safe = (text: string, scrubText: (text: string, cut: boolean) => string = scrub) =>
    capScrubbed(text, scrubText, longestSecret);
  const maskedPhone = (text: string, cut: boolean) => maskPhone(scrubSecrets(text), cut ? 0 : 4);

  const field = (key: string, value: unknown, depth: number): unknown => {
    if (typeof value === "string") {
      const name = key.toLowerCase();
      if (!reveal && PHONE_KEYS.has(name)) return safe(value, maskedPhone);
      if (!reveal && TEXT_KEYS.has(name)) return hideText(value);
      return safe(value);
    }
    if (value instanceof Error) return serializeError(value);
    if (depth >= MAX_DEPTH) return value !== null && typeof value === "object" ? TOO_DEEP : value;
    if (Array.isArray(value)) return value.map((item) => field(key, item, depth + 1));
    if (isPlainObject(value)) return mapEntries(value, (name, item) => field(name, item, depth + 1));
    return value;
  };

  const errorField = (key: string, value: unknown, removedParams: string[], depth: number): unknown => {
    const name = key.toLowerCase();
    if (QUERY_VALUE_KEYS.has(name)) return undefined;
    if (CREDENTIAL_KEYS.has(name)) return REDACTED;
    if (typeof value === "string") {
      if (!reveal && ROW_KEYS.has(name)) return hideText(value);
      // The parameters' line is a plain string, found in the whole text: it may run past the cut.
      return safe(withoutParams(value, removedParams));
    }
    if (value === null || typeof value !== "object") return value;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    // What JSON would write: a URL's href, a Date's ISO string (then scrubbed like any string).
    if (typeof (value as { toJSON?: unknown }).toJSON === "function")
      return errorField(key, (value as { toJSON(): unknown }).toJSON(), removedParams, depth + 1);
    if (Array.isArray(value)) return value.map((item) => errorField(key, item, removedParams, depth + 1));
    // Any object, not only plain ones: nested error records and response bodies are class instances too.
    return mapEntries(value as Record<string, unknown>, (entry, item) =>
      errorField(entry, item, removedParams, depth + 1),
    );
  };

  function serializeError(error: unknown): unknown {
    if (!isErrorLike(error)) return field("err", error, 0);
    const record = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
    const removedParams = paramsLines(error);
    return mapEntries(record, (key, value) => errorField(key, value, removedParams, 0));
  }

  return {
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: serializeError,
      req: (request: { method?: string; url?: string; remoteAddress?: string; ip?: string }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : safe(request.url, (url) => safeUrl(url, scrub, reveal)),
        remoteAddress: request.remoteAddress ?? request.ip,
      }),
      // pino runs the message key through its serializer too: refusal details and error messages.
      msg: (message: unknown) => (typeof message === "string" ? safe(withoutParamsLine(message)) : message),
    },
    formatters: {
      log: (object) =>
        mapEntries(object, (key, value) => (SERIALIZED_KEYS.has(key) ? value : field(key, value, 0))),
    },
  };
}

/** An export download link's token is the key to a person's data: never written, at any level. */
const EXPORT_LINK_TOKEN = /^(\/export\/)[^/?#]+/;

/**
 * The path as is (less any credentials and export tokens) and each query parameter masked as a field of its name
 * would be: `?search=` hidden, `?phone=` masked, others scrubbed of phone-like digits.
 */
function safeUrl(raw: string, scrub: (text: string) => string, reveal: boolean): string {
  const url = raw.replace(EXPORT_LINK_TOKEN, "$1[token]");
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return scrub(url);
  const pairs = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return scrub(pair);
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const key = decodedName(name).toLowerCase();
      if (!reveal && TEXT_KEYS.has(key)) return `${name}=${hideText(value)}`;
      if (!reveal && PHONE_KEYS.has(key)) return `${name}=${maskPhone(scrub(value))}`;
      return `${name}=${scrub(value)}`;
    });
  return `${scrub(url.slice(0, queryStart))}?${pairs.join("&")}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** What drizzle writes into a failed query's message (`params: a,b,c`), for each error in the chain. */
function paramsLines(error: object): string[] {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === "object"; depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) lines.push(`params: ${params}`);
    current = (current as { cause?: unknown }).cause;
  }
  return lines;
}

function withoutParams(text: string, lines: string[]): string {
  let cleaned = text;
  for (const line of lines) cleaned = cleaned.replaceAll(line, `params: ${REDACTED}`);
  return cleaned;
}

/** A message taken from a drizzle error: its parameters are the last line. */
function withoutParamsLine(message: string): string {
  const at = message.indexOf("\nparams: ");
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

function isErrorLike(value: unknown): value is object {
  return typeof value === "object" && value !== null && typeof (value as Error).message === "string";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A copy with each own enumerable value mapped; undefined results are left out. */
function mapEntries(
  object: Record<string, unknown>,
  map: (key: string, value: unknown) => unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const value = map(key, object[key]);
    if (value !== undefined) copy[key] = value;
  }
  return copy;
}
