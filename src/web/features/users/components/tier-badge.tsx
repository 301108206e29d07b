import type { SubscriptionTier } from "@shared/users";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

const TIERS: Record<SubscriptionTier, { label: string; variant: BadgeVariant }> = {
  free: { label: "Free", variant: "secondary" },
  basic: { label: "Basic", variant: "info" },
  premium: { label: "Premium", variant: "default" },
};

export function TierBadge({ tier }: { tier: SubscriptionTier }) {
  const { label, variant } = TIERS[tier] ?? TIERS.free;
  return <Badge variant={variant}>{label}</Badge>;
}
