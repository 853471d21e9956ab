'use strict';
// Preload of the production server (issue #14 §4 and §19), loaded before Next's standalone server:
//   node --require ./server-preload.cjs server.js
// `npm start` (scripts/start.mjs) does this; `npm run build` (scripts/prepare-standalone.mjs) copies
// this file, lib/config/trust-proxy.cjs and proxy-addr into .next/standalone. It hooks every HTTP
// server the process creates (Next's) to:
// - resolve the client address from the socket and X-Forwarded-For per TRUST_PROXY (as Express's
//   `trust proxy` does) and hand it to the API in CLIENT_ADDRESS_HEADER, replacing whatever the
//   client sent (route handlers cannot see the socket; Next keeps a client-sent X-Forwarded-For),
//   and drop the forwarded protocol and host (Forwarded, X-Forwarded-Proto/-Host/-Port) unless the
//   peer is a trusted proxy (Next then sets X-Forwarded-Host/-Proto from the Host and the socket);
// - bind to a loopback IP (HOSTNAME=127.0.0.1, the usual setting behind a reverse proxy) while Next
//   is told "localhost" (see `loopbackBinding` below);
// - shut down gracefully on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (at most
//   SHUTDOWN_TIMEOUT_SECONDS), close the database, exit 0. Next's own handler (which exits 143 as
//   soon as the listening socket is closed) is switched off with NEXT_MANUAL_SIG_HANDLE.
const { existsSync } = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const { join } = require('node:path');

// Next in .next/standalone: lib/ beside this file; in the repository: scripts/../lib.
const trustProxyModule = ['lib/config/trust-proxy.cjs', '../lib/config/trust-proxy.cjs'].map((p) => join(__dirname, p)).find((p) => existsSync(p));
if (!trustProxyModule) {
  console.error('server-preload: lib/config/trust-proxy.cjs not found next to server-preload.cjs (run `npm run build`).');
  process.exit(1);
}
const { CLIENT_ADDRESS_HEADER, PRELOAD_MARKER, dropUntrustedForwarding, parseTrustProxy, resolveClientAddress } = require(trustProxyModule);

function refuse(name, message) {
  console.error(`Invalid environment configuration:\n  - ${name}: ${message}`);
  process.exit(1);
}

let trust;
try {
  trust = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  refuse('TRUST_PROXY', error.message);
}
const timeoutText = (process.env.SHUTDOWN_TIMEOUT_SECONDS || '10').trim();
const shutdownSeconds = Number(timeoutText);
if (!/^\d+$/.test(timeoutText) || shutdownSeconds < 1 || shutdownSeconds > 3600) {
  refuse('SHUTDOWN_TIMEOUT_SECONDS', 'must be a whole number of seconds from 1 to 3600');
}

// Next reads both when it starts its server (after this file has run).
process.env.NEXT_MANUAL_SIG_HANDLE = '1';
// Idle keep-alive connections stay open 65 s (Node's default is 5 s): longer than the idle timeout
// of the usual load balancers (60 s), so the server never closes a connection a proxy or client is
// about to reuse (the ECONNRESET races seen in e2e). KEEP_ALIVE_TIMEOUT (ms) changes it.
process.env.KEEP_ALIVE_TIMEOUT ||= '65000';
globalThis[PRELOAD_MARKER] = true;

/**
 * Next 16 names a loopback IP "localhost" in middleware's URLs (NextURL) but keeps HOSTNAME's IP in
 * the router's, so with HOSTNAME=127.0.0.1 every middleware rewrite looked external and every page
 * answered 500 (issue #15 item 4). Next is told "localhost" (both sides agree) and its socket is
 * bound to the address asked for, so the server still listens only there.
 */
function loopbackBinding(hostname) {
  const address = (hostname || '').trim().replace(/^\[(.*)\]$/, '$1');
  return net.isIP(address) && (/^127\./.test(address) || address === '::1') ? address : undefined;
}
const bindAddress = loopbackBinding(process.env.HOSTNAME);
if (bindAddress) process.env.HOSTNAME = 'localhost';

const servers = new Set();
/** Every open connection: how many requests it has carried and how many are still running. */
const connections = new Map();
/** Responses not yet finished. */
const active = new Set();
let shuttingDown = false;
// A connection accepted but still without a request when the shutdown starts is a request on its
// way (a client connects to send one): it is closed once it has sent nothing for this long with the
// server idle. While requests are still running the server may simply not have read it yet (a
// loaded machine), so the wait starts over (all of it bounded by SHUTDOWN_TIMEOUT_SECONDS).
const FRESH_CONNECTION_GRACE_MS = 1000;

function onConnection(socket) {
  accepted += 1;
  const state = { served: 0, busy: 0 };
  connections.set(socket, state);
  socket.once('close', () => connections.delete(socket));
  if (shuttingDown) closeWhenIdle(socket, state);
}

function onRequest(req, res) {
  // Whatever the client sent under our header is dropped (both views of the headers).
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust);
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i].toLowerCase() === CLIENT_ADDRESS_HEADER) req.rawHeaders.splice(i, 2);
  }
  req.rawHeaders.push(CLIENT_ADDRESS_HEADER, address);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  // Forwarded / X-Forwarded-Proto / -Host / -Port count only from a trusted proxy (issue #44 item 7).
  dropUntrustedForwarding(req, trust);

  const socket = req.socket;
  const state = connections.get(socket) ?? { served: 0, busy: 0 };
  state.served += 1;
  state.busy += 1;
  active.add(res);
  if (shuttingDown) res.setHeader('Connection', 'close');
  res.once('close', () => {
    active.delete(res);
    state.busy -= 1;
    if (shuttingDown) closeWhenIdle(socket, state);
  });
}

