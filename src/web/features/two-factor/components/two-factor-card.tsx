import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useDisableTwoFactor, useTwoFactorStatus } from "../api/two-factor";
import { CodeForm } from "./code-form";
import { EnrollTwoFactor } from "./enroll-two-factor";

/** The Security page's two-factor section: its state, and turning it on or off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const enabled = status.data?.enabled;
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          {enabled
            ? `On. ${status.data?.recovery_codes_left} of 10 recovery codes left.`
            : "Off. Anyone with your password can sign in."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending && <p className="text-sm text-slate-500">Loading...</p>}
        {enabled === false && <EnrollTwoFactor />}
        {enabled && status.data?.required && (
          <p className="text-sm text-slate-700">This service requires two-factor sign-in for every admin.</p>
        )}
        {enabled && !status.data?.required && (
          <CodeForm
            label="Current code, to turn it off"
            submitLabel="Turn off"
            failure="Failed to turn off two-factor sign-in. Please try again."
            pending={disable.isPending}
            onSubmit={(input) => disable.mutateAsync(input)}
          />
        )}
      </CardContent>
    </Card>
  );
}
