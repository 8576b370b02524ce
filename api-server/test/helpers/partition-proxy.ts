/**
 * A TCP relay between the API and its database that can be cut like a network partition: while cut,
 * no byte crosses in either direction (what is sent waits, as TCP retransmits it), connections
 * opened meanwhile get no answer; once healed, everything held is delivered in order.
 * `freezeExisting` cuts only the connections open at that moment, as a NAT or firewall that lost
 * its state does: new connections go through.
 */
import net from 'node:net';

export interface PartitionProxy {
  port: number;
  /** Connections relayed now (each API connection, its server side counted once). */
  connections(): number;
  partition(): void;
  freezeExisting(): void;
  heal(): void;
  close(): Promise<void>;
}

interface Link {
  frozen: boolean;
  flush(): void;
}

export async function createPartitionProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<PartitionProxy> {
  let cut = false;
  const links = new Set<Link>();
  const sockets = new Set<net.Socket>();

  /** Relays `from` to `to`, holding bytes while the link is cut. */
  function relay(link: Link, from: net.Socket, to: net.Socket): () => void {
    const held: Buffer[] = [];
    from.on('data', (chunk: Buffer) => {
      if (cut || link.frozen || held.length > 0) held.push(chunk);
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
    const link: Link = { frozen: false, flush: () => undefined };
    const flushUp = relay(link, client, upstream);
    const flushDown = relay(link, upstream, client);
    link.flush = () => {
      flushUp();
      flushDown();
    };
    links.add(link);
    const end = () => {
      links.delete(link);
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
    connections: () => links.size,
    partition() {
      cut = true;
    },
    freezeExisting() {
      for (const link of links) link.frozen = true;
    },
    heal() {
      cut = false;
      for (const link of links) {
        link.frozen = false;
        link.flush();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
