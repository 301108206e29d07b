import type { Database, Executor } from "../../db/client.js";
import {
  holdEarlyStatus,
  type StatusReport,
  takeEarlyStatuses,
} from "../../db/repositories/early-delivery-statuses.js";
import { applyDeliveryStatus } from "../../db/repositories/messages.js";
import { setOptOut } from "../../db/repositories/users.js";
import { TWILIO_OPTED_OUT } from "../../providers/sms/sms-provider.js";

/** A held report whose send is still unknown after this long is not about a text of ours. */
const EARLY_STATUS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Records a provider's status report on the text it is about. A report can overtake our record of
 * the send it reports (the provider may call back within milliseconds of accepting a text): then it
 * is held until that record lands, and applied by applyEarlyStatuses.
 */
export async function recordDeliveryStatus(db: Database, report: StatusReport, now: Date): Promise<void> {
  if (!(await applyStatusReport(db, report, now))) await holdEarlyStatus(db, report, now);
}

/** Applies the held reports whose sends are recorded by now, in the order they arrived. */
export async function applyEarlyStatuses(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reports = await takeEarlyStatuses(tx, new Date(now.getTime() - EARLY_STATUS_KEPT_MS));
    for (const report of reports) await applyStatusReport(tx, report, now);
    return reports.length;
  });
}

/** False when no text has the reported id (yet). Error 21610 means the recipient opted out. */
async function applyStatusReport(db: Executor, report: StatusReport, now: Date): Promise<boolean> {
  const updated = await applyDeliveryStatus(
    db,
    report.provider,
    report.providerMessageId,
    report.status,
    report.errorCode,
  );
  if (report.errorCode === TWILIO_OPTED_OUT) {
    for (const message of updated) if (message.recipient) await setOptOut(db, message.recipient, true, now);
  }
  return updated.length > 0;
}
