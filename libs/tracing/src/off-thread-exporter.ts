import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

export type ExportRequest = { kind: 'export'; id: number; body: Uint8Array } | { kind: 'shutdown' };
export type ExportReply = { kind: 'export'; id: number; ok: boolean; error?: string } | { kind: 'shutdown' };

const WORKER_FILE = path.join(__dirname, 'otlp-export-worker.ts');
// The worker loads TypeScript as this process does (tsx), under Node's test runners too.
const WORKER_BOOTSTRAP = `require('tsx/cjs/api').register(); require(${JSON.stringify(WORKER_FILE)});`;

/**
 * OTLP/HTTP export from a worker thread. The batch is serialized here and its bytes are handed over;
 * the HTTP client, its sockets and its retries live on the worker. On the main thread they shared
 * Node's write path with every response the process sends, and the JIT threw that path's optimized code
 * away when the exporter's requests first went through it (ADR 0021).
 */
export class OffThreadOtlpExporter implements SpanExporter {
  private readonly worker: Worker;
  private nextId = 0;
  private readonly pending = new Map<number, (result: ExportResult) => void>();
  private drained: (() => void)[] = [];
  private stopped?: Promise<void>;
  private exited = false;

  constructor(url: string) {
    this.worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { url } });
    this.worker.unref(); // a process may exit with the exporter idle; shutdown() flushes what is left
    this.worker.on('message', (reply: ExportReply) => {
      if (reply.kind === 'export')
        this.settle(reply.id, reply.ok ? { code: ExportResultCode.SUCCESS } : failed(reply.error));
    });
    this.worker.on('error', (error) => this.failPending(error.message));
    // A worker that is gone answers nothing: what was handed over fails, and so does what comes next.
    this.worker.once('exit', () => {
      this.exited = true;
      this.failPending('the export worker has stopped');
    });
  }

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    if (this.exited) return resultCallback(failed('the export worker has stopped'));
    const body = JsonTraceSerializer.serializeRequest(spans);
    if (!body) return resultCallback(failed('the spans could not be serialized'));
    const id = ++this.nextId;
    this.pending.set(id, resultCallback);
    const request: ExportRequest = { kind: 'export', id, body };
    this.worker.postMessage(request, [body.buffer as ArrayBuffer]);
  }

  /** Resolves once every batch handed over has been answered. */
  forceFlush(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  shutdown(): Promise<void> {
    this.stopped ??= (async () => {
      await this.forceFlush();
      if (this.exited) return;
      const done = new Promise<void>((resolve) => {
        this.worker.on('message', (reply: ExportReply) => reply.kind === 'shutdown' && resolve());
        this.worker.once('exit', () => resolve());
      });
      this.worker.postMessage({ kind: 'shutdown' } satisfies ExportRequest);
      await done;
      await this.worker.terminate();
    })();
    return this.stopped;
  }

  private failPending(message: string): void {
    for (const id of [...this.pending.keys()]) this.settle(id, failed(message));
  }

  private settle(id: number, result: ExportResult): void {
    const callback = this.pending.get(id);
    if (!callback) return;
    this.pending.delete(id);
    callback(result);
    if (this.pending.size === 0) for (const resolve of this.drained.splice(0)) resolve();
  }
}

function failed(message = 'the export failed'): ExportResult {
  return { code: ExportResultCode.FAILED, error: new Error(message) };
}
