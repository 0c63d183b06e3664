import { SpanKind, trace } from '@opentelemetry/api';
import type { EventObserver } from '@journal/events';
import {
  contextFromTraceparent,
  currentTraceparent,
  droppedTrace,
  submissionAttributes,
  tracer,
  withSpan,
} from './trace-context';
import { activeContext } from './tracing-state';

/**
 * Tracing at the event hooks (libs/events): the outbox row keeps the writer's trace context; the relay
 * publishes each event in a PRODUCER span, child of that context, and the envelope leaves with the
 * producer span's context; each handler attempt runs in a CONSUMER span, child of the envelope's. An
 * unsampled trace gets no spans, only its context carried along.
 */
export const eventTracing: EventObserver = {
  traceparent: () => currentTraceparent(),
  async publish(schema, events, publish) {
    const spans = events.map((event) => {
      const parent = contextFromTraceparent(event.traceparent);
      // An unsampled trace records no child: the event keeps its writer's context as it is.
      if (droppedTrace(parent)) return undefined;
      return tracer().startSpan(
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
        parent,
      );
    });
    const stamped = events.map((event, i) => {
      const span = spans[i];
      if (!span) return event;
      const traceparent = currentTraceparent(trace.setSpan(activeContext(), span));
      return traceparent ? { ...event, traceparent } : event;
    });
    try {
      await publish(stamped);
    } finally {
      for (const span of spans) span?.end();
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
