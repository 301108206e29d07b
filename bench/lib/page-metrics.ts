import { gzipSync } from "node:zlib";
import type { BrowserContext, CDPSession, Page } from "playwright-core";

/** A phone's screen (an iPhone 12 to 14's), and the network and CPU of Lighthouse's mobile runs. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
export const CONDITIONS = `${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, slow 4G (1.6 Mbps down, 750 kbps up, 150 ms), CPU ÷${CPU_SLOWDOWN}`;

/** How long the network must stay idle after load before the paints are read: late chunks, the data call. */
const SETTLE_MS = 1000;

/**
 * Runs in the page before its own scripts. Paints are observed from the start, so the largest
 * contentful paint is read as it stood before any input (input ends LCP). "Checkable" is the first
 * checklist checkbox present on an interactive page: a client-rendered page is interactive once React
 * rendered the box; a server-rendered one (`#root[data-ssr]`) once the client marked
 * `data-hydrated`. A string, since the benchmarks are compiled without the DOM's types.
 */
const PROBE = `(() => {
  const probe = (window.__bench = { fcp: null, lcp: null, lcpElement: null, checkableAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") probe.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    probe.lcp = last.startTime;
    const text = (last.element?.textContent ?? "").trim().replace(/\\s+/g, " ");
    probe.lcpElement = last.element
      ? "<" + last.element.tagName.toLowerCase() + "> " + JSON.stringify(text.length > 40 ? text.slice(0, 40) + "…" : text)
      : "(an element since removed)";
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const checkable = () => {
    const root = document.getElementById("root");
    return document.querySelector('input[type="checkbox"]') !== null && root !== null &&
      (!root.hasAttribute("data-ssr") || root.hasAttribute("data-hydrated"));
  };
  window.__benchCheckable = new Promise((resolve) => {
    const watcher = new MutationObserver(() => {
      if (probe.checkableAt !== null || !checkable()) return;
      probe.checkableAt = performance.now();
      watcher.disconnect();
      resolve();
    });
    watcher.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
})()`;

interface Probe {
  fcp: number | null;
  lcp: number | null;
  /** The element of the largest contentful paint, with the start of its text. */
  lcpElement: string | null;
  checkableAt: number | null;
}
type ProbeGlobal = { __bench: Probe; __benchCheckable: Promise<void> };

export interface RequestRecord {
  url: string;
  /** CDP's resource type: Document, Script, Stylesheet, Fetch… */
  type: string;
  /** The status the page saw: a revalidated response is the cached 200. */
  status: number;
  /** The status the server sent: 304 for a revalidation (0 when no request reached it). */
  serverStatus: number;
  headers: Record<string, string>;
  /** Answered from the HTTP cache (disk or memory) without a request to the server. */
  fromCache: boolean;
  /** Bytes received for it, headers included (0 until it finished). */
  wireBytes: number;
  inFlight: boolean;
}

export interface Visit {
  page: Page;
  requests: RequestRecord[];
  probe: Probe;
  /** Total bytes received, and those of JavaScript: on the wire and each body at gzip -9. */
  wireBytes: number;
  jsWireBytes: number;
  jsGzipBytes: number;
  /**
   * The part of jsGzipBytes the page asked for before it became usable (checkable, or loaded for a
   * page without a checklist): what a phone waits for. Chunks fetched later, such as drag and drop
   * once the list works, are left out.
   */
  firstLoadJsGzipBytes: number;
  /**
   * /assets/ files the server sent again (200), revalidations of anything (304), and requests the
   * HTTP cache answered without asking the server.
   */
  assetDownloads: number;
  revalidations: number;
  cacheHits: number;
}

