import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { messages } from "../../src/db/schema/index.js";
import { type PipelineApp, SYSTEM_NUMBER } from "./pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "./twilio-webhook.js";

/**
 * Texts the system number through the signed webhook and waits until the text is answered and every
 * answer has reached the fake Twilio (or was cancelled); returns the answers stored for `from`.
 */
export async function textAndWait(t: PipelineApp, from: string, body: string, to = SYSTEM_NUMBER) {
  const params = inboundSms(from, to, body);
  const response = await postTwilioWebhook(t.app, SMS_PATH, params);
  expect(response.statusCode).toBe(200);
  const [inbound] = await eventually(
    () => t.database.db.select().from(messages).where(eq(messages.provider_message_id, params.MessageSid)),
    (rows) => rows[0]?.processed_at != null,
  );
  if (!inbound?.processed_at) throw new Error(`"${body}" was not answered`);
  const answers = await eventually(
    () =>
      t.database.db.select().from(messages).where(eq(messages.reply_to_id, inbound.id)).orderBy(messages.id),
    (rows) => rows.every((row) => row.delivery_status !== "pending" && row.delivery_status !== "sending"),
  );
  return answers.filter((row) => row.recipient === from);
}
