import { decideVersion, OutOfOrderEventError, shouldApplyVersion } from '../src';

describe('per-aggregate versions', () => {
  it('applies newer versions and ignores older or repeated ones', () => {
    expect(decideVersion(undefined, 1)).toBe('apply');
    expect(decideVersion(3, 4)).toBe('apply');
    expect(decideVersion(3, 7)).toBe('apply');
    expect(decideVersion(3, 3)).toBe('stale');
    expect(decideVersion(3, 2)).toBe('stale');
  });

  it('reports gaps only for contiguous consumers', () => {
    expect(decideVersion(3, 5, { contiguous: true })).toBe('gap');
    expect(decideVersion(null, 2, { contiguous: true })).toBe('gap');
    expect(decideVersion(3, 4, { contiguous: true })).toBe('apply');
  });

  it('throws OutOfOrderEventError on a gap so the bus redelivers later', () => {
    expect(shouldApplyVersion('s1', 2, 3, { contiguous: true })).toBe(true);
    expect(shouldApplyVersion('s1', 3, 3)).toBe(false);
    expect(() => shouldApplyVersion('s1', 1, 3, { contiguous: true })).toThrow(OutOfOrderEventError);
    expect(() => shouldApplyVersion('s1', 1, 3, { contiguous: true })).toThrow(
      'event version 3 for aggregate s1 arrived before version 2',
    );
  });
});
