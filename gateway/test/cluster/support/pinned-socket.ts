import { connectRecorded, waitFor, type RecordedSocket, type SocketOptions } from './socket-recorder';
import type { TestCluster } from './test-cluster';

export interface PinnedSocket extends RecordedSocket {
  /** The notification process the gateway pinned this socket's session to. */
  instance: string;
}

function pins(tc: TestCluster) {
  return tc.logs('gateway').filter((entry) => entry.msg === 'socket session pinned') as {
    node: string;
    sid?: string;
    transport: string;
  }[];
}

/**
 * Connects and finds, in the gateway's debug log, the instance the session was pinned to: by sid for a
 * polling handshake, or as the one new WebSocket pin for a WebSocket-only handshake (so connect these one
 * at a time).
 */
export async function connectPinned(tc: TestCluster, options: SocketOptions): Promise<PinnedSocket> {
  const before = pins(tc).length;
  const recorded = await connectRecorded(tc.url, options);
  let node: string | undefined;
  await waitFor(
    () => {
      const fresh = pins(tc).slice(before);
      const match =
        options.transports[0] === 'polling'
          ? fresh.find((pin) => pin.sid === recorded.firstSid)
          : fresh.length === 1 && fresh[0]!.transport === 'websocket'
            ? fresh[0]
            : undefined;
      node = match?.node;
      return Boolean(node);
    },
    3_000,
    () =>
      `no pin logged for ${options.label} (sid ${recorded.firstSid}): ${JSON.stringify(pins(tc).slice(before))}`,
  );
  return Object.assign(recorded, { instance: tc.processOfNode(node!) });
}
