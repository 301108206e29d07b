import { CopyButton } from "@/components/ui/copy-button";

/** Copies a page's public address (spec 001 section 2.8). */
export function CopyUrlButton({ url }: { url: string }) {
  return <CopyButton text={url} label="Copy URL" />;
}
