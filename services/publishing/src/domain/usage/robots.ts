import counterRobotPatterns from './counter-robots.json';

/** The COUNTER-Robots list shipped with the project (counter-robots.json, COUNTER-Robots.LICENSE). */
export const COUNTER_ROBOT_PATTERNS: readonly string[] = counterRobotPatterns;

/**
 * Tells robots from people by the COUNTER-Robots list: each pattern a regular expression searched
 * case-insensitively in the user agent. The patterns are joined into one expression (one scan instead of
 * 327), and answers are remembered per user agent (readers share few distinct ones), bounded.
 */
export class RobotMatcher {
  private readonly expression: RegExp;
  private readonly known = new Map<string, boolean>();

  constructor(
    patterns: readonly string[] = COUNTER_ROBOT_PATTERNS,
    private readonly maxRemembered = 10_000,
  ) {
    this.expression = new RegExp(patterns.map((p) => `(?:${p})`).join('|'), 'i');
  }

  /** A missing user agent is an empty one, which the list's `^.?$` marks as a robot. */
  isRobot(userAgent: string | undefined): boolean {
    const agent = userAgent ?? '';
    let robot = this.known.get(agent);
    if (robot === undefined) {
      robot = this.expression.test(agent);
      if (this.known.size >= this.maxRemembered) this.known.clear();
      this.known.set(agent, robot);
    }
    return robot;
  }
}
