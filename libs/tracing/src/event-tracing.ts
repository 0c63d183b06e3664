import { SpanKind, trace, type Span } from '@opentelemetry/api';
import type { EventEnvelope, EventObserver } from '@journal/events';
import {
  contextFromTraceparent,
  currentTraceparent,
  droppedTrace,
  submissionAttributes,
  tracer,
  withSpan,
} from './trace-context';
import { activeContext, withContext } from './tracing-state';

/** Publishes the envelopes stamped with their PRODUCER spans' contexts; ends the spans after. */
async function publishInSpans(
  events: EventEnvelope[],
  spans: (Span | undefined)[],
  publish: (events: EventEnvelope[]) => Promise<void>,
): Promise<void> {
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
}

/**
 * Tracing at the event hooks (libs/events): the outbox row keeps the writer's trace context; the relay
 * publishes each event in a PRODUCER span, child of that context, and the envelope leaves with the
 * producer span's context; each handler attempt runs in a CONSUMER span, child of the envelope's. An
 * unsampled trace gets no spans, only its context carried along.
 */
export const eventTracing: EventObserver = {
  traceparent: () => currentTraceparent(),
  publish(schema, events, publish) {
    let spans: (Span | undefined)[] | undefined;
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      const parent = contextFromTraceparent(event.traceparent);
      // An unsampled trace records no child: the event keeps its writer's context as it is.
      if (droppedTrace(parent)) continue;
      spans ??= new Array<Span | undefined>(events.length);
      spans[i] = tracer().startSpan(
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
    }
    // Every event unsampled (most batches): the envelopes leave as they are, without a wrapper.
    return spans ? publishInSpans(events, spans, publish) : publish(events);
  },
  consume(group, event, handle) {
    const parent = contextFromTraceparent(event.traceparent);
    // An unsampled trace (most events): the handler runs in the writer's context, with no span to make.
    // Checked here, not left to withSpan, so that no options or attributes are built per event.
    if (droppedTrace(parent)) return withContext(parent, handle);
    return withSpan(
      `consume ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        parent,
        attributes: {
          'messaging.operation.type': 'process',
          'messaging.consumer.group.name': group,
          'messaging.message.id': event.id,
          ...submissionAttributes(event.payload),
        },
      },
      handle,
    );
  },
};
