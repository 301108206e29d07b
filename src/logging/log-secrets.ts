import type { Env } from "../config/env.js";

/** The settings whose values are secrets, or build one (the Basic value from the Twilio account). */
const SECRET_SETTINGS = [
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "AI_API_KEY",
  "ADMIN_PASSWORD",
  "GOOGLE_MAPS_API_KEY",
  "DATABASE_URL",
] as const;

export type SecretSettings = Partial<Pick<Env, (typeof SECRET_SETTINGS)[number]>>;

/** The secret settings as they are in the environment, before it is checked (start-up errors). */
export function secretSettingsFrom(environment: NodeJS.ProcessEnv): SecretSettings {
  return Object.fromEntries(SECRET_SETTINGS.map((name) => [name, environment[name]]));
}

/**
 * The configured values no log line may show, with the forms they travel in: the Basic
 * Authorization value built from the Twilio account and token (providers echo headers), and the
 * password inside DATABASE_URL (connection errors print the URL).
 */
export function logSecrets(env: SecretSettings): string[] {
  const secrets = [env.TWILIO_AUTH_TOKEN, env.AI_API_KEY, env.ADMIN_PASSWORD, env.GOOGLE_MAPS_API_KEY];
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN)
    secrets.push(Buffer.from(`${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`).toString("base64"));
  if (env.DATABASE_URL) secrets.push(databasePassword(env.DATABASE_URL));
  return secrets.filter((secret): secret is string => Boolean(secret));
}

function databasePassword(url: string): string | undefined {
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}
