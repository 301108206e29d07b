import type { Keyword } from "@shared/keywords";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { useKeywords } from "@/features/keywords/api/get-keywords";
import { KeywordForm } from "@/features/keywords/components/keyword-form";
import { KeywordsTable } from "@/features/keywords/components/keywords-table";
import { useLoadErrorToast } from "@/hooks/use-load-error-toast";

export function KeywordsPage() {
  const keywords = useKeywords();
  const [editing, setEditing] = useState<Keyword | null>(null);
  useLoadErrorToast(keywords.error, "Failed to load keywords");

  function startEditing(keyword: Keyword) {
    setEditing(keyword);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  return (
    <AdminPage
      title="Keywords"
      heading="Manage Keywords"
      description="Automatic answers to texts that are exactly one of these words, in any case."
    >
      <KeywordForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <KeywordsTable
        keywords={keywords.data}
        isPending={keywords.isPending}
        isError={keywords.isError}
        onEdit={startEditing}
      />
    </AdminPage>
  );
}
