import type { CardProps } from "@shared/micro-ui/definition-schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { MicroUiComponentProps } from "../renderer/types";

/** Spec 000: optional title, description, content, footer and action buttons; the buttons only log. */
export function CardComponent({ props }: MicroUiComponentProps<CardProps>) {
  const { title, description, content, footer, actions = [] } = props;
  const hasHeader = Boolean(title || description);
  return (
    <Card>
      {hasHeader && (
        <CardHeader>
          {title && <CardTitle>{title}</CardTitle>}
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
      )}
      {content && <CardContent className="whitespace-pre-line text-sm text-slate-700">{content}</CardContent>}
      {(footer || actions.length > 0) && (
        <CardFooter className="flex-wrap justify-between gap-3">
          {footer && <p className="text-sm text-slate-500">{footer}</p>}
          {actions.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action.label}
                  size="sm"
                  variant={action.variant ?? "outline"}
                  onClick={() => console.log("Card action clicked:", action.label)}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
