import type { Page } from "playwright-core";

/**
 * Records every Content-Security-Policy violation of the page: the securitypolicyviolation events
 * (Chromium reports some, such as a refused eval, only there) and the console's "Refused to …"
 * lines. Call before the page loads.
 */
export async function recordCspViolations(page: Page, into: string[]): Promise<void> {
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) into.push(`CSP: ${message.text()}`);
  });
  await page.exposeFunction("reportCspViolation", (text: string) => into.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
}
