import { batched, inTurn } from '../src';

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

describe('inTurn', () => {
  test('hands the events of a batch to the handler one at a time, in order, each after the last finished', async () => {
    const log: string[] = [];
    const handle = async (event: number) => {
      log.push(`start ${event}`);
      await new Promise((resolve) => setTimeout(resolve, 3 - event));
      log.push(`end ${event}`);
    };
    const { handler, batchHandler } = inTurn(handle);
    expect(handler).toBe(handle);
    await batchHandler([1, 2]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  test('stops at the event that throws, so the bus handles the batch again event by event', async () => {
    const handled: number[] = [];
    const { batchHandler } = inTurn(async (event: number) => {
      if (event === 2) throw new Error('cannot');
      handled.push(event);
    });
    await expect(batchHandler([1, 2, 3])).rejects.toThrow('cannot');
    expect(handled).toEqual([1]);
  });
});
