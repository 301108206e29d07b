import type { AdminMicroUi } from "@shared/micro-ui/admin";
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format";
import { microUiUrl } from "../public-url";
import { CopyUrlButton } from "./copy-url-button";
import { MicroUiTypeBadge } from "./micro-ui-type-badge";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** Everything stored about one page, with its full URL and payload (spec 001 section 2.8). */
export function MicroUiDetailsDialog({ microUi, onClose }: { microUi: AdminMicroUi; onClose: () => void }) {
  const url = microUiUrl(microUi.slug);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="wide" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Micro UI Details</DialogTitle>
          <DialogDescription className="font-mono">{microUi.slug}</DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col gap-2">
          <Row label="Type">
            <MicroUiTypeBadge type={microUi.type} />
          </Row>
          <Row label="Slug">
            <span className="font-mono">{microUi.slug}</span>
          </Row>
          <Row label="Thread ID">{microUi.thread_id ?? "None"}</Row>
          <Row label="User ID">{microUi.user_id ?? "None"}</Row>
          <Row label="Full URL">
            <span className="flex items-center gap-1">
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-600 hover:underline"
              >
                {url}
              </a>
              <CopyUrlButton url={url} />
            </span>
          </Row>
          <Row label="Created">{formatDateTime(microUi.created_at)}</Row>
          <Row label="Updated">{formatDateTime(microUi.updated_at)}</Row>
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-slate-700">Payload</h3>
          <pre className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100">
            {JSON.stringify(microUi.payload, null, 2)}
          </pre>
        </div>
      </DialogContent>
    </Dialog>
  );
}
