import type { DownloadedFile } from "./call-api";

/** Hands a fetched file to the browser's downloads, under its own name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
