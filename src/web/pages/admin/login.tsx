import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginInput, loginSchema } from "@shared/auth";
import { normalizeLoginPhone } from "@shared/phone";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { SignInFrame } from "@/components/admin/sign-in-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormInput } from "@/components/ui/form-input";
import { useLogin } from "@/features/auth/api/login";
import { TwoFactorSignIn } from "@/features/auth/components/two-factor-sign-in";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toast } from "@/hooks/use-toast";
import { adminPaths } from "@/lib/admin-paths";
import { isApiError } from "@/lib/api";

export function LoginPage() {
  useDocumentTitle("Sign in · Textpal Admin");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();
  // Set when the password was right and an authenticator code is needed before the session starts.
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { phoneNumber: "", password: "" },
  });

  // Arriving here means the session ended (logout or a 401), so nothing cached for it may be
  // shown to whoever signs in next.
  useEffect(() => {
    queryClient.clear();
  }, [queryClient]);

  const onSubmit = form.handleSubmit(({ phoneNumber, password }) =>
    login.mutate(
      { phoneNumber: normalizeLoginPhone(phoneNumber), password },
      {
        onSuccess: (answer) =>
          "pending_token" in answer ? setPendingToken(answer.pending_token) : navigate(adminPaths.dashboard),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Login failed",
            // A throttled sign-in says how long to wait, which is more useful than "invalid credentials".
            description:
              (isApiError(error, 429) && error.serverMessage) || "Invalid credentials. Please try again.",
          }),
      },
    ),
  );

  return (
    <SignInFrame>
      {pendingToken ? (
        <TwoFactorSignIn pendingToken={pendingToken} onSignedIn={() => navigate(adminPaths.dashboard)} />
      ) : (
        <Card className="w-full max-w-sm">
          <CardHeader>
            <CardTitle>Admin sign in</CardTitle>
            <CardDescription>
              Use the phone number and password of your administrator account.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
              <FormInput
                form={form}
                name="phoneNumber"
                label="Phone number"
                type="tel"
                inputMode="tel"
                autoComplete="username"
                placeholder="(555) 010-0000"
              />
              <FormInput
                form={form}
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
              />
              <Button type="submit" className="mt-2 w-full" disabled={login.isPending}>
                {login.isPending ? "Logging in..." : "Sign In"}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
      <Link
        href="/"
        className="inline-flex items-center gap-1 text-sm text-slate-500 transition-colors hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to home
      </Link>
    </SignInFrame>
  );
}
