import { readFileSync } from 'node:fs';
import { validatorSchema } from '@journal/testing';
import { COUNTER_ROBOT_PATTERNS, RobotMatcher } from '../../src/domain/usage/robots';

describe('COUNTER-Robots list', () => {
  const current = (
    JSON.parse(readFileSync(validatorSchema('counter-robots/COUNTER_Robots_list.json'), 'utf8')) as {
      pattern: string;
    }[]
  ).map((entry) => entry.pattern);

  it('ships the current list, every pattern', () => {
    expect(COUNTER_ROBOT_PATTERNS).toEqual(current);
  });

  it('finds every pattern case-insensitively anywhere in the user agent, and no browser', () => {
    const robots = new RobotMatcher();
    expect(robots.isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(robots.isRobot('SOMETHING SPIDER v1')).toBe(true);
    expect(robots.isRobot('curl/8.5.0')).toBe(true);
    expect(robots.isRobot('')).toBe(true);
    expect(robots.isRobot(undefined)).toBe(true);
    expect(
      robots.isRobot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      robots.isRobot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    // Each pattern alone, as the list means it (the joined expression must agree with every one).
    const single = current.map((p) => new RegExp(p, 'i'));
    for (const agent of [
      'Wget/1.21',
      'python-requests/2.32',
      'Java/17.0.2',
      'Mozilla/5.0 (X11; Linux) Firefox/133.0',
    ]) {
      expect(robots.isRobot(agent)).toBe(single.some((r) => r.test(agent)));
    }
  });
});
