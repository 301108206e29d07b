import { signInCookie } from "./sign-in.js";
import { createTestApp } from "./test-server.js";

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks; lines end in CRLF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      record.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index++;
    } else field += character;
  }
  if (field !== "" || record.length > 0) throw new Error("CSV does not end with CRLF");
  return records;
}

/** The export's rows keyed by header, after checking the byte order mark and the header row. */
export function csvObjects(text: string, headers: string[]): Array<Record<string, string>> {
  if (!text.startsWith("\uFEFF")) throw new Error("CSV has no byte order mark");
  const [header, ...rows] = parseCsv(text.slice(1));
  if (JSON.stringify(header) !== JSON.stringify(headers)) throw new Error(`unexpected header ${header}`);
  return rows.map((row) => Object.fromEntries(headers.map((name, index) => [name, row[index] ?? ""])));
}

/** The body as sent: Response.text() would drop the byte order mark this checks for. */
export async function responseText(response: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(await response.arrayBuffer());
}

/**
 * The app on a fresh database, listening on a real socket so a streamed body crosses HTTP as a
 * browser reads it, with a signed-in cookie; `download` sends it unless told not to.
 */
export async function startDownloadApp() {
  const t = await createTestApp();
  const cookie = await signInCookie(t.app);
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const download = (path: string, signedIn = true) =>
    fetch(`${base}${path}`, { headers: signedIn ? { cookie } : {} });
  return { t, download };
}

export type DownloadApp = Awaited<ReturnType<typeof startDownloadApp>>;
