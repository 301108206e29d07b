import type { TargetTier } from "@shared/advertisers";

export const TARGET_TIER_LABELS: Record<TargetTier, string> = {
  free: "Free",
  basic: "Basic",
  premium: "Premium",
  all: "All",
};
