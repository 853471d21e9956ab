import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #44 item 8: SIGTERM arrives while clients keep opening new connections (a load balancer
 * that has not yet taken the instance out). The listener closes at once: every request whose
 * connection was accepted gets its whole answer, every later connection is refused
 * (ECONNREFUSED), and none is reset. (Before, the server kept accepting the stream until the
 * shutdown timeout and then reset the requests it held.)
 *
 * One reset is not the server's: a connection the kernel had completed but Node had not yet
 * accepted when the listener closed is reset by the kernel (Linux resets its accept queue on
 * close), before any byte of an answer. The CI's loaded machine met it once in a few runs. Such a
 * reset is told apart from the old fault by when it comes: within a second of the listener closing
 * (the old resets came at the 10 s timeout), at most one per client, and it ends that client as a
 * refusal does.
 */
const CLIENTS = 4; // connections opened side by side, each a new one per request
const MAX_REQUESTS = 5_000; // the loop's bound
const BEFORE_SIGNAL = 40; // answers before SIGTERM is sent

type Outcome = 'answered' | 'refused' | 'reset before answer' | `failed: ${string}`;

test.describe.configure({ timeout: 180_000 });

/** One request on a new connection to 127.0.0.1 (Connection: close). */
function once(server: ServerProcess): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(res.statusCode === 200 && body.length > 0 ? 'answered' : `failed: status ${res.statusCode}, ${body.length} bytes`));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(`failed: ${error.code ?? error.message} mid-answer`));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : error.code === 'ECONNRESET' ? 'reset before answer' : `failed: ${error.code ?? error.message}`),
    );
  });
}

test('SIGTERM under a stream of new connections: closes the listener at once, answers all accepted, refuses the rest, resets none it accepted', async () => {
  const dataDir = tempDir('storefront-stream-');
  seedDataDir(dataDir);
  const server = await startServer({ dataDir, env: { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000', SHUTDOWN_TIMEOUT_SECONDS: '10' } });
  try {
    await waitForAnswer(server, '/api/health/ready');
    const outcomes: Outcome[] = [];
    let signalledAt = 0;
    let firstRefusalAt = 0;
    const resetsAt: number[] = [];
    let sent = 0;
    const client = async () => {
      while (sent < MAX_REQUESTS) {
        sent += 1;
        const outcome = await once(server);
        outcomes.push(outcome);
        if (outcome === 'reset before answer') {
          resetsAt.push(Date.now());
          return; // queued by the kernel when the listener closed: this client is done
        }
        if (outcome === 'refused') {
          firstRefusalAt ||= Date.now();
          return; // the listener is closed: this client is done
        }
        if (!signalledAt && outcomes.filter((o) => o === 'answered').length >= BEFORE_SIGNAL) {
          signalledAt = Date.now();
          server.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const exit = await server.exited;

    const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
    const failures = outcomes.filter((o) => o !== 'answered' && o !== 'refused' && o !== 'reset before answer');
    console.log(
      `shutdown-stream: ${outcomes.length} requests, ${count('answered')} answered, ${count('refused')} refused, ${resetsAt.length} reset by the kernel's queue, ${failures.length} cut; listener closed ${firstRefusalAt - signalledAt} ms after SIGTERM`,
    );
    expect(signalledAt).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    // Each client ended on a refusal (or on the kernel's reset of its queued connection), not on the loop's bound.
    expect(count('refused') + resetsAt.length).toBe(CLIENTS);
    expect(count('refused')).toBeGreaterThan(0);
    // Those resets come as the listener closes, never later (the old fault reset at the 10 s timeout).
    for (const at of resetsAt) expect([at >= signalledAt, at - firstRefusalAt < 1_000]).toEqual([true, true]);
    expect(count('answered')).toBeGreaterThanOrEqual(BEFORE_SIGNAL);
    expect(firstRefusalAt - signalledAt).toBeLessThan(3_000); // at once, not at the 10 s timeout
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('Shutdown complete');
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
});
