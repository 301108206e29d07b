import type { Prompt } from "@shared/prompts";
import { useState } from "react";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { usePrompts } from "@/features/prompts/api/get-prompts";
import { PromptCard } from "@/features/prompts/components/prompt-card";
import { PromptDialog } from "@/features/prompts/components/prompt-dialog";
import { PromptHistoryDialog } from "@/features/prompts/components/prompt-history-dialog";

/** Which dialog is open: none, adding, editing or the history of one prompt. */
type DialogState = null | { kind: "add" } | { kind: "edit" | "history"; prompt: Prompt };

export function PromptsPage() {
  const prompts = usePrompts();
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);

  return (
    <AdminPage
      title="AI Prompts"
      description="The instructions the AI works from. Every change is a new version; earlier ones can be restored."
      actions={<AddButton onClick={() => setDialog({ kind: "add" })}>Add New Prompt</AddButton>}
    >
      {prompts.isPending ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy>
          {[0, 1].map((placeholder) => (
            <Skeleton key={placeholder} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : prompts.isError ? (
        <ErrorState message="Failed to load prompts. Please try refreshing the page." />
      ) : prompts.data.length === 0 ? (
        <EmptyState
          title="No prompts found. Create a new prompt to get started."
          className="rounded-xl border border-dashed border-slate-300 bg-white"
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {prompts.data.map((prompt) => (
            <PromptCard
              key={prompt.id}
              prompt={prompt}
              onEdit={() => setDialog({ kind: "edit", prompt })}
              onHistory={() => setDialog({ kind: "history", prompt })}
            />
          ))}
        </div>
      )}
      {dialog?.kind === "add" && <PromptDialog prompt={null} onClose={close} />}
      {dialog?.kind === "edit" && <PromptDialog prompt={dialog.prompt} onClose={close} />}
      {dialog?.kind === "history" && <PromptHistoryDialog prompt={dialog.prompt} onClose={close} />}
    </AdminPage>
  );
}
