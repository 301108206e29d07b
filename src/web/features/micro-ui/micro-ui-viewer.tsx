import { INTERFACE_NOT_FOUND_MESSAGE, INVALID_SLUG_MESSAGE } from "@shared/micro-ui/defaults";
import type { MicroUiDefinitionInput } from "@shared/micro-ui/definition-schema";
import type { MicroUiPageState } from "@shared/page-rendering";
import { ErrorState } from "@/components/ui/error-state";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMicroUiDataSaver } from "./api/save-micro-ui-data";
import { MadeByTextpalHeader } from "./made-by-textpal-header";
import { MicroUiSkeleton } from "./micro-ui-skeleton";
import { MicroUiRenderer } from "./renderer/micro-ui-renderer";

/** A page link's state as the viewer draws it: the server's, or loading while the browser fetches it. */
export type MicroUiViewerState = MicroUiPageState | { state: "loading"; slug: string };

/** The title of a micro UI page's tab, on the server and in the browser alike. */
export function microUiPageTitle(page: MicroUiViewerState): string {
  const title = page.state === "shown" ? definitionOf(page.ui).meta?.title : undefined;
  return title ? `${title} · Textpal` : "Textpal";
}

/**
 * One saved micro UI page (/ui/{slug} and /micro-ui/{slug}), for anyone with the link: rendered on
 * the server, then hydrated in the browser from the same state (decision 021).
 */
export function MicroUiViewer({ page }: { page: MicroUiViewerState }) {
  useDocumentTitle(microUiPageTitle(page));
  return (
    <div className="min-h-dvh bg-slate-50">
      <MadeByTextpalHeader />
      <main className="mx-auto w-full max-w-2xl px-4 py-8">
        <ViewerContent page={page} />
      </main>
    </div>
  );
}

function ViewerContent({ page }: { page: MicroUiViewerState }) {
  switch (page.state) {
    case "invalid":
      return <ErrorState message={INVALID_SLUG_MESSAGE} />;
    case "loading":
      return <MicroUiSkeleton />;
    case "missing":
      return <ErrorState message={INTERFACE_NOT_FOUND_MESSAGE} />;
    case "shown":
      return <SavedMicroUi slug={page.slug} definition={definitionOf(page.ui)} />;
  }
}

function SavedMicroUi({ slug, definition }: { slug: string; definition: MicroUiDefinitionInput }) {
  const save = useMicroUiDataSaver(slug);
  return <MicroUiRenderer key={slug} definition={definition} onDataUpdate={save} />;
}

/** Stored definitions were checked when they were saved (spec 000 section 8). */
function definitionOf(ui: Record<string, unknown>): MicroUiDefinitionInput {
  return ui as unknown as MicroUiDefinitionInput;
}
