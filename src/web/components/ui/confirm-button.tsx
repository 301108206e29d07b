import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button, type ButtonVariant } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmButtonProps
  extends Omit<ComponentProps<typeof ConfirmDialog>, "trigger" | "confirmLabel" | "destructive"> {
  /**
   * The small button that asks first. Its label is the confirm button's too; a destructive
   * variant makes the confirm button red. A disabled one cannot open the confirmation (nothing to do).
   */
  button: { label: string; icon: LucideIcon; variant: ButtonVariant; disabled?: boolean };
}

/** A small icon-and-label button whose action runs only once the confirmation says so. */
export function ConfirmButton({
  button: { label, icon: Icon, variant, disabled },
  ...confirmation
}: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} size="sm" disabled={disabled}>
          <Icon aria-hidden />
          {label}
        </Button>
      }
      confirmLabel={label}
      destructive={variant.startsWith("destructive")}
      {...confirmation}
    />
  );
}
