import net from 'node:net';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that accepts connections and never answers: a dependency that hangs. */
export async function blackhole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => void sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** How a FaultyLink behaves: passes bytes both ways, accepts and swallows them, or refuses connections. */
export type LinkMode = 'forward' | 'silent' | 'down';

export interface FaultyLink {
  port: number;
  /** Switches mode; open connections are cut on 'down', and stop passing bytes on 'silent'. */
  set(mode: LinkMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real service (Redis, PostgreSQL) that a test can make fail the ways a
 * network does: the service goes silent (connections accepted, nothing answered) or goes away
 * (connections refused), then comes back.
 */
export async function faultyLink(targetPort: number, targetHost = '127.0.0.1'): Promise<FaultyLink> {
  let mode: LinkMode = 'forward';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const onConnection = (client: net.Socket) => {
    if (mode !== 'forward') {
      // silent: hold the connection open and never answer
      client.on('error', () => undefined);
      pairs.add({ client, upstream: new net.Socket() });
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk) => mode === 'forward' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'forward' && client.write(chunk));
  };
  let server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  const stop = () => new Promise((resolve) => server.close(resolve));
  return {
    port,
    async set(next) {
      if (next === mode) return;
      const wasDown = mode === 'down';
      mode = next;
      if (next === 'down') {
        cutAll();
        await stop();
      } else if (wasDown) {
        server = net.createServer(onConnection);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    async close() {
      cutAll();
      if (mode !== 'down') await stop();
    },
  };
}
