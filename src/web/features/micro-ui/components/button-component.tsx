import type { ButtonProps } from "@shared/micro-ui/definition-schema";
import { Button } from "@/components/ui/button";
import type { MicroUiComponentProps } from "../renderer/types";

/** Spec 000: a button that only logs when clicked; generated pages cannot make it do anything else. */
export function ButtonComponent({ props }: MicroUiComponentProps<ButtonProps>) {
  return (
    <Button
      className="self-start"
      variant={props.variant}
      size={props.size}
      onClick={() => console.log("Button clicked:", props.text)}
    >
      {props.text}
    </Button>
  );
}
