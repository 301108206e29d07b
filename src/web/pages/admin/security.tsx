import { AdminPage } from "@/components/admin/admin-page";
import { SessionsCard } from "@/features/sessions/components/sessions-card";
import { TwoFactorCard } from "@/features/two-factor/components/two-factor-card";

/** The signed-in admin's own sign-in settings, reached from their name in the sidebar. */
export function SecurityPage() {
  return (
    <AdminPage title="Security" description="How you sign in to this console.">
      <TwoFactorCard />
      <SessionsCard />
    </AdminPage>
  );
}
