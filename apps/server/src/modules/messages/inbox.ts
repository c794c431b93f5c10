import { randomUUID } from 'node:crypto';
import type { MessagesSocketFrame } from '@kru/contract';
import type { WebSocket } from 'ws';
import type { Db } from '../../platform/db/client.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { forgetSocket, forgetStaleSockets, recordSocket, refreshSockets } from './presence-repository.ts';

/**
 * This instance's messages sockets, one topic per person on the realtime hub: a frame published for a person on any
 * instance reaches each of their sockets on every instance. Each socket is also a row of `message_sockets`, so any
 * instance can tell whether someone is online (no offline e-mail then).
 */
export interface Inbox {
  /** Keeps the socket until it closes; resolves once frames for the person reach it. */
  attach(userId: number, socket: WebSocket): Promise<void>;
  /** Sends the frame to every socket of the person, wherever it is; never throws (a lost frame is caught up on). */
  publish(userId: number, frame: MessagesSocketFrame): void;
  close(): Promise<void>;
}

interface Person {
  sockets: Map<string, WebSocket>;
  subscribed: Promise<() => void>;
}

/** A socket that has not answered a ping by the next one is gone; its row is refreshed on the same beat. */
const HEARTBEAT_MS = 20_000;

export function createInbox(db: Db, hub: RealtimeHub, log: (line: string) => void): Inbox {
  const people = new Map<number, Person>();
  const alive = new WeakMap<WebSocket, boolean>();
  const topic = (userId: number) => `inbox:${userId}`;
  const fail = (what: string) => (err: Error) => log(`[messages] ${what}: ${err.message}`);

  function personOf(userId: number): Person {
    let person = people.get(userId);
    if (!person) {
      const sockets = new Map<string, WebSocket>();
      const subscribed = hub.subscribe(topic(userId), (frame) => {
        const text = JSON.stringify(frame);
        for (const socket of sockets.values()) if (socket.readyState === socket.OPEN) socket.send(text);
      });
      person = { sockets, subscribed };
      people.set(userId, person);
    }
    return person;
  }

  function detach(userId: number, id: string) {
    const person = people.get(userId);
    forgetSocket(db, id).catch(fail('could not forget a socket'));
    if (!person) return;
    person.sockets.delete(id);
    if (person.sockets.size > 0) return;
    people.delete(userId);
    person.subscribed.then((unsubscribe) => unsubscribe()).catch(() => {});
  }

  const heartbeat = setInterval(() => {
    const ids: string[] = [];
    for (const person of people.values()) {
      for (const [id, socket] of person.sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
        ids.push(id);
      }
    }
    refreshSockets(db, ids)
      .then(() => forgetStaleSockets(db))
      .catch(fail('could not refresh the sockets'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async attach(userId, socket) {
      const id = randomUUID();
      const person = personOf(userId);
      person.sockets.set(id, socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => detach(userId, id));
      await person.subscribed;
      await recordSocket(db, id, userId);
    },

    publish(userId, frame) {
      hub.publish(topic(userId), frame).catch(fail(`could not publish to ${userId}`));
    },

    async close() {
      clearInterval(heartbeat);
      const ids = [...people.values()].flatMap((person) => [...person.sockets.keys()]);
      for (const person of people.values()) for (const socket of person.sockets.values()) socket.terminate();
      people.clear();
      for (const id of ids) await forgetSocket(db, id).catch(() => {});
    },
  };
}
