import { DatabaseZap } from "lucide-react";
import { formatCount } from "@/lib/format";
import { useHealth } from "../api/get-health";

/**
 * Shown while this server holds webhooks the database could not take (decision 015): the texts
 * are safe and will be answered once it takes them, but operators should know replies are late.
 */
export function SpoolBanner() {
  const health = useHealth();
  const depth = health.data?.spool_depth ?? 0;
  if (depth === 0) return null;
  const texts = depth === 1 ? "1 incoming webhook is" : `${formatCount(depth)} incoming webhooks are`;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <DatabaseZap aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        <span className="font-medium">The database was not answering.</span> {texts} kept safe on this server
        and will be stored and answered as soon as the database takes them.
      </p>
    </div>
  );
}
