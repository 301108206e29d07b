import type { AdminAccount } from "@shared/admins";
import { useState } from "react";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { useAdmins } from "@/features/admins/api/get-admins";
import { AddAdminDialog } from "@/features/admins/components/add-admin-dialog";
import { AdminsTable } from "@/features/admins/components/admins-table";
import { ResetPasswordDialog } from "@/features/admins/components/reset-password-dialog";
import { useMe } from "@/features/auth/api/get-me";
import { ChangePasswordDialog } from "@/features/auth/components/change-password-dialog";
import { useLoadErrorToast } from "@/hooks/use-load-error-toast";

/** Which dialog is open: none, adding an admin, changing your own password, or resetting another's. */
type DialogState = null | "add" | "own-password" | AdminAccount;

export function AdminsPage() {
  const admins = useAdmins();
  const me = useMe();
  const [dialog, setDialog] = useState<DialogState>(null);
  useLoadErrorToast(admins.error, "Failed to load admins");

  return (
    <AdminPage
      title="Admins"
      description="Who can sign in to this console. Disabling an admin or resetting their password signs them out everywhere."
      actions={<AddButton onClick={() => setDialog("add")}>Add Admin</AddButton>}
    >
      <AdminsTable
        admins={admins.data}
        selfId={me.data?.admin.id}
        isPending={admins.isPending}
        isError={admins.isError}
        onResetPassword={setDialog}
        onChangeOwnPassword={() => setDialog("own-password")}
      />
      {dialog === "add" && <AddAdminDialog onClose={() => setDialog(null)} />}
      {dialog === "own-password" && <ChangePasswordDialog onClose={() => setDialog(null)} />}
      {typeof dialog === "object" && dialog && (
        <ResetPasswordDialog admin={dialog} onClose={() => setDialog(null)} />
      )}
    </AdminPage>
  );
}
