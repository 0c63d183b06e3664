import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { EventObserver } from '@journal/events';
import {
  contextFromTraceparent,
  currentTraceparent,
  submissionAttributes,
  tracer,
  withSpan,
} from './trace-context';

/**
 * Tracing at the event hooks (libs/events): the outbox row keeps the writer's trace context; the relay
 * publishes each event in a PRODUCER span, child of that context, and the envelope leaves with the
 * producer span's traceparent; each handler attempt runs in a CONSUMER span, child of the envelope's.
 * The context travels through the propagator (inject into and extract from a carrier object), sampled
 * or not, so an unsampled trace keeps its trace id end to end.
 */
export const eventTracing: EventObserver = {
  traceparent: () => currentTraceparent(),
  async publish(schema, events, publish) {
    const spans = events.map((event) =>
      tracer().startSpan(
        `publish ${event.type}`,
        {
          kind: SpanKind.PRODUCER,
          attributes: {
            'messaging.operation.type': 'send',
            'messaging.destination.name': event.type,
            'messaging.message.id': event.id,
            'journal.outbox_schema': schema,
            ...submissionAttributes(event.payload),
          },
        },
        contextFromTraceparent(event.traceparent),
      ),
    );
    const stamped = events.map((event, i) => {
      const traceparent = currentTraceparent(trace.setSpan(ROOT_CONTEXT, spans[i]!));
      return traceparent ? { ...event, traceparent } : event;
    });
    try {
      await publish(stamped);
    } catch (error) {
      for (const span of spans) span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
      throw error;
    } finally {
      for (const span of spans) span.end();
    }
  },
  consume(group, event, handle) {
    return withSpan(
      `consume ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextFromTraceparent(event.traceparent),
        attributes: () => ({
          'messaging.operation.type': 'process',
          'messaging.consumer.group.name': group,
          'messaging.message.id': event.id,
          ...submissionAttributes(event.payload),
        }),
      },
      handle,
    );
  },
};
