/** One sample line of Prometheus' text format: `name{label="value",...} number`. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parsePromText(body: string): PromSample[] {
  return body.split("\n").flatMap((line) => {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || line.startsWith("#")) return [];
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key ?? ""] = value ?? "";
    return [{ name: match[1] ?? "", labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples of `name` whose labels include `labels`; undefined when there is none. */
export function promValue(
  samples: PromSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0);
}
