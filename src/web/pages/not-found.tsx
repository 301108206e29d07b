import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { cn } from "@/lib/cn";

export function NotFoundPage() {
  useDocumentTitle("Page not found · Textpal");
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 text-red-500" aria-hidden />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <Link href="/" className={cn(buttonClasses("outline", "sm"), "self-start")}>
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
