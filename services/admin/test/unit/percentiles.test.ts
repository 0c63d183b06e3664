import { ratio, spreadOf } from '../../src/domain/analytics/percentiles';

describe('spreadOf: median and nearest-rank 90th percentile', () => {
  it('is null for no values', () => {
    expect(spreadOf([])).toEqual({ median: null, p90: null });
  });

  it('takes the middle value of an odd sample and the mean of the two middle ones of an even one', () => {
    expect(spreadOf([20, 1, 10, 2, 18])).toEqual({ median: 10, p90: 20 });
    expect(spreadOf([1, 2, 10, 18, 20, 20])).toEqual({ median: 14, p90: 20 });
  });

  it('gives the smallest value with at least 90 % of the sample at or below it', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(spreadOf(ten).p90).toBe(9);
    expect(spreadOf([...ten, 11]).p90).toBe(10);
    expect(spreadOf([7]).p90).toBe(7);
  });

  it('rounds days to two decimals', () => {
    expect(spreadOf([1 / 3, 2 / 3])).toEqual({ median: 0.5, p90: 0.67 });
  });
});

describe('ratio', () => {
  it('is a share from 0 to 1 with four decimals, null of nothing', () => {
    expect(ratio(2, 3)).toBe(0.6667);
    expect(ratio(0, 0)).toBeNull();
  });
});
