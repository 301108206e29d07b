import type { ReferralCode } from "@shared/referral-codes";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Switch } from "@/components/ui/switch";
import { useChangeReferralCode } from "../api/update-referral-code";

/** Turning a code off asks first (then DELETE); turning it on again happens at once (PATCH). */
export function ActiveSwitch({ code }: { code: ReferralCode }) {
  const change = useChangeReferralCode();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Switch
        aria-label={`${code.code} active`}
        checked={code.is_active}
        disabled={change.isPending}
        onCheckedChange={(on) =>
          on ? change.mutate({ action: "activate", id: code.id }) : setConfirming(true)
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${code.code}?`}
        description="People will no longer be able to use this referral code. You can switch it back on at any time."
        confirmLabel="Deactivate"
        destructive
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ action: "deactivate", id: code.id })}
      />
    </>
  );
}
