import { AdminPage } from "@/components/admin/admin-page";

export function ReferralCodesPage() {
  return (
    <AdminPage title="Referral Codes" description="Referral codes and their use will be listed here soon." />
  );
}
