import { useParams } from "wouter";
import { useFetchedMicroUi } from "@/features/micro-ui/api/get-micro-ui";
import { MicroUiViewer } from "@/features/micro-ui/micro-ui-viewer";

/**
 * /micro-ui/:slug and /ui/:slug inside the single-page app, where the browser fetches the page:
 * only under the Vite dev server. The built product renders these paths on the server.
 */
export function MicroUiPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  return <MicroUiViewer page={useFetchedMicroUi(slug)} />;
}
