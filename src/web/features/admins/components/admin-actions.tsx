import type { AdminAccount } from "@shared/admins";
import { formatPhone } from "@shared/phone";
import { KeyRound, RotateCcw } from "lucide-react";
import { DisableButton } from "@/components/admin/disable-button";
import { Button } from "@/components/ui/button";
import { useSetAdminStatus } from "../api/set-admin-status";

interface AdminActionsProps {
  admin: AdminAccount;
  onResetPassword: (admin: AdminAccount) => void;
}

/** A row's "Reset password" and "Disable" or "Enable", each disable confirmed first. */
export function AdminActions({ admin, onResetPassword }: AdminActionsProps) {
  const status = useSetAdminStatus();
  const who = admin.name ?? formatPhone(admin.phone_number);
  return (
    // Stacked in the desktop table, which has no room for both side by side; side by side on a phone card.
    <div className="flex flex-col items-start gap-1 max-md:flex-row">
      <Button variant="ghost" size="sm" onClick={() => onResetPassword(admin)}>
        <KeyRound aria-hidden />
        Reset password
      </Button>
      {admin.status === "active" ? (
        <DisableButton
          noun="admin"
          name={who}
          description={`${who} will be signed out everywhere at once and can no longer sign in. You can enable them again later.`}
          busy={status.isPending}
          onConfirm={() => status.mutateAsync({ id: admin.id, disabled: true })}
        />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          disabled={status.isPending}
          onClick={() => status.mutate({ id: admin.id, disabled: false })}
        >
          <RotateCcw aria-hidden />
          Enable
        </Button>
      )}
    </div>
  );
}
