/**
 * A one-line progress bar on stderr, redrawn in place: `messages [########------] 57% 570,000/1,000,000 41s`.
 * Each phase ends its line, so the finished phases stay on screen with their times.
 */
export class ProgressBar {
  private readonly startedAt = performance.now();
  private phaseStartedAt = performance.now();
  private phase = "";
  private readonly width = 28;
  private readonly interactive = process.stderr.isTTY === true;

  update(phase: string, done: number, total: number): void {
    if (phase !== this.phase) {
      if (this.phase) process.stderr.write("\n");
      this.phase = phase;
      this.phaseStartedAt = performance.now();
    }
    const fraction = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(fraction * this.width);
    const line = `${phase.padEnd(16)} [${"#".repeat(filled)}${"-".repeat(this.width - filled)}] ${String(
      Math.round(fraction * 100),
    ).padStart(
      3,
    )}% ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} ${seconds(this.phaseStartedAt)}`;
    // Without a terminal (CI logs), \r would pile every redraw onto one huge line: print each step.
    process.stderr.write(this.interactive ? `\r${line}\x1b[K` : `${line}\n`);
  }

  finish(): void {
    if (this.phase && this.interactive) process.stderr.write("\n");
    process.stderr.write(`done in ${seconds(this.startedAt)}\n`);
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)}s`;
}
