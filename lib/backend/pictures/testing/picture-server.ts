import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local HTTP server for the picture URL tests (issue #45 item 3, decision 0045; the API tests and
 * e2e/staff-picture-urls.spec.ts): it serves the files it is given by path and a few bad answers —
 * `/slow` (headers, then never the body), `/huge` (bytes without a Content-Length, on and on),
 * `/huge-declared` (a Content-Length past any limit), `/missing` (404), `/to?url=…` (a 302 there),
 * `/hops/{n}` (n redirects in all, the last to `/{file}` of `?then=`). Bound to
 * 127.0.0.1 on a free port; `hits` counts the requests per path (a dry run must fetch nothing).
 */
export type PictureServer = { origin: string; hits: Map<string, number>; close: () => Promise<void> };

export async function startPictureServer(files: Record<string, { type: string; body: Buffer | string }>): Promise<PictureServer> {
  const hits = new Map<string, number>();
  const open = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const file = files[url.pathname];
    if (file) return void res.writeHead(200, { 'content-type': file.type }).end(file.body);
    if (url.pathname === '/slow') return void res.writeHead(200, { 'content-type': 'image/png' }).write(Buffer.alloc(10));
    if (url.pathname === '/huge') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      return void pump();
    }
    if (url.pathname === '/huge-declared') return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50_000_000) }).write(Buffer.alloc(10));
    if (url.pathname === '/to') return void res.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
    const hop = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      const then = url.searchParams.get('then') ?? '';
      return void res.writeHead(302, { location: n > 1 ? `/hops/${n - 1}?then=${encodeURIComponent(then)}` : `/${then}` }).end();
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
