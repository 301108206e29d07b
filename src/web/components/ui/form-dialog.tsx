import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { cn } from "@/lib/cn";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { FormButtons, type FormButtonsProps } from "./form-buttons";

interface FormDialogProps<TValues extends FieldValues, TOutput> extends Omit<FormButtonsProps, "onCancel"> {
  /** The form (useZodForm); its schema checks the fields before `onSubmit` gets the body. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => unknown;
  /** Cancel, Escape, the close button and a click outside all call it. */
  onClose: () => void;
  /** Where focus goes once it has closed, when not back to a trigger (a dialog opened from state has none). */
  onCloseAutoFocus?: (event: Event) => void;
  title: ReactNode;
  titleClassName?: string;
  /** Without one the dialog is labelled by its title alone. */
  description?: ReactNode;
  /** More of the header under the title, e.g. an announcement's delivery progress. */
  headerExtra?: ReactNode;
  /** Between the header and the form, e.g. a read-only notice. */
  notice?: ReactNode;
  size?: "default" | "wide";
  /** The form's layout; default a single column. */
  formClassName?: string;
  footerClassName?: string;
  /** Something on the footer's other side from the buttons (an announcement's "Cancel Announcement"). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * The console's add/edit dialog: header, the fields, and Cancel with the submit button. Callers
 * mount it only while it is open, so every opening starts from the form's default values.
 */
export function FormDialog<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onClose,
  onCloseAutoFocus,
  title,
  titleClassName,
  description,
  headerExtra,
  notice,
  size,
  formClassName = "flex flex-col gap-4",
  footerClassName,
  footerStart,
  children,
  ...buttons
}: FormDialogProps<TValues, TOutput>) {
  const actions = <FormButtons onCancel={onClose} {...buttons} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size={size}
        className="max-h-[90dvh] overflow-y-auto"
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
      >
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
          {headerExtra}
        </DialogHeader>
        {notice}
        <form className={formClassName} onSubmit={form.handleSubmit(onSubmit)} noValidate>
          {children}
          {footerStart === undefined ? (
            <DialogFooter className={footerClassName}>{actions}</DialogFooter>
          ) : (
            <DialogFooter className={cn("sm:items-center sm:justify-between", footerClassName)}>
              {footerStart}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">{actions}</div>
            </DialogFooter>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
