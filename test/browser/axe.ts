import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/**
 * axe-core run in a test's page (issue 39, "Accessibility, measured"). The script is evaluated
 * through the DevTools protocol rather than added as a <script>: the console's Content Security
 * Policy refuses inline scripts, and an evaluation is not subject to it.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Where a page was checked: its route, the state its data was in, and the window's width. */
export interface AxeWhere {
  route: string;
  state: string;
  width: number;
}

export interface AxeFinding extends AxeWhere {
  rule: string;
  impact: string;
  /** How many elements break the rule. */
  count: number;
  /** The first few of them, as CSS selectors, with axe's summary of what is wrong. */
  examples: string[];
}

/** Issue 39's target: none of these may be found anywhere. */
export const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

interface AxeResult {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Waits until the page's finite animations (a toast or dialog sliding or fading in) have finished,
 * so what is measured is what stays on screen. Spinning and pulsing ones run forever and are left.
 */
export function untilSettled(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The page's violations once it has settled (half-faded colours would be measured otherwise). */
export async function axeViolations(page: Page, where: AxeWhere): Promise<AxeFinding[]> {
  await untilSettled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(options: object): Promise<{ violations: AxeResult[] }> };
    };
    const result = await axe.run({ resultTypes: ["violations"] });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  return violations.map((violation) => ({
    ...where,
    rule: violation.id,
    impact: violation.impact ?? "unknown",
    count: violation.nodes.length,
    examples: violation.nodes
      .slice(0, 3)
      .map(
        (node) => `${node.target.join(" ")}: ${(node.failureSummary ?? "").split("\n").slice(1, 2).join("")}`,
      ),
  }));
}

/** A short table of findings (route, state, width, rule, impact, count), for the test's output. */
export function logFindings(title: string, findings: AxeFinding[]): void {
  const rows = findings.map(({ route, state, width, rule, impact, count }) => ({
    route,
    state,
    width,
    rule,
    impact,
    count,
  }));
  console.log(`[axe] ${title}: ${findings.reduce((sum, finding) => sum + finding.count, 0)} elements`);
  if (rows.length > 0) console.table(rows);
}
