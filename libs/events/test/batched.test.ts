import { batched } from '../src';

describe('batched', () => {
  test('hands an event delivered alone to the batch handler as a batch of one', async () => {
    const seen: number[][] = [];
    const handle = async (events: number[]) => void seen.push(events);
    const { handler, batchHandler } = batched(handle);
    await handler(7);
    await batchHandler([1, 2]);
    expect(seen).toEqual([[7], [1, 2]]);
    expect(batchHandler).toBe(handle);
  });
});
