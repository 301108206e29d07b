import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "@/hooks/use-toast";

/** A success toast in the spec's words. */
export interface SuccessToast {
  title: string;
  description?: ReactNode;
}

interface ToastMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The queries the change makes stale; they reload after a success. */
  invalidates?: (data: TData, variables: TVariables) => readonly QueryKey[];
  /** Cache work beyond reloading, e.g. writing the server's answer into an open detail query. */
  updateCache?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
  /** None when the screen shows the outcome itself (a sent message appears in its thread). */
  success?: (data: TData, variables: TVariables) => SuccessToast;
  /**
   * Reports a failure, through showErrorToast or showReasonedErrorToast: the screens differ in
   * how much of the server's reason they show, so each names its own.
   */
  failure: (error: unknown, variables: TVariables) => void;
}

/**
 * An admin action: TanStack's useMutation with the console's after-effects in one place, so every
 * screen refreshes what changed and answers with the spec's toasts the same way. Callers still
 * pass their own `onSuccess` to `mutate` for what the screen does next (closing a dialog).
 */
export function useToastMutation<TData, TVariables>({
  mutationFn,
  invalidates,
  updateCache,
  success,
  failure,
}: ToastMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, variables: TVariables) => {
      updateCache?.(queryClient, data, variables);
      for (const queryKey of invalidates?.(data, variables) ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
      if (success) toast(success(data, variables));
    },
    onError: (error: Error, variables: TVariables) => failure(error, variables),
  });
}
