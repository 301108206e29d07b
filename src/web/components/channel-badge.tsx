import type { Channel } from "@shared/channels";
import { type LucideIcon, MessageCircle, MessageSquare, MessagesSquare } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

export const CHANNEL_LABELS: Record<Channel, string> = { sms: "SMS", whatsapp: "WhatsApp", rcs: "RCS" };

const LOOKS: Record<Channel, { icon: LucideIcon; variant: BadgeVariant }> = {
  sms: { icon: MessageSquare, variant: "secondary" },
  whatsapp: { icon: MessageCircle, variant: "success" },
  rcs: { icon: MessagesSquare, variant: "info" },
};

/** The channel a thread runs on: SMS (and MMS), WhatsApp through Twilio, or RCS with SMS fallback. */
export function ChannelBadge({ channel }: { channel: Channel }) {
  const { icon: Icon, variant } = LOOKS[channel];
  return (
    <Badge variant={variant} className="w-fit gap-1">
      <Icon className="size-3" aria-hidden />
      {CHANNEL_LABELS[channel]}
    </Badge>
  );
}
