import type { Channel } from "@shared/channels";
import { Badge } from "@/components/ui/badge";

export const CHANNEL_LABELS: Record<Channel, string> = { sms: "SMS", whatsapp: "WhatsApp" };

/** The channel a thread runs on: SMS (and MMS), or WhatsApp through Twilio. */
export function ChannelBadge({ channel }: { channel: Channel }) {
  return (
    <Badge variant={channel === "whatsapp" ? "success" : "secondary"} className="w-fit">
      {CHANNEL_LABELS[channel]}
    </Badge>
  );
}
