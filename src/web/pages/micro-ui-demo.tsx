import { ComingSoon } from "@/components/coming-soon";

export function MicroUiDemoPage() {
  return (
    <ComingSoon title="Micro UI Demo">
      A tour of maps, videos, checklists, dashboards and tables built by Textpal is coming soon.
    </ComingSoon>
  );
}
