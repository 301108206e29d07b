import type { AdminUser } from "@shared/users";
import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatPhone } from "@/lib/format";
import { useUpdateUserProfile } from "../api/update-user-profile";
import { EditProfileDialog } from "./edit-profile-dialog";
import { DetailCard } from "./user-detail-cards";

/**
 * The details dialog's Profile card (issue 38): what the assistant remembers about the person,
 * which an operator may edit or clear. The server audits either, with the lengths, not the text.
 */
export function UserProfileSection({ user }: { user: AdminUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const clear = useUpdateUserProfile();

  const actions = (
    <>
      <Button ref={editButton} variant="ghost" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden />
        Edit<span className="sr-only"> profile</span>
      </Button>
      {user.profile && (
        <ConfirmDialog
          trigger={
            <Button variant="destructive-ghost" size="sm">
              Clear<span className="sr-only"> profile</span>
            </Button>
          }
          title="Clear this profile?"
          description={`The assistant forgets everything it remembers about ${formatPhone(user.phone_number)}. Their messages and reminders stay. This cannot be undone.`}
          confirmLabel="Clear Profile"
          destructive
          busy={clear.isPending}
          onConfirm={() => clear.mutateAsync({ id: user.id, profile: "" })}
        />
      )}
    </>
  );

  return (
    <DetailCard title="Profile" actions={actions}>
      {user.profile ? (
        <p className="max-h-40 overflow-y-auto text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere">
          {user.profile}
        </p>
      ) : (
        <p className="text-sm text-slate-500">No profile yet</p>
      )}
      {editing && (
        <EditProfileDialog
          user={user}
          onClose={() => setEditing(false)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editButton.current?.focus();
          }}
        />
      )}
    </DetailCard>
  );
}
