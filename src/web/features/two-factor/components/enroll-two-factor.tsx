import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authKeys } from "../../auth/api/auth-keys";
import { twoFactorKeys, useConfirmTwoFactor, useStartTwoFactorSetup } from "../api/two-factor";
import { CodeForm } from "./code-form";

/**
 * Turning on an authenticator app: a QR code and the same secret as text (for apps on this very
 * phone), one code to prove the app has it, then the recovery codes, shown only this once.
 */
export function EnrollTwoFactor() {
  const queryClient = useQueryClient();
  const setup = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    const done = () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      setRecoveryCodes(null);
    };
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Two-factor sign-in is on. Save these recovery codes somewhere safe: each one signs you in once if
          you lose your phone. They will not be shown again.
        </p>
        <ul
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono text-sm"
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button onClick={done}>I have saved my recovery codes</Button>
      </div>
    );
  }

  if (!setup.data) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Sign-in will ask for a 6-digit code from an authenticator app on your phone after your password.
        </p>
        <Button className="self-start" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending ? "Starting..." : "Set up authenticator app"}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Scan this QR code with your authenticator app, or enter the key below by hand.
      </p>
      <img
        src={setup.data.qr_data_url}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="self-start rounded-md border border-slate-200"
      />
      <div>
        <p className="text-xs text-slate-500">Key</p>
        <code data-testid="totp-secret" className="font-mono text-sm break-all text-slate-900">
          {setup.data.secret}
        </code>
      </div>
      <CodeForm
        label="Code from the app"
        submitLabel="Turn on"
        failure="Failed to turn on two-factor sign-in. Please try again."
        pending={confirm.isPending}
        onSubmit={(input) =>
          confirm.mutateAsync(input).then((answer) => setRecoveryCodes(answer.recovery_codes))
        }
      />
    </div>
  );
}
