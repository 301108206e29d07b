import type { ChatCompletionBody } from "./fake-ai-server.js";

/** What the model was asked last: a string, or text and image parts. */
export function lastUserContent(request: ChatCompletionBody | undefined): unknown {
  return request?.messages.at(-1)?.content;
}

/** The typed text of the last message the model was asked, with or without pictures. */
export function typedText(request: ChatCompletionBody): string {
  const content = lastUserContent(request);
  if (typeof content === "string") return content;
  return (content as Array<{ type: string; text?: string }>).find((part) => part.type === "text")?.text ?? "";
}

/** The data URLs of the pictures in a message's content. */
export function imageParts(content: unknown): string[] {
  if (!Array.isArray(content)) return [];
  return content.filter((part) => part.type === "image_url").map((part) => part.image_url.url as string);
}
