import {
  createContextKey,
  SamplingDecision,
  TraceFlags,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
} from '@opentelemetry/sdk-trace-base';
import { randomIds } from './random-ids';

/**
 * Set on the parent context of a root span whose trace was chosen to be recorded before the span was
 * made (newRequestTrace): the root sampler records it without drawing again.
 */
const RECORD_NEW_TRACE = createContextKey('journal: record this new trace');

/**
 * The sampler for spans that start a trace (ParentBasedSampler's root): a trace newRequestTrace chose to
 * record is recorded; any other new trace is kept at the configured ratio (trace id ratio; at 1 and 0
 * the answer is known without hashing the id).
 */
export class RootSampler implements Sampler {
  private readonly ratioSampler: Sampler;

  constructor(private readonly ratio: number) {
    this.ratioSampler =
      ratio >= 1
        ? new AlwaysOnSampler()
        : ratio <= 0
          ? new AlwaysOffSampler()
          : new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult {
    if (args[0].getValue(RECORD_NEW_TRACE) === true) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.ratioSampler.shouldSample(...args);
  }

  /** Every new trace is recorded (ratio 1): nothing to draw. */
  get recordsAll(): boolean {
    return this.ratio >= 1;
  }

  /** Draws whether a new trace is recorded, at the configured ratio. */
  draw(): boolean {
    return this.ratio > 0 && Math.random() < this.ratio;
  }

  toString(): string {
    return `RootSampler{${this.ratioSampler.toString()}}`;
  }
}

/**
 * A request that starts a trace: the draw is made first, so that most requests (at production's 10 %)
 * never enter the SDK's span path (attribute checks, the sampler, a debug log call per span). One not
 * recorded gets a non-recording span with fresh W3C ids, what the SDK itself returns for it: its trace
 * and span ids still reach log lines and travel, unsampled, to every service it calls. One recorded
 * gets the context to start its span in, which tells the root sampler the draw is made.
 */
export function newRequestTrace(
  sampler: RootSampler,
  parent: Context,
): { recorded: true; parent: Context } | { recorded: false; span: Span } {
  if (sampler.recordsAll) return { recorded: true, parent };
  if (sampler.draw()) return { recorded: true, parent: parent.setValue(RECORD_NEW_TRACE, true) };
  return {
    recorded: false,
    span: trace.wrapSpanContext({
      traceId: randomIds.generateTraceId(),
      spanId: randomIds.generateSpanId(),
      traceFlags: TraceFlags.NONE,
    }),
  };
}
