/**
 * Whether this process traces (initTracing with an exporter). Checked first on every traced path, so
 * that with tracing off a request or an event costs a branch and the API's no-op objects are never made.
 */
let enabled = false;

export function tracingEnabled(): boolean {
  return enabled;
}

export function setTracingEnabled(value: boolean): void {
  enabled = value;
}
