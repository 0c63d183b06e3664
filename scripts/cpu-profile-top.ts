// `node --import tsx scripts/cpu-profile-top.ts <file.cpuprofile> [N]`: the top frames of a V8 CPU profile
// (node --cpu-prof) by self time, and self time per package, as kept in docs/performance.md.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// `--last S`: only the samples of the profile's last S seconds (the measured window when the process is
// stopped right after a load run, without its start-up and fixtures).
const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const lastSeconds = lastAt >= 0 ? Number(args.splice(lastAt, 2)[1]) : undefined;
// `--between A,B`: only the samples from A to B seconds after the profile's start (a load run's window
// found with `--timeline`); `--timeline`: busy milliseconds per 10 s of the profile, to find that window.
const betweenAt = args.indexOf('--between');
const between = betweenAt >= 0 ? args.splice(betweenAt, 2)[1]!.split(',').map(Number) : undefined;
const timelineAt = args.indexOf('--timeline');
if (timelineAt >= 0) args.splice(timelineAt, 1);
const [file, topArg] = args;
if (!file) {
  console.error('usage: cpu-profile-top.ts <file.cpuprofile> [N]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
const sampledAt: number[] = [];
profile.timeDeltas.reduce((at, delta, i) => (sampledAt[i] = at + delta), 0);
const from = between
  ? between[0]! * 1e6
  : lastSeconds === undefined
    ? -Infinity
    : (sampledAt.at(-1) ?? 0) - lastSeconds * 1e6;
const until = between ? between[1]! * 1e6 : Infinity;
if (timelineAt >= 0) {
  const idleIds = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  const busyPer10s: number[] = [];
  profile.samples.forEach((id, i) => {
    const slot = Math.floor(sampledAt[i]! / 10e6);
    busyPer10s[slot] = (busyPer10s[slot] ?? 0) + (idleIds.has(id) ? 0 : (profile.timeDeltas[i] ?? 0));
  });
  console.log(
    Array.from(busyPer10s, (us, slot) => `${slot * 10}s ${Math.round((us ?? 0) / 1000)}`).join('\n'),
  );
  process.exit(0);
}
profile.samples.forEach((id, i) => {
  if (sampledAt[i]! >= from && sampledAt[i]! < until)
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** The package a frame belongs to: node_modules/<pkg>, node: internals, the repo's own code, or V8. */
function area(url: string): string {
  if (!url) return '(native / V8)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = /\/(libs|services|gateway)\/([^/]+)\//.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
/** Native and node: frames count to the nearest calling package (a socket write to ioredis, pg...). */
function callerArea(id: number): string {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const { url } = byId.get(at)!.callFrame;
    if (url && !url.startsWith('node:')) return area(url);
  }
  return `(native / V8: ${byId.get(id)!.callFrame.functionName})`;
}
const callers = new Map<string, number>();
const frames = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(libs|services)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
  frames.set(key, (frames.get(key) ?? 0) + us);
  areas.set(area(url), (areas.get(area(url)) ?? 0) + us);
  callers.set(callerArea(id), (callers.get(callerArea(id)) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1)}%`.padStart(6);
const idleUs = [...selfUs]
  .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
  .reduce((a, [, us]) => a + us, 0);
console.log(
  `${file}: ${(total / 1000).toFixed(0)} ms sampled, ${((total - idleUs) / 1000).toFixed(0)} ms busy`,
);
console.log('\nself time by frame:');
for (const [k, us] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
console.log('\nself time by package:');
for (const [k, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(us)}  ${k}`);
console.log('\nself time by package, native and node: frames counted to their calling package:');
for (const [k, us] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(us)}  ${k}`);

// Time including callees, for the project's own functions: where a change's work starts (a handler, a
// repository call) rather than the library frame that spends it.
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
    if (!/\/(libs|services|gateway)\//.test(url) || url.includes('node_modules')) continue;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*?\/(libs|services|gateway)\//, '$1/')}:${lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
console.log("\ntime including callees, the project's own functions:");
for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us)}  ${k}`);
