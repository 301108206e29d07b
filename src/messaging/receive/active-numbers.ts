import type { PipelineReads } from "../answer/pipeline-reads.js";
import type { InboundText, ReceiveResult } from "./inbound-text.js";

/**
 * The first of these numbers that is an active system number. The configuration in memory is
 * trusted when it says active (storing the text checks again); otherwise it is read afresh.
 */
export async function firstActiveNumber(
  reads: Pick<PipelineReads, "config" | "lastConfig">,
  numbers: string[],
): Promise<string | undefined> {
  const active = (config = reads.lastConfig()) =>
    numbers.find((number) => config?.systemNumbers.get(number)?.is_active);
  return active() ?? active(await reads.config());
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
