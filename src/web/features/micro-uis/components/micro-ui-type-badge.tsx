import { Badge, type BadgeVariant } from "@/components/ui/badge";

/** Spec 001 section 9 names these types; each gets its own colour, anything else gray. */
const TYPE_VARIANTS: Record<string, BadgeVariant> = {
  checklist: "info",
  calendar: "purple",
  table: "success",
  form: "warning",
  dashboard: "indigo",
  tracker: "pink",
};

export function MicroUiTypeBadge({ type }: { type: string }) {
  return <Badge variant={TYPE_VARIANTS[type.toLowerCase()] ?? "secondary"}>{type}</Badge>;
}
