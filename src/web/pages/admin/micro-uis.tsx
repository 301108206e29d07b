import { AdminPage } from "@/components/admin/admin-page";

export function MicroUisPage() {
  return <AdminPage title="Micro UIs" description="Generated shareable pages will be managed here soon." />;
}
