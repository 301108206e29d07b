/**
 * npm run seed:large [-- --force]: fills the database the app uses (DATABASE_URL, or the PGlite
 * directory DATA_DIR) with 100,000 users, 200,000 threads and 1,000,000 messages for trying the
 * console at scale. Refuses a database that already has users unless --force is given.
 * Stop the server first when on PGlite: one process owns DATA_DIR.
 */
import { sql } from "drizzle-orm";
import { loadEnv } from "../src/config/env.js";
import { openDatabaseFromEnv } from "../src/db/open-from-env.js";
import { queryRows } from "../src/db/query-rows.js";
import { seedDefaults } from "../src/domain/defaults/seed-defaults.js";
import { ProgressBar } from "./large-dataset/progress-bar.js";
import { datasetCounts, FULL_DATASET, seedDataset } from "./large-dataset/seed-dataset.js";

const force = process.argv.includes("--force");
const env = loadEnv();
const database = await openDatabaseFromEnv(env);

try {
  const [existing] = await queryRows<{ users: string | number }>(
    database.db,
    sql`select count(*) as users from users`,
  );
  const users = Number(existing?.users ?? 0);
  if (users > 0 && !force) {
    console.error(
      `The database at ${database.location} already has ${users.toLocaleString("en-US")} users; ` +
        "seed:large adds 100,000 more only when asked: npm run seed:large -- --force",
    );
    process.exitCode = 1;
  } else {
    const counts = datasetCounts(FULL_DATASET);
    console.error(
      `Seeding ${database.location} (${database.kind}) with ${counts.users.toLocaleString("en-US")} users, ` +
        `${counts.threads.toLocaleString("en-US")} threads and ${counts.messages.toLocaleString("en-US")} messages`,
    );
    await seedDefaults(database.db, { timeZone: env.DEFAULT_TIMEZONE });
    const bar = new ProgressBar();
    await seedDataset(database.db, FULL_DATASET, (phase, done, total) => bar.update(phase, done, total));
    bar.finish();
  }
} finally {
  await database.close();
}
