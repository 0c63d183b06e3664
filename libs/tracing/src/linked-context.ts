import { ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

/**
 * A context that holds one value more than its parent. OpenTelemetry's own (BaseContext) copies its
 * parent's whole map and makes three closures for every value set, which a profile showed on every
 * request: a new trace's context at the gateway, one per parsed traceparent. A lookup here walks the
 * chain instead, a few links long (root, span, and a sampling mark at most).
 */
class LinkedContext implements Context {
  constructor(
    private readonly parent: Context,
    private readonly key: symbol,
    private readonly value: unknown,
  ) {}

  getValue(key: symbol): unknown {
    return key === this.key ? this.value : this.parent.getValue(key);
  }

  setValue(key: symbol, value: unknown): Context {
    return new LinkedContext(this, key, value);
  }

  deleteValue(key: symbol): Context {
    return new LinkedContext(this, key, undefined); // undefined is what getValue gives for an unset key
  }
}

/** No values, like ROOT_CONTEXT; what is derived from it is a chain of LinkedContexts. */
class EmptyContext implements Context {
  getValue(): unknown {
    return undefined;
  }

  setValue(key: symbol, value: unknown): Context {
    return new LinkedContext(this, key, value);
  }

  deleteValue(): Context {
    return this;
  }
}

/** The root this process's tracing derives contexts from, in place of the API's ROOT_CONTEXT. */
export const EMPTY_CONTEXT: Context = new EmptyContext();

/**
 * The SDK's AsyncLocalStorage context manager, with EMPTY_CONTEXT where nothing is active, so that the
 * contexts the SDK and this library derive from the active one are LinkedContexts too.
 */
export class LinkedContextManager extends AsyncLocalStorageContextManager {
  override active(): Context {
    const active = super.active();
    return active === ROOT_CONTEXT ? EMPTY_CONTEXT : active;
  }
}
