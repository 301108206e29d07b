import {
  INTERFACE_NOT_FOUND_MESSAGE,
  INVALID_SLUG_MESSAGE,
  MICRO_UI_SLUG_LENGTH,
} from "@shared/micro-ui/defaults";
import { useParams } from "wouter";
import { ErrorState } from "@/components/ui/error-state";
import { useMicroUi } from "@/features/micro-ui/api/get-micro-ui";
import { useUpdateMicroUiData } from "@/features/micro-ui/api/update-micro-ui-data";
import { MadeByTextpalHeader } from "@/features/micro-ui/made-by-textpal-header";
import { MicroUiQueryProvider } from "@/features/micro-ui/micro-ui-query-provider";
import { MicroUiSkeleton } from "@/features/micro-ui/micro-ui-skeleton";
import { MicroUiRenderer } from "@/features/micro-ui/renderer/micro-ui-renderer";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** Serves both /micro-ui/:slug and /ui/:slug: one saved page, for anyone with the link. */
export function MicroUiPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  return (
    <MicroUiQueryProvider>
      <div className="min-h-dvh bg-slate-50">
        <MadeByTextpalHeader />
        <main className="mx-auto w-full max-w-2xl px-4 py-8">
          <SavedMicroUi slug={slug} />
        </main>
      </div>
    </MicroUiQueryProvider>
  );
}

function SavedMicroUi({ slug }: { slug: string }) {
  // Spec 000 section 5: a slug of any other length is refused before anything is fetched.
  const isValidSlug = slug.length === MICRO_UI_SLUG_LENGTH;
  const page = useMicroUi(slug, { enabled: isValidSlug });
  const save = useUpdateMicroUiData(slug);
  const title = page.data?.ui.meta.title;
  useDocumentTitle(title ? `${title} · Textpal` : "Textpal");

  if (!isValidSlug) return <ErrorState message={INVALID_SLUG_MESSAGE} />;
  if (page.isPending) return <MicroUiSkeleton />;
  if (page.isError || !page.data?.ui) return <ErrorState message={INTERFACE_NOT_FOUND_MESSAGE} />;
  return <MicroUiRenderer key={slug} definition={page.data.ui} onDataUpdate={save.mutate} />;
}
