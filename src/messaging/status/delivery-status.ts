import { textMetrics } from "../../observability/metrics/text-metrics.js";
import { statusPlan } from "../rules/delivery-status.js";
import type { MessagingStore, StatusReport } from "../store/messaging-store.js";

/** A held report whose send is still unknown after this long is not about a text of ours. */
const EARLY_STATUS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Records a provider's status report on the text it is about (statusPlan: never backwards; 21610
 * opts the recipient out). A report can overtake our record of the send it reports (the provider
 * may call back within milliseconds of accepting a text, and sent marks are written in batches):
 * then it is held until that record lands, and applied by applyEarlyStatuses.
 */
export async function recordDeliveryStatus(
  store: MessagingStore,
  report: StatusReport,
  now: Date,
): Promise<void> {
  textMetrics.statusReported(report.status);
  if (!(await store.applyStatusReport(report, statusPlan(report), now)))
    await store.holdStatusReport(report, now);
}

/** Applies the held reports whose sends are recorded by now, in the order they arrived. */
export function applyEarlyStatuses(store: MessagingStore, now: Date): Promise<number> {
  return store.applyHeldStatuses(new Date(now.getTime() - EARLY_STATUS_KEPT_MS), statusPlan, now);
}
