import { randomUUID } from 'node:crypto';
import { MEETING_CLOSE, type ServerSignal } from '@kru/contract';
import type { WebSocket } from 'ws';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { isRoomEvent, type RoomAction, RoomState } from './room-state.ts';

/** This instance's meeting rooms: its participants' sockets, joined to the other instances through the hub. */
export interface MeetingRooms {
  /** Joins the room (subscribing this instance to it first) and answers the socket's connection id. */
  join(sessionId: number, userId: number, socket: WebSocket): Promise<string>;
  leave(sessionId: number, userId: number, connection: string): void;
  /** Sends a frame to the other participant, wherever they are connected. */
  relay(sessionId: number, userId: number, connection: string, signal: ServerSignal): void;
  close(): Promise<void>;
}

interface Room {
  state: RoomState;
  sockets: Map<string, WebSocket>;
  subscribed: Promise<() => void>;
}

/** A socket that has not answered a ping by the next one is gone (a laptop closed, a network lost). */
const HEARTBEAT_MS = 20_000;

export function sendSignal(socket: WebSocket | undefined, signal: ServerSignal): void {
  if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify(signal));
}

export function createMeetingRooms(hub: RealtimeHub, log: (line: string) => void): MeetingRooms {
  const rooms = new Map<number, Room>();
  const alive = new WeakMap<WebSocket, boolean>();
  const topic = (sessionId: number) => `meeting:${sessionId}`;

  function run(sessionId: number, room: Room, actions: RoomAction[]) {
    for (const action of actions) {
      if (action.do === 'send') {
        sendSignal(room.sockets.get(action.connection), action.signal);
      } else if (action.do === 'replace') {
        const socket = room.sockets.get(action.connection);
        room.sockets.delete(action.connection);
        socket?.close(MEETING_CLOSE.replaced.code, MEETING_CLOSE.replaced.reason);
      } else {
        hub.publish(topic(sessionId), action.event).catch((err: Error) => {
          log(`[meeting] could not publish to room ${sessionId}: ${err.message}`);
        });
      }
    }
  }

  function openRoom(sessionId: number): Room {
    const room: Room = { state: new RoomState(), sockets: new Map(), subscribed: Promise.resolve(() => {}) };
    room.subscribed = hub.subscribe(topic(sessionId), (event) => {
      if (isRoomEvent(event)) run(sessionId, room, room.state.receive(event));
    });
    rooms.set(sessionId, room);
    return room;
  }

  function closeIfEmpty(sessionId: number, room: Room) {
    if (!room.state.isEmpty || rooms.get(sessionId) !== room) return;
    rooms.delete(sessionId);
    room.subscribed.then((unsubscribe) => unsubscribe()).catch(() => {});
  }

  const heartbeat = setInterval(() => {
    for (const room of rooms.values()) {
      for (const socket of room.sockets.values()) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async join(sessionId, userId, socket) {
      const room = rooms.get(sessionId) ?? openRoom(sessionId);
      try {
        await room.subscribed;
      } catch (err) {
        if (rooms.get(sessionId) === room) rooms.delete(sessionId);
        throw err;
      }
      // The room emptied and closed while this socket waited: join a fresh one.
      if (rooms.get(sessionId) !== room) return this.join(sessionId, userId, socket);
      const connection = randomUUID();
      room.sockets.set(connection, socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      run(sessionId, room, room.state.join(userId, connection));
      return connection;
    },

    leave(sessionId, userId, connection) {
      const room = rooms.get(sessionId);
      if (!room) return;
      room.sockets.delete(connection);
      run(sessionId, room, room.state.leave(userId, connection));
      closeIfEmpty(sessionId, room);
    },

    relay(sessionId, userId, connection, signal) {
      const room = rooms.get(sessionId);
      if (room) run(sessionId, room, room.state.relay(userId, connection, signal));
    },

    async close() {
      clearInterval(heartbeat);
      rooms.clear();
    },
  };
}
