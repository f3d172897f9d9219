import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Open connections through the proxy right now. */
  connections(): number;
  /** The database "goes away": listening stops and every open connection is cut. */
  cut(): Promise<void>;
  /** The database "is back": the proxy listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of a server, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  // Stops listening at once and destroys every open socket. It does not wait for server.close's
  // callback: after a cut and a restore that callback may never come (the server's own connection
  // count outlives the sockets destroyed here), which hung the suite's teardown.
  const stop = async () => {
    if (server.listening) server.close();
    for (const socket of sockets) socket.destroy();
  };
  const port = await listen(0);
  return {
    port,
    connections: () => sockets.size / 2,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
