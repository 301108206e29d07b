import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ChangePasswordForm } from "./change-password-form";

/** The signed-in admin changing their own password at any time (the Admins screen's own row). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-sm overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Change your password</DialogTitle>
          <DialogDescription>Your other sessions are signed out; this one carries on.</DialogDescription>
        </DialogHeader>
        <ChangePasswordForm onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
