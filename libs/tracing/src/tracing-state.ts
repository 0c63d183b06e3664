/** Whether this process traces (initTracing with an exporter); checked per request, so off costs a branch. */
let on = false;

export function tracingEnabled(): boolean {
  return on;
}

export function setTracingEnabled(value: boolean): void {
  on = value;
}
