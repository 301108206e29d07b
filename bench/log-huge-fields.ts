/**
 * bench/log-huge-fields: what one log line with huge strings costs through the real logger at info,
 * for each scrubbing pattern's worst case at 400,000 characters (a word before "://", a hyphenated
 * word ending in "session", a run of digits in a phone field and in free text, an error message)
 * and for an ordinary request line. Prints milliseconds per line (best of BENCH_RUNS, default 5) and
 * the line's length. Decision 028: every string is scrubbed on a bounded prefix and cut to 2 KB.
 *
 *   npm run bench:log-huge-fields
 */
import { createLogger } from "../src/logger.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZE = 400_000;
const SECRETS = { TWILIO_AUTH_TOKEN: "bench-token-0f9e8d7c", AI_API_KEY: "bench-key-5a4b3c2d1e" };

let written = 0;
const log = createLogger(
  { LOG_LEVEL: "info", ...SECRETS },
  {
    write: (line: string) => {
      written = line.length;
    },
  },
);

const cases: [string, () => void][] = [
  ["word before ://", () => log.info({ note: `${"a".repeat(SIZE)}://x` }, "note")],
  ["session word", () => log.info({ note: "session-".repeat(SIZE / 8) }, "note")],
  ["digits, phone field", () => log.info({ from: "1".repeat(SIZE) }, "from")],
  ["digits, free text", () => log.info({ note: "1".repeat(SIZE) }, "note")],
  ["error message", () => log.error({ err: new Error(`${"e".repeat(SIZE)}://x`) }, "failed")],
  ["message", () => log.info({}, "m".repeat(SIZE))],
  [
    "request line",
    () => log.info({ req: { method: "GET", url: "/api/x?q=1" }, responseTime: 3 }, "request completed"),
  ],
];

for (const [name, logLine] of cases) {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    logLine();
    best = Math.min(best, performance.now() - start);
  }
  console.log(`${name.padEnd(22)} ${best.toFixed(3).padStart(9)} ms   line ${written} characters`);
}
