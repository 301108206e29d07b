import { Badge, type BadgeVariant } from "@/components/ui/badge";

const VARIANTS: Record<string, BadgeVariant> = {
  received: "secondary",
  delivered: "success",
  read: "success",
  sent: "info",
  failed: "destructive",
  undelivered: "destructive",
};

/** A message's delivery status as the provider last reported it, with the carrier error code if it failed. */
export function DeliveryStatusBadge({
  status,
  errorCode,
}: {
  status: string | null;
  errorCode?: string | null;
}) {
  if (!status) return null;
  const variant = VARIANTS[status] ?? "outline";
  return (
    <Badge variant={variant} title={errorCode ? `Error ${errorCode}` : undefined}>
      {status}
      {errorCode && variant === "destructive" ? ` · ${errorCode}` : ""}
    </Badge>
  );
}
