import type { ReferralCode, ReferralCodeCreate } from "@shared/referral-codes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { serverMessageOr, showErrorToast } from "@/lib/error-toast";
import { referralCodeKeys } from "./referral-codes-keys";

export const createReferralCode = (input: ReferralCodeCreate) =>
  api.post<ReferralCode>("/api/admin/referral-codes", input);

export const useCreateReferralCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralCode,
    onSuccess: (code) => {
      void queryClient.invalidateQueries({ queryKey: referralCodeKeys.all });
      toast({
        title: "Referral Code Created",
        description: `${code.code} can be used ${code.max_uses} times.`,
      });
    },
    // A taken code comes back as the server's message, which names it.
    onError: (error) =>
      showErrorToast(
        error,
        "Error",
        serverMessageOr(error, "Failed to create referral code. Please try again."),
      ),
  });
};
