import { authApi } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callApi } from "@/lib/call-api";
import { CodeForm } from "../../two-factor/components/code-form";

/** Sign-in's second step, after a right password for an admin with an authenticator app. */
export function TwoFactorSignIn({
  pendingToken,
  onSignedIn,
}: {
  pendingToken: string;
  onSignedIn: () => void;
}) {
  const finish = useMutation({
    mutationFn: (code: string) =>
      callApi(authApi.loginWithCode, { body: { pending_token: pendingToken, code } }),
  });
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle>Two-factor sign in</CardTitle>
        <CardDescription>
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CodeForm
          label="Code"
          submitLabel="Verify"
          failure="Failed to verify the code. Please try again."
          pending={finish.isPending}
          onSubmit={({ code }) => finish.mutateAsync(code).then(onSignedIn)}
        />
      </CardContent>
    </Card>
  );
}
