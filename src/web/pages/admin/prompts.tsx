import { AdminPage } from "@/components/admin/admin-page";

export function PromptsPage() {
  return (
    <AdminPage
      title="AI Prompts"
      description="AI prompts and their version history will be edited here soon."
    />
  );
}
