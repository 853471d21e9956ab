import pg from 'pg';

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel and reconnects by itself
 * (issue #14 item 3). After every (re)connect it runs `onConnected` once LISTEN is in place, so
 * whatever was missed while it was away can be read back; a heartbeat notices a dead link.
 */
export type ListenerOptions = {
  url: string;
  channel: string;
  onMessage: (payload: string) => void;
  /** Runs after LISTEN on every (re)connect; a failure counts as a lost connection. */
  onConnected: () => Promise<void>;
  onStateChange: (live: boolean, reason?: string) => void;
  heartbeatMs?: number;
  minRetryMs?: number;
  maxRetryMs?: number;
};

export type Listener = { readonly pid: number | undefined; close(): Promise<void> };

export function startListener(options: ListenerOptions): Listener {
  const { heartbeatMs = 15_000, minRetryMs = 250, maxRetryMs = 30_000 } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let live = false;
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client, reason: string) => {
    if (client !== from) return; // an older connection that was already given up
    client = undefined;
    clearInterval(heartbeat);
    from.removeAllListeners('notification');
    from.on('error', () => undefined);
    void from.end().catch(() => undefined);
    if (live) {
      live = false;
      options.onStateChange(false, reason);
    }
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, maxRetryMs);
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: 'storefront-revocations',
      keepAlive: true,
      query_timeout: 5_000,
    });
    client = next;
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
      await options.onConnected();
    } catch (error) {
      lost(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== next || closed) return;
    retryMs = minRetryMs;
    live = true;
    options.onStateChange(true);
    heartbeat = setInterval(() => {
      next.query('SELECT 1').catch((error: Error) => lost(next, error.message));
    }, heartbeatMs);
    heartbeat.unref();
  };

  void connect();
  return {
    get pid() {
      return live ? (client as (pg.Client & { processID?: number }) | undefined)?.processID : undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      live = false;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
