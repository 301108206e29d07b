import type { RetentionPeriods } from "@shared/page-rendering";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { LegalBlock, LegalDocument } from "./legal-document";
import { privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";

const documents = {
  privacy: privacyPolicy,
  terms: () => termsOfService,
} satisfies Record<string, (retention?: RetentionPeriods | null) => LegalDocument>;

export type LegalKind = keyof typeof documents;

interface LegalDialogProps {
  kind: LegalKind;
  /** The retention periods in force, which the privacy policy states; unknown without them. */
  retention?: RetentionPeriods | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Both documents live in this module so the landing page can load them only when asked for. */
export function LegalDialog({ kind, retention, open, onOpenChange }: LegalDialogProps) {
  const { title, summary, sections } = documents[kind](retention);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Effective Date: {new Date().getFullYear()}</DialogDescription>
        </DialogHeader>
        {/* Spec 000 section 9: the body never takes more than 60% of the viewport height. Focusable,
            so the keyboard can scroll it. */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto pr-2 text-sm leading-relaxed text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <p className="mb-4 text-slate-600">{summary}</p>
          {sections.map((section) => (
            <section key={section.heading} className="mb-5 last:mb-0">
              <h3 className="mb-2 font-semibold text-slate-900">{section.heading}</h3>
              <div className="flex flex-col gap-2">{section.blocks.map(renderBlock)}</div>
            </section>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function renderBlock(block: LegalBlock) {
  if (typeof block === "string") return <p key={block}>{block}</p>;
  return (
    <ul key={block.join()} className="list-disc space-y-1 pl-5">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