/** Shutting down: an idle keep-alive connection closes now (after flushing what it was sent), a fresh one after its grace. */
function closeWhenIdle(socket, state) {
  if (state.busy > 0 || socket.destroyed) return;
  if (state.served > 0) return void socket.destroySoon();
  // After the grace, one more pass of the event loop first: a request whose bytes arrived while
  // rendering kept the loop busy is read (and served) before the connection is judged empty.
  const judge = () =>
    afterPendingConnections().then(() => {
      if (socket.destroyed || state.served > 0) return;
      if (active.size > 0) return void setTimeout(judge, FRESH_CONNECTION_GRACE_MS).unref();
      socket.destroy();
    });
  setTimeout(judge, FRESH_CONNECTION_GRACE_MS).unref();
}

const createServer = http.createServer;
http.createServer = function createServerWithPreload(...args) {
  const server = createServer.apply(this, args);
  servers.add(server);
  server.prependListener('request', onRequest);
  server.on('connection', onConnection);
  if (bindAddress) {
    const listen = server.listen;
    server.listen = function listenOnBindAddress(...listenArgs) {
      if (listenArgs[1] === 'localhost') listenArgs[1] = bindAddress;
      return listen.apply(this, listenArgs);
    };
  }
  server.once('listening', () => {
    // A request's headers may take as long as an idle connection may stay open.
    if (server.headersTimeout <= server.keepAliveTimeout) server.headersTimeout = server.keepAliveTimeout + 1000;
  });
  return server;
};

/**
 * Stops listening and settles once every connection has closed. net's close, not http's: that one
 * also drops every connection without a request at once, including those whose request is still
 * on its way; closeWhenIdle decides instead.
 */
function closeServer(server) {
  return new Promise((resolve) => (server.listening ? net.Server.prototype.close.call(server, () => resolve()) : resolve()));
}

/** One pass of the event loop, so connections already waiting in the backlog are accepted (and served) first. */
const afterPendingConnections = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

// Connections accepted so far (the backlog drain below watches it grow).
let accepted = 0;
const BACKLOG_DRAIN_MS = 250;
const BACKLOG_DRAIN_MAX_MS = 1000;

/**
 * Shrinks the listening socket's backlog to its least (listen(2) again, backlog 0): from now on the
 * kernel completes a new handshake only while nothing waits to be accepted; other new clients'
 * SYNs go unanswered until the socket is closed, and their retry is then refused (ECONNREFUSED)
 * instead of being reset in the backlog.
 */
function shrinkBacklog(server) {
  try {
    server._handle?.listen?.(0);
  } catch {
    // not a TCP handle (a pipe): nothing to shrink
  }
}

/**
 * Stops listening (issue #44 item 8). Closing the socket resets every connection still in the
 * kernel's backlog, so first: the backlog is shrunk, then passes of the event loop accept what
 * completed its handshake before (for at least BACKLOG_DRAIN_MS, until a pass accepts nothing, a
 * busy loop may take several), bounded by BACKLOG_DRAIN_MAX_MS: a steady stream of new
 * connections no longer keeps the listener open until the shutdown timeout (which then reset the
 * requests it held). Later connections are refused.
 */
async function stopListening() {
  for (const server of servers) if (server.listening) shrinkBacklog(server);
  const started = Date.now();
  for (;;) {
    const before = accepted;
    await afterPendingConnections();
    const elapsed = Date.now() - started;
    if (elapsed >= BACKLOG_DRAIN_MAX_MS || (accepted === before && elapsed >= BACKLOG_DRAIN_MS)) break;
    if (accepted === before) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all([...servers].map(closeServer));
}

function within(ms, promise) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([promise.then(() => 'done'), late]).finally(() => clearTimeout(timer));
}

async function shutdown(signal) {
  // Duplicates are ignored: Ctrl+C reaches both npm start and this process.
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: shutting down — no new connections, finishing ${active.size} request(s) in flight (at most ${shutdownSeconds} s)`);
  let exitCode = 0;
  for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
  for (const [socket, state] of connections) closeWhenIdle(socket, state);
  const closed = stopListening();
  if ((await within(shutdownSeconds * 1000, closed)) === 'late') {
    console.error(`Shutdown: ${active.size} request(s) still running after ${shutdownSeconds} s; closing their connections`);
    for (const server of servers) server.closeAllConnections();
    exitCode = 1;
  }
  // The database (lib/backend/runtime.ts registers closeRuntime here once the app has loaded).
  const closeDatabase = globalThis[Symbol.for('partner-storefront.shutdown')];
  if (typeof closeDatabase === 'function') {
    try {
      if ((await within(10_000, Promise.resolve(closeDatabase()))) === 'late') {
        console.error('Shutdown: the database did not close within 10 s');
        exitCode = 1;
      }
    } catch (error) {
      console.error('Shutdown: closing the database failed:', error);
      exitCode = 1;
    }
  }
  console.log(exitCode === 0 ? 'Shutdown complete' : 'Shutdown finished with errors');
  process.exit(exitCode);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Started by `npm start` (scripts/start.mjs names itself here): should that wrapper die without
// passing a signal on (kill -9), this process would live on as an orphan holding the port and the
// data folder. Its parent changes then: shut down as on SIGTERM (issue #44 item 8).
const wrapper = Number(process.env.STOREFRONT_WRAPPER_PID);
if (wrapper > 0 && process.ppid === wrapper) {
  const watch = setInterval(() => {
    if (process.ppid === wrapper) return;
    clearInterval(watch);
    console.error(`npm start's process (pid ${wrapper}) is gone: shutting down`);
    void shutdown('wrapper exited');
  }, 250);
  watch.unref();
}
