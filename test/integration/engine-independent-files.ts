/**
 * Integration files whose outcome cannot depend on the database engine: request validation, status
 * codes and messages, contracts, headers, and rules decided in TypeScript over plain one-connection
 * reads and writes. They run on PGlite only; every other file runs on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL too (decision 023). A file that starts to exercise locks,
 * claims, several connections or processes, triggers, migrations, SQL time zones, search, streaming
 * or driver-specific decoding leaves this list. When in doubt, leave it off.
 */
export const ENGINE_INDEPENDENT_FILES = [
  "admin-auth.test.ts",
  "admin-guard.test.ts",
  "admin-own-sessions.test.ts",
  "admin-two-factor.test.ts",
  "advertisements.test.ts",
  "advertiser-advertisements.test.ts",
  "bodyless-delete.test.ts",
  "input-ranges.test.ts",
  "jobs.test.ts",
  "micro-uis-admin.test.ts",
  "models.test.ts",
  "openapi-document.test.ts",
  "page-security-headers.test.ts",
  "queue.test.ts",
  "request-log.test.ts",
  "seed.test.ts",
  "settings.test.ts",
  "sign-in-throttle.test.ts",
  "system-numbers.test.ts",
  "unstorable-text.test.ts",
  // The message path with its workers, where what is checked is decided in TypeScript: what the
  // assistant is asked and answers, opt-out wording, media limits, routing by Messaging Service.
  // The claims, leases, wake-ups and statements under them are tested on both engines by
  // inbound-handover, lease-renewal, worker-wake-ups, split-roles-inbound, wake-notifier,
  // pipeline-delivery, pipeline-conversation, webhook-burst and config-version.
  "pipeline-ai-options.test.ts",
  "pipeline-micro-ui.test.ts",
  // The model's reminder tools: what they answer is decided in TypeScript; the statements under
  // them (set, cancel, move) run on both engines in reminders-by-text.
  "reminders-ai-tools.test.ts",
  "media-and-voice-notes.test.ts",
  "opt-out-offline.test.ts",
  "opt-out-words.test.ts",
  "messaging-services.test.ts",
  "mock-chat.test.ts",
  "webhook-hostile-text.test.ts",
  // Which spans a text makes and what they carry; the statements that store and read its
  // traceparent are the inbound insert and the outbound claim that pipeline-delivery runs on both.
  "traces.test.ts",
  // These four test the embedded database itself and already skip themselves on PostgreSQL.
  "container-pid-one.test.ts",
  "graceful-shutdown.test.ts",
  "pglite-killed-mid-write.test.ts",
  "process-crash-mid-answer.test.ts",
];

/**
 * Files that run once per run, on PostgreSQL when TEST_DATABASE_URL is set and on PGlite otherwise.
 * The fuzz test sends some 29,000 hostile requests and checks that none is answered 5xx: whether
 * one is decided by our validation and by PostgreSQL's own input checks, the same server code in
 * PGlite. Hostile text through PGlite's driver is covered by unstorable-text and
 * webhook-hostile-text; the fuzz covers node-postgres. On PGlite it cost 98 s of a 806 s lane.
 */
export const ONE_ENGINE_FILES = [
  "fuzz-every-route.test.ts",
  // A year of firings in 10 zones, some 1,300 dispatch steps: the times are worked out in
  // TypeScript; the dispatch statements that queue each next firing run on both engines in
  // reminders-by-text. It took 51 s of CI's PGlite lane, and 13–17 s on PostgreSQL.
  "reminders-year.test.ts",
  // The admin CLI's commands and messages, decided in TypeScript; each call is a process opening
  // the database, 44 s on PGlite. admin-accounts runs a CLI call on each engine.
  "admin-cli.test.ts",
];
