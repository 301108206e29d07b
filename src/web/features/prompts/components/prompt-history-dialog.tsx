import type { Prompt, PromptHistoryEntry } from "@shared/prompts";
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { usePromptHistory } from "../api/get-prompt-history";
import { usePrompts } from "../api/get-prompts";
import { useRollbackPrompt } from "../api/rollback-prompt";

type Version = Pick<PromptHistoryEntry, "version" | "model" | "content" | "created_at">;

function VersionCard({
  version,
  current,
  action,
}: {
  version: Version;
  current?: boolean;
  action?: ReactNode;
}) {
  return (
    <section
      aria-label={`Version ${version.version}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={current ? "default" : "secondary"}>v{version.version}</Badge>
        {current && <span className="font-medium text-slate-900">Current version</span>}
        <span className="wrap-anywhere text-slate-500">{version.model}</span>
        <span className="text-slate-500">{formatDateTime(version.created_at)}</span>
        <span className="ml-auto">{action}</span>
      </div>
      {/* wrap-anywhere, unlike break-words, also narrows the content's minimum width: a long URL or
          token would otherwise widen the dialog's grid column past a phone's screen. */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: as on the prompt card, so the keyboard can scroll it
        tabIndex={0}
        className="max-h-40 overflow-auto whitespace-pre-wrap wrap-anywhere rounded bg-slate-50 p-2 font-mono text-xs text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {version.content}
      </pre>
    </section>
  );
}

/** The current version and the earlier ones, each with Rollback (spec 001 sections 2.7 and 4). */
export function PromptHistoryDialog({ prompt: opened, onClose }: { prompt: Prompt; onClose: () => void }) {
  // Read from the list, so a rollback made here shows its new current version at once.
  const prompt = usePrompts().data?.find((candidate) => candidate.id === opened.id) ?? opened;
  const history = usePromptHistory(prompt.id);
  const rollback = useRollbackPrompt();
  // The current version came to be when the prompt was last updated.
  const current = { ...prompt, created_at: prompt.updated_at };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="wide" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Prompt History</DialogTitle>
          <DialogDescription className="wrap-anywhere font-mono">{prompt.type}</DialogDescription>
        </DialogHeader>
        <VersionCard version={current} current />
        <h3 className="text-sm font-medium text-slate-700">Previous versions</h3>
        {history.isPending ? (
          <Spinner label="Loading history…" />
        ) : history.isError ? (
          <ErrorState
            message="Failed to load the history. Please try again."
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500">
            No revision history available for this prompt.
          </p>
        ) : (
          history.data.map((entry) => (
            <VersionCard
              key={entry.id}
              version={entry}
              action={
                <ConfirmButton
                  button={{ label: "Rollback", icon: RotateCcw, variant: "outline" }}
                  title={`Roll back to version ${entry.version}?`}
                  description={`This will create a new version with the historical content of version ${entry.version} (its model and settings too). The current version stays in the history.`}
                  busy={rollback.isPending}
                  onConfirm={() => rollback.mutateAsync({ id: prompt.id, version: entry.version })}
                />
              }
            />
          ))
        )}
      </DialogContent>
    </Dialog>
  );
}
