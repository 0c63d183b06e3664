// Fills `{name}` placeholders of a request template (scenarios.ts). The k6 scripts carry the same
// function in k6/lib.js; a test checks both expand alike.
import type { RequestTemplate } from '../scenarios';

export type Vars = Record<string, string>;

export function fill(text: string, vars: Vars): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`no value for placeholder ${whole} in "${text}"`);
    return value;
  });
}

/** Picks a request by weight; `random` in [0, 1). */
export function pickWeighted(requests: RequestTemplate[], random: number): RequestTemplate {
  const total = requests.reduce((sum, r) => sum + r.weight, 0);
  let point = random * total;
  for (const request of requests) {
    point -= request.weight;
    if (point < 0) return request;
  }
  const last = requests[requests.length - 1];
  if (!last) throw new Error('a scenario needs at least one request');
  return last;
}

/** One random value per scenario variable. */
export function pickVariables(variables: Record<string, string[]>, random: () => number): Vars {
  const picked: Vars = {};
  for (const [name, values] of Object.entries(variables)) {
    picked[name] = values[Math.floor(random() * values.length)] ?? '';
  }
  return picked;
}

export function fillJson(
  json: Record<string, string | boolean>,
  vars: Vars,
): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? fill(v, vars) : v]),
  );
}

/** A multipart/form-data body with text fields and one file of `sizeBytes` printable bytes. */
export function multipartBody(
  spec: NonNullable<RequestTemplate['multipart']>,
  vars: Vars,
  boundary: string,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(spec.fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${fill(value, vars)}\r\n`,
      ),
    );
  }
  const { field, fileName, contentType, sizeBytes } = spec.file;
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
  );
  parts.push(paperText(sizeBytes));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** Plain text of the requested size (no NUL bytes: the server checks .txt content). */
export function paperText(sizeBytes: number): Buffer {
  const line = 'Load test paper: the quick brown fox jumps over the lazy dog.\n';
  return Buffer.from(line.repeat(Math.ceil(sizeBytes / line.length)).slice(0, sizeBytes));
}
