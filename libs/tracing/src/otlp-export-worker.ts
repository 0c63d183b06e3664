// The OTLP/HTTP export of this process's spans, on a worker thread (off-thread-exporter.ts): the batch
// arrives already serialized, and the library's delegate sends it with its retries, timeouts and
// concurrency limit, exactly as the exporter would on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import {
  convertLegacyHttpOptions,
  createOtlpHttpExportDelegate,
} from '@opentelemetry/otlp-exporter-base/node-http';
import { ExportResultCode } from '@opentelemetry/core';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ExportRequest, ExportReply } from './off-thread-exporter';

const { url } = workerData as { url: string };
const delegate = createOtlpHttpExportDelegate(
  convertLegacyHttpOptions({ url }, 'TRACES', 'v1/traces', { 'Content-Type': 'application/json' }),
  // Serialized on the main thread (the spans cannot cross threads): the body goes out as it came.
  {
    serializeRequest: (body: Uint8Array) => body,
    deserializeResponse: JsonTraceSerializer.deserializeResponse,
  },
);

parentPort!.on('message', (request: ExportRequest) => {
  if (request.kind === 'shutdown') {
    void delegate
      .shutdown()
      .finally(() => parentPort!.postMessage({ kind: 'shutdown' } satisfies ExportReply));
    return;
  }
  delegate.export(request.body, (result) => {
    const reply: ExportReply = {
      kind: 'export',
      id: request.id,
      ok: result.code === ExportResultCode.SUCCESS,
      error: result.error?.message,
    };
    parentPort!.postMessage(reply);
  });
});
