import { ComingSoon } from "@/components/coming-soon";

/** Serves both /micro-ui/:slug and /ui/:slug; the slug is read once the viewer exists. */
export function MicroUiPage() {
  return <ComingSoon title="Micro UI">Shared Textpal pages will open here soon.</ComingSoon>;
}
