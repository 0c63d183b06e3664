import { backgroundWork, startedPart, type BackgroundPart } from '../src';

/** Parts that write what happens to them into one log. */
function parts(log: string[], names: string[], failing?: string): BackgroundPart[] {
  return names.map((name) => async () => {
    if (name === failing) throw new Error(`${name} cannot start`);
    log.push(`start ${name}`);
    return { stop: async () => void log.push(`stop ${name}`) };
  });
}

describe('backgroundWork', () => {
  it('starts the parts in order and stops them in reverse order', async () => {
    const log: string[] = [];
    const work = backgroundWork(parts(log, ['relay', 'consumer', 'purge']));
    await work.start();
    await work.stop();
    expect(log).toEqual([
      'start relay',
      'start consumer',
      'start purge',
      'stop purge',
      'stop consumer',
      'stop relay',
    ]);
  });

  it('starts once and stops once however often it is asked, and starts again after a stop', async () => {
    const log: string[] = [];
    const work = backgroundWork(parts(log, ['relay']));
    await work.stop();
    await work.start();
    await work.start();
    await work.stop();
    await work.stop();
    await work.start();
    expect(log).toEqual(['start relay', 'stop relay', 'start relay']);
  });

  it('leaves out a part that returns nothing', async () => {
    const log: string[] = [];
    const work = backgroundWork([() => undefined, ...parts(log, ['relay'])]);
    await work.start();
    await work.stop();
    expect(log).toEqual(['start relay', 'stop relay']);
  });

  it('stops what had started when a part fails', async () => {
    const log: string[] = [];
    const failing = backgroundWork(parts(log, ['relay', 'consumer', 'purge'], 'purge'));
    await expect(failing.start()).rejects.toThrow('purge cannot start');
    expect(log).toEqual(['start relay', 'start consumer', 'stop consumer', 'stop relay']);
  });

  it('stops a part that finishes starting after the work was stopped, and starts nothing more', async () => {
    const log: string[] = [];
    let release!: () => void;
    const slow: BackgroundPart = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      log.push('start slow');
      return { stop: () => void log.push('stop slow') };
    };
    const work = backgroundWork([...parts(log, ['relay']), slow, ...parts(log, ['late'])]);
    const starting = work.start();
    await new Promise((resolve) => setImmediate(resolve));
    await work.stop();
    release();
    await starting;
    expect(log).toEqual(['start relay', 'stop relay', 'start slow', 'stop slow']);
  });

  it('startedPart starts an object with its own start and stop', async () => {
    const log: string[] = [];
    const relay = { start: () => void log.push('start'), stop: async () => void log.push('stop') };
    const work = backgroundWork([startedPart(relay)]);
    await work.start();
    await work.stop();
    expect(log).toEqual(['start', 'stop']);
  });
});
