import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { encodeFrames, FrameAssembler } from './notify-frames.ts';

export type RealtimeHandler = (message: unknown) => void;

/**
 * Fan-out between the server's instances: a message published on a topic reaches every subscriber of that topic on
 * every instance behind the same database (this one included), in the order each instance published.
 */
export interface RealtimeHub {
  /** Resolves once listening; answers the function that stops this subscription. */
  subscribe(topic: string, handler: RealtimeHandler): Promise<() => void>;
  publish(topic: string, message: unknown): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'kru_realtime';
const RECONNECT_MS = 1000;

/**
 * The hub over PostgreSQL LISTEN/NOTIFY: one dedicated connection per instance (not from the pool: a listening
 * connection must stay open and to itself), opened at the first subscription. It both listens and notifies, so an
 * instance's messages keep their order. When the connection drops it is opened again while anyone subscribes.
 */
export function createPgRealtimeHub(
  clientConfig: pg.ClientConfig,
  log: (line: string) => void = (line) => console.warn(line),
): RealtimeHub {
  const origin = randomUUID();
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const assembler = new FrameAssembler();
  let connecting: Promise<pg.Client> | null = null;
  let current: pg.Client | null = null;
  let closed = false;
  let publishing: Promise<void> = Promise.resolve();

  function deliver(payload: string | undefined) {
    const complete = payload === undefined ? null : assembler.accept(payload);
    if (!complete) return;
    for (const handler of handlers.get(complete.topic) ?? []) {
      try {
        handler(complete.message);
      } catch (err) {
        log(`[realtime] a handler of ${complete.topic} failed: ${(err as Error).message}`);
      }
    }
  }

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const client = new pg.Client(clientConfig);
      current = client;
      client.on('notification', (note) => {
        if (note.channel === CHANNEL) deliver(note.payload);
      });
      const lost = (reason: string) => {
        if (current !== client || closed) return;
        current = null;
        connecting = null;
        client.removeAllListeners('error').on('error', () => {});
        client.end().catch(() => {});
        log(`[realtime] lost the listening connection (${reason})`);
        setTimeout(() => {
          if (!closed && handlers.size > 0) connect().catch(() => {});
        }, RECONNECT_MS).unref();
      };
      client.on('error', (err) => lost(err.message));
      client.on('end', () => lost('ended'));
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (err) {
        lost((err as Error).message);
        throw err;
      }
      return client;
    })();
    return connecting;
  }

  return {
    async subscribe(topic, handler) {
      if (closed) throw new Error('the realtime hub is closed');
      const set = handlers.get(topic) ?? new Set<RealtimeHandler>();
      handlers.set(topic, set);
      set.add(handler);
      await connect();
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(topic) === set) handlers.delete(topic);
      };
    },

    async publish(topic, message) {
      // Sockets closing while the server stops still say goodbye; nobody is listening here any more.
      if (closed) return;
      const frames = encodeFrames(origin, topic, message);
      // One query at a time on the one connection, in call order: the parts (and the messages) arrive in order.
      const sent = publishing.then(async () => {
        const client = await connect();
        for (const frame of frames) await client.query('SELECT pg_notify($1, $2)', [CHANNEL, frame]);
      });
      publishing = sent.catch(() => {});
      await sent;
    },

    async close() {
      closed = true;
      handlers.clear();
      const pending = connecting;
      connecting = null;
      if (pending) await pending.then((client) => client.end()).catch(() => {});
    },
  };
}
