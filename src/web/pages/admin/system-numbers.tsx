import { AdminPage } from "@/components/admin/admin-page";

export function SystemNumbersPage() {
  return (
    <AdminPage
      title="System Numbers"
      description="The phone numbers Textpal texts from will be managed here soon."
    />
  );
}
