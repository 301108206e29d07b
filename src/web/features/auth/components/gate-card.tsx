import type { ReactNode } from "react";
import { SignInFrame } from "@/components/admin/sign-in-frame";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { LogoutButton } from "./logout-button";

interface GateCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/**
 * A step the server insists on before the console (a temporary password, REQUIRE_ADMIN_2FA): the
 * sign-in page's frame with only that step and a way out, since every other call is refused.
 */
export function GateCard({ title, description, children }: GateCardProps) {
  useDocumentTitle(`${title} · Textpal Admin`);
  return (
    <SignInFrame>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <div className="w-full max-w-40">
        <LogoutButton />
      </div>
    </SignInFrame>
  );
}
