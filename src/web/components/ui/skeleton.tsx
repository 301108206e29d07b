import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A pulsing grey block standing in for content while it loads; size it with classes. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}
