import { setTimeout as sleepFor } from "node:timers/promises";
import { parseArgs } from "node:util";
import { loadEnv } from "../config/env.js";
import { openDatabaseFromEnv } from "../db/open-from-env.js";
import { type AdminsService, createAdminsService } from "../domain/admin/admins-service.js";
import { createSignIn } from "../domain/admin/sign-in.js";
import { systemClock } from "../domain/clock.js";
import type { AdminAccount } from "../shared/admins.js";
import { exitOnStartupError } from "../startup-errors.js";

const USAGE = `Usage:
  npm run admin -- create --phone +15551234567 --password <password> [--name <name>]
  npm run admin -- set-password --phone +15551234567 --password <password>
  npm run admin -- list
  npm run admin -- disable --phone +15551234567
  npm run admin -- enable --phone +15551234567

Passwords need at least 12 characters and must not be one of the 10,000 most common.
Setting a password or disabling an admin ends all of their sessions.
Uses the same database as the server (DATABASE_URL, or the embedded database in DATA_DIR).`;

interface Options {
  phone?: string;
  password?: string;
  name?: string;
}

/** Each command, with the options it needs; it prints what it did. */
const COMMANDS: Record<
  string,
  { needs: Array<keyof Options>; run: (admins: AdminsService, options: Options) => Promise<string> }
> = {
  create: {
    needs: ["phone", "password"],
    run: async (admins, { phone = "", password = "", name }) => {
      const admin = await admins.create({ phone_number: phone, name, temporary_password: password }, "cli");
      return `Admin ${admin.phone_number} created.`;
    },
  },
  "set-password": {
    needs: ["phone", "password"],
    run: async (admins, { phone = "", password = "" }) => {
      const admin = await admins.resetPassword(await admins.idByPhone(phone), password, "cli");
      return `Password updated for ${admin.phone_number}.`;
    },
  },
  list: { needs: [], run: async (admins) => formatAdmins(await admins.list()) },
  disable: {
    needs: ["phone"],
    run: async (admins, { phone = "" }) => {
      const admin = await admins.disable(await admins.idByPhone(phone), "cli");
      return `Admin ${admin.phone_number} disabled; their sessions have ended.`;
    },
  },
  enable: {
    needs: ["phone"],
    run: async (admins, { phone = "" }) => {
      const admin = await admins.enable(await admins.idByPhone(phone));
      return `Admin ${admin.phone_number} enabled.`;
    },
  },
};

/** One line per admin, in aligned columns. */
function formatAdmins(accounts: AdminAccount[]): string {
  if (accounts.length === 0) return "No admins.";
  const rows = [
    ["PHONE", "NAME", "STATUS", "2FA", "LAST SIGN-IN", "CREATED"],
    ...accounts.map((admin) => [
      admin.phone_number,
      admin.name ?? "-",
      admin.must_change_password && admin.status === "active" ? "active (temporary password)" : admin.status,
      admin.totp_enabled ? "on" : "off",
      admin.last_signed_in_at ?? "never",
      admin.created_at,
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      phone: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean" },
    },
  });
  const command = COMMANDS[positionals[0] ?? ""];
  if (values.help || !command || command.needs.some((option) => !values[option])) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const database = await openDatabaseFromEnv(loadEnv());
  try {
    const signIn = createSignIn({ db: database.db, clock: systemClock, sleep: (ms) => sleepFor(ms) });
    const admins = createAdminsService({ db: database.db, clock: systemClock, signIn });
    console.log(await command.run(admins, values));
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch(exitOnStartupError);
