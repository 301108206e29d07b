import { TEXT_DEFAULTS } from "@shared/micro-ui/defaults";
import type { TextProps } from "@shared/micro-ui/definition-schema";
import { cn } from "@/lib/cn";
import type { MicroUiComponentProps } from "../renderer/types";

const variantClasses = {
  h1: "text-3xl font-bold tracking-tight text-slate-900",
  h2: "text-2xl font-semibold tracking-tight text-slate-900",
  h3: "text-xl font-semibold text-slate-900",
  h4: "text-lg font-semibold text-slate-900",
  p: "text-base text-slate-700",
  small: "text-sm text-slate-500",
  blockquote: "border-l-4 border-slate-300 pl-4 italic text-slate-700",
} as const;

const alignClasses = { left: "text-left", center: "text-center", right: "text-right" } as const;

/** Spec 000: content as plain text in the element its variant names (paragraph by default). */
export function TextComponent({ props }: MicroUiComponentProps<TextProps>) {
  const Element = props.variant ?? TEXT_DEFAULTS.variant;
  const align = props.align ?? TEXT_DEFAULTS.align;
  return (
    <Element className={cn("whitespace-pre-line", variantClasses[Element], alignClasses[align])}>
      {props.content}
    </Element>
  );
}
