import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Header a test sends to the proxy to play a client at another address (the proxy strips it). */
export const TEST_PEER_HEADER = 'x-test-peer';

export type ForwardingProxy = { url: string; close(): Promise<void> };

/**
 * A reverse proxy in front of a server under test, like nginx with `proxy_set_header
 * X-Forwarded-For $proxy_add_x_forwarded_for`: it appends the address of its client to whatever
 * X-Forwarded-For the client sent. Tests play clients on other machines with TEST_PEER_HEADER
 * (all of them really connect from 127.0.0.1).
 */
export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    const peer = String(headers[TEST_PEER_HEADER] ?? req.socket.remoteAddress);
    delete headers[TEST_PEER_HEADER];
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${peer}` : peer;
    headers.host = upstream.host;
    const forwarded = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
