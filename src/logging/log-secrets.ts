import type { Env } from "../config/env.js";

export type SecretSettings = Partial<
  Pick<
    Env,
    | "TWILIO_ACCOUNT_SID"
    | "TWILIO_AUTH_TOKEN"
    | "AI_API_KEY"
    | "ADMIN_PASSWORD"
    | "GOOGLE_MAPS_API_KEY"
    | "DATABASE_URL"
  >
>;

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
