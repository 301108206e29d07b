import { referralCodesApi } from "@shared/api/referral-codes";
import type { ReferralCode } from "@shared/referral-codes";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { referralCodeKeys } from "./referral-codes-keys";

/** Reactivate or set the limit with PATCH; deactivate with DELETE (spec 001 section 4). */
export type ReferralCodeChange =
  | { action: "activate"; id: number }
  | { action: "limit"; id: number; maxUses: number }
  | { action: "deactivate"; id: number };

function applyChange(change: ReferralCodeChange): Promise<ReferralCode> {
  const params = { id: change.id };
  switch (change.action) {
    case "activate":
      return callApi(referralCodesApi.update, { params, body: { is_active: true } });
    case "limit":
      return callApi(referralCodesApi.update, { params, body: { max_uses: change.maxUses } });
    case "deactivate":
      return callApi(referralCodesApi.deactivate, { params });
  }
}

export const useChangeReferralCode = () =>
  useToastMutation({
    mutationFn: applyChange,
    invalidates: () => [referralCodeKeys.all],
    success: (code, change) =>
      change.action === "deactivate"
        ? { title: "Referral Code Deactivated", description: `${code.code} can no longer be used.` }
        : {
            title: "Referral Code Updated",
            description: `${code.code}: ${code.current_uses}/${code.max_uses} uses.`,
          },
    failure: (error, change) =>
      showReasonedErrorToast(
        error,
        change.action === "deactivate"
          ? "Failed to deactivate referral code. Please try again."
          : "Failed to update referral code. Please try again.",
      ),
  });
