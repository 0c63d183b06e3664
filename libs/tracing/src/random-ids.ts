import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '@opentelemetry/sdk-trace-base';

const POOL_BYTES = 4096;
const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_SPAN_ID = '0'.repeat(16);

/**
 * W3C trace and span ids cut from a pooled random hex string: one crypto draw and one hex conversion
 * for every 256 trace ids, where the SDK's generator writes a buffer and converts it to hex for each id
 * (every request needs a trace id and a span id for its log lines, recorded or not). An all-zero id,
 * which W3C forbids, is drawn again.
 */
export class PooledIdGenerator implements IdGenerator {
  private hex = '';
  private next = 0;

  generateTraceId(): string {
    return this.draw(32, ZERO_TRACE_ID);
  }

  generateSpanId(): string {
    return this.draw(16, ZERO_SPAN_ID);
  }

  private draw(length: number, invalid: string): string {
    let id: string;
    do {
      if (this.next + length > this.hex.length) {
        this.hex = randomBytes(POOL_BYTES).toString('hex');
        this.next = 0;
      }
      id = this.hex.substring(this.next, this.next + length);
      this.next += length;
    } while (id === invalid);
    return id;
  }
}

/** The generator of this process's ids, new traces' and the SDK's spans' alike. */
export const randomIds = new PooledIdGenerator();
