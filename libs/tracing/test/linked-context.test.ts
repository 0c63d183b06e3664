import { context, createContextKey, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { initTracing, runInContext, withSpan, type Tracing } from '../src';
import { EMPTY_CONTEXT, LinkedContextManager } from '../src/linked-context';

const A = createContextKey('a');
const B = createContextKey('b');

describe('linked contexts', () => {
  it('hold what BaseContext holds: each value set, the parent unchanged, a deleted value gone', () => {
    const a1 = EMPTY_CONTEXT.setValue(A, 1);
    const b2 = a1.setValue(B, 2);
    const a3 = b2.setValue(A, 3);
    expect([EMPTY_CONTEXT.getValue(A), a1.getValue(A), a1.getValue(B)]).toEqual([undefined, 1, undefined]);
    expect([b2.getValue(A), b2.getValue(B), a3.getValue(A), a3.getValue(B)]).toEqual([1, 2, 3, 2]);
    const deleted = a3.deleteValue(A);
    expect([deleted.getValue(A), deleted.getValue(B), a3.getValue(A)]).toEqual([undefined, 2, 3]);
    expect(EMPTY_CONTEXT.deleteValue(A)).toBe(EMPTY_CONTEXT);
    // The same answers as OpenTelemetry's own contexts for the same steps.
    const base = ROOT_CONTEXT.setValue(A, 1).setValue(B, 2).setValue(A, 3).deleteValue(A);
    expect([base.getValue(A), base.getValue(B)]).toEqual([deleted.getValue(A), deleted.getValue(B)]);
  });

  it('the manager gives the empty context where nothing is active, and the active one elsewhere', () => {
    const manager = new LinkedContextManager();
    expect(manager.active()).toBe(EMPTY_CONTEXT);
    const ctx = EMPTY_CONTEXT.setValue(A, 'inside');
    expect(manager.with(ctx, () => manager.active().getValue(A))).toBe('inside');
    expect(manager.active()).toBe(EMPTY_CONTEXT);
  });

  describe('under the tracing this library starts', () => {
    let tracing: Tracing;
    const exporter = new InMemorySpanExporter();
    beforeAll(() => {
      tracing = initTracing({ serviceName: 'linked-context-test', exporter });
    });
    afterAll(() => tracing.shutdown());

    it('parents the SDK’s spans through linked contexts, through the global API too', async () => {
      const outer = trace.getTracer('t').startSpan('outer');
      const inner = runInContext(trace.setSpan(context.active(), outer), () =>
        withSpan('inner', {}, async () => trace.getSpan(context.active())?.spanContext()),
      );
      const innerContext = await inner;
      outer.end();
      expect(context.active()).toBe(EMPTY_CONTEXT);
      const spans = exporter.getFinishedSpans();
      const innerSpan = spans.find((s) => s.name === 'inner')!;
      expect(innerSpan.spanContext().spanId).toBe(innerContext?.spanId);
      expect(innerSpan.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
      expect(innerSpan.spanContext().traceId).toBe(outer.spanContext().traceId);
    });
  });
});
