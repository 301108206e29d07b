import { AdminPage } from "@/components/admin/admin-page";

export function KeywordsPage() {
  return <AdminPage title="Keywords" description="Keyword auto-responses will be managed here soon." />;
}
