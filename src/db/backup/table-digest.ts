import { createHash, type Hash } from "node:crypto";

/** A table's row count and the SHA-256 of its row lines, each with its newline, in order. */
export class TableDigest {
  rows = 0;
  private readonly hash: Hash = createHash("sha256");

  /** Adds one line (without its newline). */
  add(line: string): void {
    this.hash.update(line);
    this.hash.update("\n");
    this.rows += 1;
  }

  /** Adds a batch of lines and answers them as the text a backup writes. */
  addAll(lines: string[]): string {
    const text = `${lines.join("\n")}\n`;
    this.hash.update(text);
    this.rows += lines.length;
    return text;
  }

  hex(): string {
    return this.hash.digest("hex");
  }
}
