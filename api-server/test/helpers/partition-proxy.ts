/**
 * A TCP relay between the API and its database that can be cut like a network partition: while cut,
 * no byte crosses in either direction (what is sent waits, as TCP retransmits it), connections
 * opened meanwhile get no answer; once healed, everything held is delivered in order.
 */
import net from 'node:net';

export interface PartitionProxy {
  port: number;
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}

export async function createPartitionProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<PartitionProxy> {
  let cut = false;
  const flushes = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  /** Relays `from` to `to`, holding bytes while the link is cut. */
  function relay(from: net.Socket, to: net.Socket): () => void {
    const held: Buffer[] = [];
    from.on('data', (chunk: Buffer) => {
      if (cut || held.length > 0) held.push(chunk);
      else to.write(chunk);
    });
    return () => {
      for (const chunk of held.splice(0)) to.write(chunk);
    };
  }

  const server = net.createServer((client) => {
    sockets.add(client);
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(upstream);
    const flushUp = relay(client, upstream);
    const flushDown = relay(upstream, client);
    const flush = () => {
      flushUp();
      flushDown();
    };
    flushes.add(flush);
    const end = () => {
      flushes.delete(flush);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    partition() {
      cut = true;
    },
    heal() {
      cut = false;
      for (const flush of flushes) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
