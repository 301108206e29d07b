import { MOCK_CHAT_SYSTEM_NUMBER } from "../../shared/mock-chat.js";
import { readAddresses } from "../rules/inbound-addresses.js";
import type { ArrivingText, InboundText, ReceiveResult } from "./inbound-text.js";

/**
 * The arriving text with its addresses read and its system number found, or why it is refused. The
 * console's mock chat texts a number no carrier serves, which is not among the system numbers.
 */
export async function readArrival(
  text: ArrivingText,
  firstActiveNumber: (numbers: string[]) => Promise<string | undefined>,
): Promise<InboundText | Extract<ReceiveResult, { outcome: "refused" }>> {
  const addressing = readAddresses(text.from, text.to);
  if (!addressing.ok) {
    const detail =
      addressing.reason === "unsupported_channel"
        ? `${addressing.channel} is not a channel this product serves`
        : `"${text.from}" is not a phone number`;
    return { outcome: "refused", reason: addressing.reason, detail };
  }
  const { from, addressed } = addressing;
  const systemNumber =
    text.provider === "mock" ? MOCK_CHAT_SYSTEM_NUMBER : await firstActiveNumber(addressed);
  if (!systemNumber)
    return {
      outcome: "refused",
      reason: "not_our_number",
      detail: `"${text.to}" is not an active system number`,
    };
  const otherParticipants = addressed.filter((phone) => phone !== systemNumber && phone !== from);
  return { ...text, from, systemNumber, otherParticipants };
}
