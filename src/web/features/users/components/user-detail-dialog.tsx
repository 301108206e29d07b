import type { AdminUser } from "@shared/users";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatPhone } from "@/lib/format";
import { useChangeUserConsent } from "../api/change-user-consent";
import { useExportUserData } from "../api/export-user-data";
import { useUser } from "../api/get-user";
import { useResetUser } from "../api/reset-user";
import { useUpdateUser } from "../api/update-user";
import { useUpgradeUser } from "../api/upgrade-user";
import { ConsentLogCard } from "./consent-log-card";
import { EraseUserDialog } from "./erase-user-dialog";
import { ActivityCard, BasicInfoCard, ReferralCard } from "./user-detail-cards";
import { UserProfileSection } from "./user-profile-section";
import { UserRemindersCard } from "./user-reminders-card";

interface UserDetailDialogProps {
  /** The row that was clicked; the dialog refreshes it from the server while open. */
  user: AdminUser;
  onClose: () => void;
}

export function UserDetailDialog({ user: row, onClose }: UserDetailDialogProps) {
  const { data: user = row } = useUser(row.id, row);
  const reset = useResetUser();
  const upgrade = useUpgradeUser();
  const update = useUpdateUser();
  const consent = useChangeUserConsent();
  const exportData = useExportUserData();
  const [erasing, setErasing] = useState(false);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="wide"
        className="max-h-[90dvh] overflow-y-auto"
        // Focus the dialog itself rather than its first control (the team switch), which a stray
        // key press would flip.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>{formatPhone(user.phone_number)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <BasicInfoCard
            user={user}
            teamBusy={update.isPending}
            onTeamChange={(isTeam) => update.mutate({ id: user.id, is_team: isTeam })}
          />
          <ActivityCard user={user} />
          <ReferralCard user={user} />
          <UserProfileSection user={user} />
          <UserRemindersCard userId={user.id} />
          <ConsentLogCard userId={user.id} />
        </div>
        {/* Reset and erase sit apart on the left, away from the buttons people click without thinking. */}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col items-start">
            <ConfirmDialog
              trigger={
                <Button variant="link" className="px-0 text-red-600">
                  Reset this user
                </Button>
              }
              title="Reset this user?"
              description="This clears the user's profile, referral info and activity, and deletes the threads where they are the only participant, with their messages and queued items. This cannot be undone."
              confirmLabel="Reset User"
              destructive
              busy={reset.isPending}
              onConfirm={() => reset.mutateAsync(user.id)}
            />
            <Button variant="link" className="px-0 text-red-600" onClick={() => setErasing(true)}>
              Erase user
            </Button>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button
              variant="outline"
              disabled={exportData.isPending}
              onClick={() => exportData.mutate(user.id)}
            >
              <Download aria-hidden />
              {exportData.isPending ? "Exporting..." : "Export data"}
            </Button>
            {user.opted_out ? (
              <ConfirmDialog
                trigger={<Button variant="outline">Opt back in</Button>}
                title="Opt this user back in?"
                description="Only when the person asked for texts again. They will receive replies, reminders and announcements, and the consent log records it as your action."
                confirmLabel="Opt In"
                busy={consent.isPending}
                onConfirm={() => consent.mutateAsync({ id: user.id, action: "opt_in" })}
              />
            ) : (
              <ConfirmDialog
                trigger={<Button variant="outline">Opt out</Button>}
                title="Opt this user out?"
                description="They will receive no more texts until they text START or you opt them back in. The consent log records it as your action."
                confirmLabel="Opt Out"
                destructive
                busy={consent.isPending}
                onConfirm={() => consent.mutateAsync({ id: user.id, action: "opt_out" })}
              />
            )}
            {user.subscription_tier !== "premium" && (
              <ConfirmDialog
                trigger={<Button>Upgrade to Premium</Button>}
                title="Upgrade to Premium?"
                description="This gives the user unlimited messaging."
                confirmLabel="Upgrade"
                busy={upgrade.isPending}
                onConfirm={() => upgrade.mutateAsync(user.id)}
              />
            )}
          </div>
        </div>
        {erasing && <EraseUserDialog user={user} onClose={() => setErasing(false)} onErased={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
