import { parseArgs } from "node:util";
import { loadEnv } from "../config/env.js";
import { openDatabaseFromEnv } from "../db/open-from-env.js";
import { createAdmin, setAdminPassword } from "../domain/admin/admin-accounts.js";
import { exitOnStartupError } from "../startup-errors.js";

const USAGE = `Usage:
  npm run admin -- create --phone +15551234567 --password <password>
  npm run admin -- set-password --phone +15551234567 --password <password>

Uses the same database as the server (DATABASE_URL, or the embedded database in DATA_DIR).`;

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { phone: { type: "string" }, password: { type: "string" }, help: { type: "boolean" } },
  });
  const [command] = positionals;
  if (
    values.help ||
    !command ||
    !values.phone ||
    !values.password ||
    !["create", "set-password"].includes(command)
  ) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const database = await openDatabaseFromEnv(loadEnv());
  try {
    if (command === "create") {
      const admin = await createAdmin(database.db, values.phone, values.password);
      console.log(`Admin ${admin.phone_number} created.`);
    } else {
      await setAdminPassword(database.db, values.phone, values.password);
      console.log(`Password updated for ${values.phone}.`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch(exitOnStartupError);
