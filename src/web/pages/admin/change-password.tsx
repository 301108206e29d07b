import { MIN_NEW_PASSWORD_LENGTH } from "@shared/admins";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { GateCard } from "@/features/auth/components/gate-card";

/**
 * What an admin signed in with a temporary password sees instead of the console: the server
 * refuses every other call until the password is changed, so nothing else is shown.
 */
export function ChangePasswordPage() {
  return (
    <GateCard
      title="Change your password"
      description={
        <>
          You signed in with a temporary password. Choose your own before you continue: at least{" "}
          {MIN_NEW_PASSWORD_LENGTH} characters, and not a commonly used one.
        </>
      }
    >
      <ChangePasswordForm />
    </GateCard>
  );
}
