import { AdminPage } from "@/components/admin/admin-page";

export function ThreadsPage() {
  return (
    <AdminPage
      title="Threads"
      description="Conversation threads and their messages will be listed here soon."
    />
  );
}
