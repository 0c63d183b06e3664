import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { contextFromTraceparent, initTracing, withSpan, type Tracing } from '../src';

const UNSAMPLED = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';
const SAMPLED = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('withSpan', () => {
  let tracing: Tracing;
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    tracing = initTracing({ serviceName: 'with-span-test', exporter });
  });
  afterAll(() => tracing.shutdown());
  beforeEach(() => exporter.reset());

  it("under an unsampled parent runs fn in the parent's trace, unsampled, recording nothing and gathering no attributes", async () => {
    const attributes = jest.fn(() => ({ a: 1 }));
    const seen = await withSpan(
      'work',
      { parent: contextFromTraceparent(UNSAMPLED), attributes },
      async (span) => ({
        recording: span?.isRecording(),
        spanContext: trace.getSpanContext(context.active()),
      }),
    );
    expect(seen.recording).toBe(false);
    expect(seen.spanContext?.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(seen.spanContext?.traceFlags).toBe(TraceFlags.NONE);
    expect(attributes).not.toHaveBeenCalled();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });

  it('under a sampled parent records a child span with its attributes, and marks a failure', async () => {
    await expect(
      withSpan(
        'fails',
        { parent: contextFromTraceparent(SAMPLED), attributes: () => ({ a: 1 }) },
        async () => {
          throw new Error('work failed');
        },
      ),
    ).rejects.toThrow('work failed');
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('fails');
    expect(span?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(span?.attributes).toEqual({ a: 1 });
    expect(span?.status.message).toBe('work failed');
  });

  it('reports a synchronous throw as a rejection, as an async function would', async () => {
    const thrown = withSpan('sync throw', { parent: ROOT_CONTEXT }, () => {
      throw new Error('thrown before any promise');
    });
    expect(thrown).toBeInstanceOf(Promise);
    await expect(thrown).rejects.toThrow('thrown before any promise');
    const unsampled = withSpan('sync throw', { parent: contextFromTraceparent(UNSAMPLED) }, () => {
      throw new Error('thrown under an unsampled parent');
    });
    await expect(unsampled).rejects.toThrow('thrown under an unsampled parent');
  });
});
