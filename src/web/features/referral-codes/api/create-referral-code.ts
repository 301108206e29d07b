import { referralCodesApi } from "@shared/api/referral-codes";
import type { ReferralCodeCreate } from "@shared/referral-codes";
import { callApi } from "@/lib/call-api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { referralCodeKeys } from "./referral-codes-keys";

export const createReferralCode = (input: ReferralCodeCreate) =>
  callApi(referralCodesApi.create, { body: input });

export const useCreateReferralCode = () =>
  useToastMutation({
    mutationFn: createReferralCode,
    invalidates: () => [referralCodeKeys.all],
    success: (code) => ({
      title: "Referral Code Created",
      description: `${code.code} can be used ${code.max_uses} times.`,
    }),
    // A taken code comes back as the server's message, which names it.
    failure: (error) =>
      showErrorToast(
        error,
        "Error",
        serverMessageOr(error, "Failed to create referral code. Please try again."),
      ),
  });
