import { twoFactorApi } from "@shared/api/two-factor";
import type { TwoFactorCodeInput } from "@shared/two-factor";
import { useMutation, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { authKeys } from "../../auth/api/auth-keys";

export const twoFactorKeys = { status: ["admin", "me", "two-factor"] as const };

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKeys.status, queryFn: () => callApi(twoFactorApi.status) });

/** A new secret and QR code; nothing changes for sign-in until a code confirms it. */
export const useStartTwoFactorSetup = () =>
  useMutation({
    mutationFn: () => callApi(twoFactorApi.setup),
    onError: (error) => showReasonedErrorToast(error, "Failed to start two-factor set-up. Please try again."),
  });

/**
 * Turns it on. The session and the page's status are left stale on purpose: refreshing them now
 * would leave the set-up (and, under REQUIRE_ADMIN_2FA, its whole screen) before the recovery
 * codes have been read. The caller refreshes them once the admin has saved the codes.
 */
export const useConfirmTwoFactor = () =>
  useMutation({ mutationFn: (input: TwoFactorCodeInput) => callApi(twoFactorApi.confirm, { body: input }) });

export const useDisableTwoFactor = () =>
  useToastMutation({
    mutationFn: (input: TwoFactorCodeInput) => callApi(twoFactorApi.disable, { body: input }),
    invalidates: () => [twoFactorKeys.status, authKeys.me],
    success: () => ({ title: "Two-factor sign-in turned off" }),
    // The code form reports it: a wrong code under the field, anything else in one toast.
    failure: () => {},
  });
