/** Polls until `check` stops throwing (async effects: relay, bus, consumers, scrapes); rethrows at the deadline. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
