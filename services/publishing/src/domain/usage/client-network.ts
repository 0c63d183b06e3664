import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for, for the unusual-activity limits: an IPv4 address itself
 * (an IPv4-mapped IPv6 one as IPv4), an IPv6 address its /64, which one subscriber holds whole and can
 * draw endless addresses from. Anything else (no address) is kept as it is.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const address = withHexTail(ip.toLowerCase().split('%')[0]!);
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** An embedded IPv4 tail (64:ff9b::1.2.3.4) as the two groups it stands for. */
function withHexTail(address: string): string {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (!v4) return address;
  const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
  const hex = (n: number) => n.toString(16);
  return `${address.slice(0, v4.index)}${hex(a * 256 + b)}:${hex(c * 256 + d)}`;
}