/** Records the page's requests from DevTools' Network events, and fails on what breaks a page. */
function recordNetwork(cdp: CDPSession, problems: string[]) {
  const requests = new Map<string, RequestRecord>();
  // Its own map: this event may come before the request's requestWillBeSent.
  const serverStatus = new Map<string, number>();
  let lastActivity = performance.now();
  const touch = (id: string) => {
    lastActivity = performance.now();
    return requests.get(id);
  };
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    lastActivity = performance.now();
    const known = requests.get(requestId);
    if (known) known.url = request.url;
    else requests.set(requestId, { ...blankRecord(), url: request.url, type: type ?? "Other" });
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const record = touch(requestId);
    if (record) record.fromCache = true;
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const record = touch(requestId);
    if (!record) return;
    record.status = response.status;
    record.headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    // Memory-cache hits are told by requestServedFromCache instead.
    record.fromCache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
    if (response.status >= 400) problems.push(`${response.status} for ${record.url}`);
  });
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    serverStatus.set(requestId, statusCode);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const record = touch(requestId);
    if (!record) return;
    record.wireBytes = encodedDataLength;
    record.inFlight = false;
  });
  cdp.on("Network.loadingFailed", ({ requestId, errorText, canceled }) => {
    const record = touch(requestId);
    if (!record) return;
    record.inFlight = false;
    if (!canceled) problems.push(`${errorText} for ${record.url}`);
  });
  return {
    /** Every request so far, by CDP's request id. */
    requests: () =>
      [...requests.entries()].map(
        ([id, record]) => [id, { ...record, serverStatus: serverStatus.get(id) ?? 0 }] as const,
      ),
    /** Resolves once nothing is in flight and nothing happened for `idleMs`. */
    async settled(idleMs: number): Promise<void> {
      const deadline = performance.now() + 120_000;
      while (performance.now() < deadline) {
        const busy = [...requests.values()].some((record) => record.inFlight);
        if (!busy && performance.now() - lastActivity >= idleMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the page's network never went quiet");
    },
  };
}

function blankRecord(): RequestRecord {
  return {
    url: "",
    type: "Other",
    status: 0,
    serverStatus: 0,
    headers: {},
    fromCache: false,
    wireBytes: 0,
    inFlight: true,
  };
}

/**
 * Opens `url` in a new tab of `context` on the phone's network and CPU, waits until it is loaded
 * (and, with `checklist`, checkable) and the network settled, and measures it. Throws on an
 * uncaught error, a console error (CSP refusals among them), a failed request or an HTTP error.
 */
export async function visit(
  context: BrowserContext,
  url: string,
  { checklist = false } = {},
): Promise<Visit> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  const network = recordNetwork(cdp, problems);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // Not waitForFunction: the page's CSP refuses the eval it runs its predicate with.
  if (checklist) {
    const checkable = page.evaluate(() => (globalThis as unknown as ProbeGlobal).__benchCheckable);
    const timeout = new Promise((_, reject) => {
      setTimeout(() => reject(new Error(`${url} never became checkable`)), 60_000).unref();
    });
    await Promise.race([checkable, timeout]);
  }
  await network.settled(SETTLE_MS);
  const probe = await page.evaluate(() => (globalThis as unknown as ProbeGlobal).__bench);
  if (problems.length > 0) throw new Error(`${url} did not load cleanly:\n  ${problems.join("\n  ")}`);

  const requests = network.requests();
  const scripts = requests.filter(([, record]) => record.type === "Script" && record.status === 200);
  const usableAt = checklist
    ? probe.checkableAt
    : // Runs in the page; Node's Performance types do not know the browser's "navigation" entries.
      await page.evaluate(
        () =>
          (performance.getEntriesByType("navigation" as "mark")[0] as unknown as { loadEventStart: number })
            .loadEventStart,
      );
  const startedAt = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => [entry.name, entry.startTime] as const),
    ),
  );
  let jsGzipBytes = 0;
  let firstLoadJsGzipBytes = 0;
  for (const [requestId, record] of scripts) {
    const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId });
    const gzipped = gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8"), { level: 9 }).length;
    jsGzipBytes += gzipped;
    if ((startedAt.get(record.url) ?? Number.POSITIVE_INFINITY) <= (usableAt ?? Number.POSITIVE_INFINITY)) {
      firstLoadJsGzipBytes += gzipped;
    }
  }
  const records = requests.map(([, record]) => record);
  const sum = (list: RequestRecord[]) => list.reduce((total, record) => total + record.wireBytes, 0);
  return {
    page,
    requests: records,
    probe,
    wireBytes: sum(records),
    jsWireBytes: sum(scripts.map(([, record]) => record)),
    jsGzipBytes,
    firstLoadJsGzipBytes,
    assetDownloads: records.filter(
      (record) => new URL(record.url).pathname.startsWith("/assets/") && record.serverStatus === 200,
    ).length,
    revalidations: records.filter((record) => record.serverStatus === 304).length,
    cacheHits: records.filter((record) => record.fromCache).length,
  };
}
