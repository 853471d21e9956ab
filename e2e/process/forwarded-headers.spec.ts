import { expect, test } from '@playwright/test';
import { freePort, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

// Issue #44 item 7: the forwarded protocol and host count only from a trusted proxy (TRUST_PROXY,
// the same rule as the client address). This runner talks to the server from 127.0.0.1: without
// TRUST_PROXY it is a client whose X-Forwarded-Proto: https must not turn HSTS on (API or page);
// with TRUST_PROXY=loopback it is the trusted proxy, and the header counts.
let dataDir = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = tempDir();
  seedDataDir(dataDir, 5);
});
test.afterAll(() => removeDir(dataDir));

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServer({ port, dataDir, env: { DEMO_MODE: '1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env } });
  await waitForAnswer(server, '/api/health/ready');
  return server;
}

const forged = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Forwarded: 'proto=https;host=evil.example' };

async function hsts(server: ServerProcess): Promise<(string | null)[]> {
  const answers = [];
  for (const path of ['/api/health', '/en']) {
    const res = await fetch(`${server.url}${path}`, { headers: forged, redirect: 'manual' });
    await res.arrayBuffer();
    answers.push(res.headers.get('strict-transport-security'));
  }
  return answers;
}

test('without TRUST_PROXY a client’s forwarded protocol is ignored by the API and the pages', async () => {
  const server = await start({});
  try {
    expect(await hsts(server)).toEqual([null, null]);
  } finally {
    await server.stop();
  }
});

test('from a trusted proxy (TRUST_PROXY=loopback) the forwarded protocol counts', async () => {
  const server = await start({ TRUST_PROXY: 'loopback' });
  try {
    expect(await hsts(server)).toEqual(['max-age=63072000; includeSubDomains', 'max-age=63072000; includeSubDomains']);
  } finally {
    await server.stop();
  }
});
