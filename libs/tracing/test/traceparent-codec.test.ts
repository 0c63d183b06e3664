import { createTraceState, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import {
  contextFromTraceparent,
  currentTraceparent,
  initTracing,
  injectTraceHeaders,
  runInContext,
  type Tracing,
} from '../src';
import { EMPTY_CONTEXT } from '../src/linked-context';

const SAMPLED = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const UNSAMPLED = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00';

describe('traceparent values read and written many times', () => {
  let tracing: Tracing;
  beforeAll(() => {
    tracing = initTracing({
      serviceName: 'codec-test',
      exporter: new InMemorySpanExporter(),
      sampleRatio: 0,
    });
  });
  afterAll(() => tracing.shutdown());

  it('parses a value once and gives every reader the same context', () => {
    const first = contextFromTraceparent(SAMPLED);
    expect(contextFromTraceparent(SAMPLED)).toBe(first);
    expect(trace.getSpanContext(first)).toMatchObject({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
    expect(trace.getSpanContext(contextFromTraceparent(UNSAMPLED))?.traceFlags).toBe(TraceFlags.NONE);
  });

  it('gives the empty context for a value that is not a traceparent, and for none', () => {
    for (const bad of ['', 'garbage', '00-00000000000000000000000000000000-b7ad6b7169203331-01', '00-xyz-01'])
      expect(trace.getSpanContext(contextFromTraceparent(bad))).toBeUndefined();
    expect(contextFromTraceparent(undefined)).toBe(EMPTY_CONTEXT);
  });

  it('writes back exactly the value it read, sampled or not', () => {
    expect(currentTraceparent(contextFromTraceparent(SAMPLED))).toBe(SAMPLED);
    expect(currentTraceparent(contextFromTraceparent(UNSAMPLED))).toBe(UNSAMPLED);
    expect(currentTraceparent(ROOT_CONTEXT)).toBeUndefined();
  });

  it('writes a value of a later W3C version as this version does, whatever came in', () => {
    // Version 01 and an extra field parse (the spec's forward compatibility); what goes out is version 00.
    const later = '01-0af7651916cd43dd8448eb211c80319d-b7ad6b7169203331-01-extra';
    expect(currentTraceparent(contextFromTraceparent(later))).toBe(
      '00-0af7651916cd43dd8448eb211c80319d-b7ad6b7169203331-01',
    );
    const padded = ' 00-0af7651916cd43dd8448eb211c80319e-b7ad6b7169203331-00';
    expect(currentTraceparent(contextFromTraceparent(padded))).toBe(padded.trim());
  });

  it('stays bounded and correct when callers send many distinct values', () => {
    const values = Array.from(
      { length: 1000 },
      (_, i) => `00-${i.toString(16).padStart(32, 'a')}-b7ad6b7169203331-01`,
    );
    for (const value of values) expect(currentTraceparent(contextFromTraceparent(value))).toBe(value);
    // The earliest were let go and are parsed again, to the same span context.
    expect(trace.getSpanContext(contextFromTraceparent(values[0]))?.traceId).toBe(values[0]!.slice(3, 35));
  });

  it("sends the active span's traceparent, and its tracestate when it has one, on outgoing calls", () => {
    const headers = (ctx = ROOT_CONTEXT) => {
      const sent: Record<string, string> = {};
      runInContext(ctx, () => injectTraceHeaders((name, value) => (sent[name] = value)));
      return sent;
    };
    expect(headers()).toEqual({});
    expect(headers(contextFromTraceparent(SAMPLED))).toEqual({ traceparent: SAMPLED });
    const withState = trace.setSpanContext(ROOT_CONTEXT, {
      ...trace.getSpanContext(contextFromTraceparent(SAMPLED))!,
      traceState: createTraceState('vendor=value'),
    });
    expect(headers(withState)).toEqual({ traceparent: SAMPLED, tracestate: 'vendor=value' });
  });
});
