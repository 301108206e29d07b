import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLITE_START_PARAMS } from "./src/db/client.js";
import { ensurePgliteSnapshot } from "./test/helpers/database-snapshots.js";
const snap = new Blob([readFileSync(await ensurePgliteSnapshot())]);
const dist = join("node_modules", "@electric-sql", "pglite", "dist");
const held = process.argv[2] === "held" ? await WebAssembly.compile(readFileSync(join(dist, "pglite.wasm"))) : undefined;
const cpu0 = process.cpuUsage(); const t0 = performance.now();
let qms = 0;
for (let i = 0; i < 8; i++) {
  const c = await PGlite.create({ extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS, loadDataDir: snap, pgliteWasmModule: held });
  const q0 = performance.now();
  for (let j = 0; j < 400; j++) {
    await c.query("insert into users (phone_number) values ($1) returning *", [`+1202555${String(j).padStart(4, "0")}`]);
    await c.query("select u.*, (select count(*) from threads) from users u where phone_number like $1 order by id desc limit 25", [`%${j}%`]);
  }
  qms += performance.now() - q0;
  await c.close();
  (globalThis as { gc?: () => void }).gc?.();
}
const cpu = process.cpuUsage(cpu0);
console.log(process.argv[2], "wall", Math.round(performance.now() - t0), "queries", Math.round(qms), "cpu", Math.round((cpu.user + cpu.system) / 1000));
