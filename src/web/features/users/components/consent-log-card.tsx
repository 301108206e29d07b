import {
  CONSENT_ACTION_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentEvent,
  type ConsentSource,
} from "@shared/consent";
import { Badge } from "@/components/ui/badge";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useUserConsent } from "../api/get-user-consent";

/** "2026-11-24 18:46:31 UTC": the stored time exactly, for the title of the local one. */
function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** Sources whose message is the person's own text, quoted; the others are the carrier's or console's. */
const PERSON_SOURCES = new Set<ConsentSource>(["first_text", "keyword", "free_text"]);

function ConsentEntry({ event }: { event: ConsentEvent }) {
  return (
    <li className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={event.action === "opt_out" ? "destructive" : "success"}>
          {CONSENT_ACTION_LABELS[event.action]}
        </Badge>
        <span className="text-sm text-slate-700">{CONSENT_SOURCE_LABELS[event.source]}</span>
        <time
          dateTime={event.created_at}
          title={utcText(event.created_at)}
          className="ml-auto text-xs whitespace-nowrap text-slate-500"
        >
          {formatDateTime(event.created_at)}
        </time>
      </div>
      {event.message &&
        (PERSON_SOURCES.has(event.source) ? (
          <p className="text-sm break-words whitespace-pre-wrap text-slate-900">“{event.message}”</p>
        ) : (
          <p className="text-sm break-words text-slate-600">{event.message}</p>
        ))}
    </li>
  );
}

/**
 * The person's consent log, newest first: what a carrier asks to see. A list rather than a table,
 * so a message of any length wraps on a phone instead of pushing columns off the screen.
 */
export function ConsentLogCard({ userId }: { userId: number }) {
  const consent = useUserConsent(userId);
  return (
    <section
      aria-labelledby={`user-${userId}-consent`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:col-span-2"
    >
      <h3 id={`user-${userId}-consent`} className="text-sm font-semibold text-slate-900">
        Consent Log
      </h3>
      {consent.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : consent.isError ? (
        <ErrorState message="Could not load the consent log." onRetry={() => void consent.refetch()} />
      ) : consent.data.length === 0 ? (
        <p className="text-sm text-slate-500">No opt-ins or opt-outs recorded.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {consent.data.map((event) => (
            <ConsentEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
