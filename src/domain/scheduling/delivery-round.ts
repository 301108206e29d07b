import { advanceAnnouncements } from "../../db/repositories/announcement-progress.js";
import { schedulingMetrics } from "../../observability/metrics/scheduling-metrics.js";
import { type DispatchResult, dispatchDueMessages } from "./dispatch-queued.js";
import { type ExpansionDeps, expandDueAnnouncements } from "./expand-announcements.js";

export interface DeliveryRound {
  expanded: number;
  dispatched: DispatchResult;
}

/**
 * One round of scheduled delivery: due announcements become queued messages, due queued
 * messages go to the outbound path, and the announcements whose messages left move on to
 * sending or sent. The caller wakes the sender and decides when to come back.
 */
export async function runDeliveryRound(deps: ExpansionDeps): Promise<DeliveryRound> {
  const expanded = await expandDueAnnouncements(deps);
  const dispatched = await dispatchDueMessages(deps);
  schedulingMetrics.dispatched(dispatched);
  if (dispatched.claimed > 0) await advanceAnnouncements(deps.db, deps.clock.now());
  return { expanded, dispatched };
}
