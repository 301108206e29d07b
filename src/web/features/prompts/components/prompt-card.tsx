import { DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, type Prompt } from "@shared/prompts";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { EditDeleteActions } from "@/components/admin/edit-delete-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { useDeletePrompt } from "../api/delete-prompt";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

interface PromptCardProps {
  prompt: Prompt;
  onEdit: () => void;
  onHistory: () => void;
}

/** One prompt with every field (spec 001 section 2.7); unset numbers show their defaults. */
export function PromptCard({ prompt, onEdit, onHistory }: PromptCardProps) {
  const remove = useDeletePrompt();
  return (
    <Card role="article" aria-label={prompt.type} className="flex min-w-0 flex-col gap-4 p-5">
      <div className="flex items-start gap-2">
        <div className="mr-auto min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="break-all font-mono">{prompt.type}</span>
            <Badge variant="secondary">v{prompt.version}</Badge>
          </h2>
          {prompt.description && <p className="mt-1 text-sm text-slate-600">{prompt.description}</p>}
        </div>
        <Button variant="ghost" size="icon" aria-label="History" title="History" onClick={onHistory}>
          <History aria-hidden />
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Detail label="Model">{prompt.model}</Detail>
        <Detail label="Online Model">{prompt.online_model ?? "none"}</Detail>
        <Detail label="Temperature">{prompt.temperature ?? DEFAULT_TEMPERATURE}</Detail>
        <Detail label="Max Tokens">{prompt.max_tokens ?? DEFAULT_MAX_TOKENS}</Detail>
        <Detail label="Response Format">{prompt.response_format}</Detail>
        <Detail label="Created">{formatDateTime(prompt.created_at)}</Detail>
        <Detail label="Last Updated">{formatDateTime(prompt.updated_at)}</Detail>
      </dl>
      {/* Focusable, so a long prompt can be scrolled with the keyboard too. */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {prompt.content}
      </pre>
      <EditDeleteActions
        title="Delete Prompt"
        description={`Are you sure you want to delete the "${prompt.type}" prompt and its history? This action cannot be undone.`}
        busy={remove.isPending}
        onEdit={onEdit}
        onDelete={() => remove.mutateAsync(prompt.id)}
      />
    </Card>
  );
}
