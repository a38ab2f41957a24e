/**
 * A small round-robin TCP balancer for tests, as a chain puts one in front of its service
 * instances: each new client connection is piped to the next backend; a backend that refuses
 * the connection (a dead instance) is skipped for the next one, so only connections already
 * piped to an instance that dies are lost. It remembers which backend each client connection
 * (by its port) went to. With one backend it is a plain TCP proxy that the test can cut (every
 * connection dropped, new ones refused) and restore on the same port, as a network fails.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface Balancer {
  port: number;
  /** The backend (index) a client connection from this local port was piped to. */
  backendOf(clientPort: number): number | undefined;
  /** Connections piped to a backend and still open. */
  openTo(backend: number): number;
  /** Drops every connection and refuses new ones, until restored. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startBalancer(backendPorts: readonly number[]): Promise<Balancer> {
  let next = 0;
  const sockets = new Set<Socket>();
  const backendOfPort = new Map<number, number>();
  const open = backendPorts.map(() => 0);

  const pipeTo = (client: Socket, backend: number, triesLeft: number): void => {
    const upstream = connect(backendPorts[backend] ?? 0, '127.0.0.1');
    sockets.add(upstream);
    let piped = false;
    upstream.once('connect', () => {
      piped = true;
      open[backend] = (open[backend] ?? 0) + 1;
      backendOfPort.set(client.remotePort ?? 0, backend);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      // Refused before anything was sent: the next backend gets the connection.
      if (!piped && triesLeft > 1 && !client.destroyed) {
        pipeTo(client, (backend + 1) % backendPorts.length, triesLeft - 1);
      } else client.destroy();
    });
    upstream.on('close', () => {
      sockets.delete(upstream);
      if (piped) open[backend] = (open[backend] ?? 1) - 1;
      if (piped) client.destroy();
    });
    client.on('close', () => upstream.destroy());
  };

  const onConnection = (client: Socket): void => {
    client.pause();
    sockets.add(client);
    client.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    const backend = next;
    next = (next + 1) % backendPorts.length;
    pipeTo(client, backend, backendPorts.length);
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    backendOf: (clientPort) => backendOfPort.get(clientPort),
    openTo: (backend) => open[backend] ?? 0,
    cut: stop,
    async restore() {
      server = createServer(onConnection);
      await listen(port);
    },
    close: stop,
  };
}
