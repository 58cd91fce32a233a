/** One sample of the Prometheus text format: `name{label="value",...} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape, and the families it declares (`# TYPE name kind`). */
export function parseMetrics(text: string): { samples: Sample[]; families: Set<string> } {
  const samples: Sample[] = [];
  const families = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) \S+$/.exec(line);
    if (type) families.add(type[1]);
    const sample = SAMPLE.exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(LABEL)].map(([, k, v]) => [k, v]));
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { samples, families };
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
