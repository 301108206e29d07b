import { sql } from "drizzle-orm";
import type { Channel } from "../../shared/channels.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { earlyDeliveryStatuses } from "../schema/index.js";

export interface StatusReport {
  provider: string;
  providerMessageId: string;
  status: string;
  errorCode: string | null;
  /** The channel the report says the text went on (an RCS text delivered by SMS), if it says. */
  channel?: Channel | null;
}

/** Keeps a status report for a send not recorded yet; the same report twice is kept once. */
export async function holdEarlyStatus(db: Executor, report: StatusReport, receivedAt: Date): Promise<void> {
  await db
    .insert(earlyDeliveryStatuses)
    .values({
      provider: report.provider,
      provider_message_id: report.providerMessageId,
      status: report.status,
      error_code: report.errorCode,
      channel: report.channel ?? null,
      received_at: receivedAt,
    })
    .onConflictDoNothing();
}

/**
 * Takes the held reports whose send is now recorded, oldest first, and drops those received before
 * `staleBefore`: a send is recorded within seconds, so such a report is for a text that is not ours.
 */
export async function takeEarlyStatuses(db: Executor, staleBefore: Date): Promise<StatusReport[]> {
  const rows = await queryRows<{
    provider: string;
    provider_message_id: string;
    status: string;
    error_code: string | null;
    channel: Channel | null;
    received_at: Date | string;
    recorded: boolean;
  }>(
    db,
    sql`
      delete from ${earlyDeliveryStatuses} e
      where e.received_at < ${staleBefore.toISOString()}::timestamptz
        or exists (select 1 from messages m
          where m.provider = e.provider and m.provider_message_id = e.provider_message_id)
      returning e.provider, e.provider_message_id, e.status, e.error_code, e.channel, e.received_at,
        e.received_at >= ${staleBefore.toISOString()}::timestamptz as recorded`,
  );
  return rows
    .filter((row) => row.recorded)
    .sort((a, b) => new Date(a.received_at).getTime() - new Date(b.received_at).getTime())
    .map((row) => ({
      provider: row.provider,
      providerMessageId: row.provider_message_id,
      status: row.status,
      errorCode: row.error_code,
      channel: row.channel,
    }));
}
