import { FileAudio, FileImage, FileQuestion, X } from "lucide-react";
import { formatFileSize } from "@/lib/format";

/** Files picked for the next text: name and size, each removable before it is sent. */
export function AttachmentChips({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="flex flex-wrap gap-1.5">
      {files.map((file, index) => {
        const Icon = file.type.startsWith("image/")
          ? FileImage
          : file.type.startsWith("audio/")
            ? FileAudio
            : FileQuestion;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be attached twice
            key={index}
            className="flex max-w-full items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-2 text-xs text-slate-700"
          >
            <Icon className="size-3.5 shrink-0 text-slate-500" aria-hidden />
            <span className="max-w-40 truncate" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-slate-400">{formatFileSize(file.size)}</span>
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={`Remove ${file.name}`}
              className="rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
            >
              <X className="size-3" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
