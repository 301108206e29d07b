import { MIN_NEW_PASSWORD_LENGTH } from "@shared/admins";
import { SignInFrame } from "@/components/admin/sign-in-frame";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { useDocumentTitle } from "@/hooks/use-document-title";

/**
 * What an admin signed in with a temporary password sees instead of the console: the server
 * refuses every other call until the password is changed, so nothing else is shown.
 */
export function ChangePasswordPage() {
  useDocumentTitle("Change your password · Textpal Admin");
  return (
    <SignInFrame>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>Change your password</CardTitle>
          <CardDescription>
            You signed in with a temporary password. Choose your own before you continue: at least{" "}
            {MIN_NEW_PASSWORD_LENGTH} characters, and not a commonly used one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <div className="w-full max-w-40">
        <LogoutButton />
      </div>
    </SignInFrame>
  );
}
