import type { PipelineReads } from "../answer/pipeline-reads.js";
import { type InboundRoute, routeInbound } from "../rules/system-number-route.js";
import type { InboundText, ReceiveResult } from "./inbound-text.js";

/**
 * The active system number a text is for, by its addressed numbers or its Messaging Service (see
 * routeInbound). An addressed number the configuration in memory says is active is trusted (storing
 * the text checks that again); anything else, a Messaging Service's route among them, is decided on
 * the current configuration, since no later step would notice a SID moved to another number.
 */
export async function activeRoute(
  reads: Pick<PipelineReads, "config" | "lastConfig">,
  addressed: string[],
  messagingServiceSid: string | null,
): Promise<InboundRoute | null> {
  const last = reads.lastConfig();
  const direct = last && routeInbound(last.systemNumbers, addressed, null);
  return direct || routeInbound((await reads.config()).systemNumbers, addressed, messagingServiceSid);
}

/** Why a text was not stored: a retried webhook, or a number switched off since it was checked. */
export async function whyNotStored(
  reads: Pick<PipelineReads, "config">,
  text: InboundText,
): Promise<ReceiveResult> {
  if (text.provider === "mock") return { outcome: "duplicate" };
  const { systemNumbers } = await reads.config();
  if (systemNumbers.get(text.systemNumber)?.is_active) return { outcome: "duplicate" };
  return { outcome: "refused", reason: "number_inactive", detail: `${text.systemNumber} was switched off` };
}
