import { UNAVAILABLE_HINTS, type ServiceName } from './probes';
import { availableServices, recordSkip, requiredServices } from './skips';

/**
 * The one skip mechanism: `describe` that needs real services or tools (probes.ts names them). When
 * one is missing the suite is skipped with a printed reason and listed in the run's summary, or fails
 * when REQUIRE names it (CI sets REQUIRE so nothing is skipped silently).
 */
export function describeWith(needs: ServiceName | ServiceName[], title: string, fn: () => void): void {
  const wanted = Array.isArray(needs) ? needs : [needs];
  const available = availableServices();
  const missing = wanted.filter((name) => !available.has(name));
  if (missing.length === 0) {
    describe(title, fn);
    return;
  }
  const reason = missing.map((name) => `${name}: ${UNAVAILABLE_HINTS[name]}`).join('; ');
  const required = missing.filter((name) => requiredServices().includes(name));
  if (required.length) {
    describe(title, () => {
      it(`requires ${required.join(', ')}`, () => {
        throw new Error(`REQUIRE=${process.env.REQUIRE}: ${reason}`);
      });
    });
    return;
  }
  recordSkip(title, reason, missing);
  describe.skip(`${title} (skipped: ${reason})`, fn);
}
