import { isValidSpanId, isValidTraceId } from '@opentelemetry/api';
import { PooledIdGenerator } from '../src/random-ids';

describe('pooled trace and span ids', () => {
  it('gives valid W3C ids, distinct across many pools', () => {
    const ids = new PooledIdGenerator();
    const traceIds = new Set<string>();
    const spanIds = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const traceId = ids.generateTraceId();
      const spanId = ids.generateSpanId();
      expect(isValidTraceId(traceId)).toBe(true);
      expect(isValidSpanId(spanId)).toBe(true);
      traceIds.add(traceId);
      spanIds.add(spanId);
    }
    expect(traceIds.size).toBe(5000);
    expect(spanIds.size).toBe(5000);
  });

  it('draws again rather than give the all-zero id W3C forbids', () => {
    const ids = new PooledIdGenerator();
    // A pool whose next 32 characters are zeros, as a random draw could (rarely) make them.
    Object.assign(ids, { hex: `${'0'.repeat(32)}${'ab'.repeat(16)}`, next: 0 });
    expect(ids.generateTraceId()).toBe('ab'.repeat(16));
  });
});
