import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { cn } from "@/lib/cn";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";
import { FormButtons, type FormButtonsProps } from "./form-buttons";

interface FormCardProps<TValues extends FieldValues, TOutput> extends FormButtonsProps {
  /** The form (useZodForm); its schema checks the fields before `onSubmit` gets the body. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => unknown;
  title: ReactNode;
  description?: ReactNode;
  /** The form's layout, e.g. two columns from sm up. */
  formClassName: string;
  actionsClassName?: string;
  children: ReactNode;
}

/** A create/edit form that stays on the page above its list (keywords, advertisements, system numbers). */
export function FormCard<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  title,
  description,
  formClassName,
  actionsClassName,
  children,
  ...buttons
}: FormCardProps<TValues, TOutput>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <form className={formClassName} onSubmit={form.handleSubmit(onSubmit)} noValidate>
          {children}
          <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", actionsClassName)}>
            <FormButtons {...buttons} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
