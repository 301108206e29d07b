/**
 * The first `max` characters followed by "..." when something was cut (the console's previews:
 * keyword responses at 50, queued messages at 60, ids at 8). Counts characters, not UTF-16 units,
 * so an emoji is never split in half.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join("").trimEnd()}...`;
}
