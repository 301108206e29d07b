import { AdminPage } from "@/components/admin/admin-page";

export function SettingsPage() {
  return <AdminPage title="Settings" description="General and payment settings will be edited here soon." />;
}
