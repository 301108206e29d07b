import { MOCK_CHAT_SYSTEM_NUMBER } from "../../shared/mock-chat.js";
import { inboundKind, optOutTypeKeyword } from "../rules/advanced-opt-out.js";
import { readAddresses } from "../rules/inbound-addresses.js";
import type { InboundRoute } from "../rules/system-number-route.js";
import type { ArrivingText, InboundText, ReceiveResult } from "./inbound-text.js";

/**
 * The arriving text with its addresses read and its system number found (by `To`, or by the
 * Messaging Service that received it), or why it is refused. The console's mock chat texts a number
 * no carrier serves, which is not among the system numbers.
 */
export async function readArrival(
  text: ArrivingText,
  route: (addressed: string[], messagingServiceSid: string | null) => Promise<InboundRoute | null>,
): Promise<InboundText | Extract<ReceiveResult, { outcome: "refused" }>> {
  const addressing = readAddresses(text.from, text.to);
  if (!addressing.ok) {
    const detail =
      addressing.reason === "unsupported_channel"
        ? `${addressing.channel} is not a channel this product serves`
        : `"${text.from}" is not a phone number`;
    return { outcome: "refused", reason: addressing.reason, detail };
  }
  const { from, channel, addressed } = addressing;
  const found =
    text.provider === "mock"
      ? { systemNumber: MOCK_CHAT_SYSTEM_NUMBER, arrivedOn: null }
      : await route(addressed, text.messagingServiceSid || null);
  if (!found) {
    const service = text.messagingServiceSid ? ` nor its Messaging Service ${text.messagingServiceSid}` : "";
    return {
      outcome: "refused",
      reason: "not_our_number",
      detail: `"${text.to}"${service} is not an active system number`,
    };
  }
  const { systemNumber, arrivedOn } = found;
  const otherParticipants = addressed.filter(
    (phone) => phone !== systemNumber && phone !== arrivedOn && phone !== from,
  );
  return {
    ...text,
    from,
    channel,
    systemNumber,
    otherParticipants,
    kind: inboundKind(optOutTypeKeyword(text.optOutType)),
  };
}
