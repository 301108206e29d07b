import { Search } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const DEBOUNCE_MS = 300;

type SearchInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** The applied search text (e.g. from the URL); the field follows it when it changes elsewhere. */
  value: string;
  /** Called once typing pauses, with the field's text. */
  onSearch: (value: string) => void;
};

/** A search field with an icon that reports its text after a short pause rather than per key. */
export function SearchInput({ value, onSearch, className, ...props }: SearchInputProps) {
  const [text, setText] = useState(value);
  // Held in a ref so a parent re-render (e.g. a polling list) does not restart the pause.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Back/forward or a cleared filter change the applied value; show it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearchRef.current(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={cn("relative w-full sm:max-w-sm", className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
        {...props}
      />
    </div>
  );
}
