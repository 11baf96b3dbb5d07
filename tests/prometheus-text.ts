/** One sample of a scrape: its metric name, labels and value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES = ["", "_bucket", "_sum", "_count", "_created", "_total"];

function labelsOf(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`unparseable labels: ${line}`);
    labels[match[1]] = match[2].replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  }
  return labels;
}

function sampleNumber(text: string, line: string): number {
  // As Prometheus reads them (Go's ParseFloat): any case of NaN and Inf (prom-client writes `Nan`).
  if (/^nan$/i.test(text)) return Number.NaN;
  if (/^[+-]?inf(?:inity)?$/i.test(text)) return text.startsWith("-") ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`unparseable value: ${line}`);
  return value;
}

/**
 * Parses Prometheus text exposition format 0.0.4 strictly enough for a test: every line is a HELP,
 * a TYPE or a sample, each sample belongs to a family declared by TYPE before it; throws otherwise.
 */
export function parsePrometheusText(text: string): { families: Map<string, string>; samples: Sample[] } {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = new RegExp(`^# TYPE (${NAME}) (\\S+)$`).exec(line);
    if (type) {
      if (!TYPES.has(type[2])) throw new Error(`unknown type: ${line}`);
      if (families.has(type[1])) throw new Error(`family declared twice: ${line}`);
      families.set(type[1], type[2]);
      continue;
    }
    if (new RegExp(`^# HELP ${NAME} `).test(line)) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`unparseable line: ${line}`);
    const [, name, labels, value] = sample;
    if (!SUFFIXES.some((suffix) => name.endsWith(suffix) && families.has(name.slice(0, name.length - suffix.length))))
      throw new Error(`sample of no declared family: ${line}`);
    samples.push({ name, labels: labelsOf(labels, line), value: sampleNumber(value, line) });
  }
  return { families, samples };
}

/** The value of the one sample with this name whose labels include these, or undefined. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;
}
