import type { ServerSignal } from '@kru/contract';

/** What the instances of one room tell each other (through the realtime hub). `c` names one socket. */
export type RoomEvent =
  | { k: 'join'; u: number; c: string }
  /** "I am here too": the answer of a participant already in the room to the socket `to` that joined. */
  | { k: 'present'; u: number; c: string; to: string }
  | { k: 'leave'; u: number; c: string }
  | { k: 'relay'; u: number; c: string; s: ServerSignal };

export type RoomAction =
  | { do: 'send'; connection: string; signal: ServerSignal }
  /** Close a local socket: the same person joined again with a newer one. */
  | { do: 'replace'; connection: string }
  | { do: 'publish'; event: RoomEvent };

/**
 * One instance's view of one session's room: its own sockets (one per person) and the latest socket of each
 * participant anywhere. Pure: it answers what to do, the caller does it. Only the session's student and tutor
 * ever hold a token for the room, so it never holds more than two people.
 */
export class RoomState {
  private readonly local = new Map<number, string>();
  private readonly latest = new Map<number, string>();
  /** The other person's socket each local socket was last told about: each arrival is announced once. */
  private readonly announced = new Map<string, string>();

  get isEmpty(): boolean {
    return this.local.size === 0;
  }

  localConnection(userId: number): string | undefined {
    return this.local.get(userId);
  }

  /** A socket of this instance joins: an older local socket of the same person goes, and everyone is told. */
  join(userId: number, connection: string): RoomAction[] {
    const actions: RoomAction[] = [];
    const older = this.local.get(userId);
    if (older !== undefined && older !== connection) actions.push({ do: 'replace', connection: older });
    this.local.set(userId, connection);
    this.latest.set(userId, connection);
    actions.push({ do: 'publish', event: { k: 'join', u: userId, c: connection } });
    return actions;
  }

  /** A local socket closed: a leave, unless a newer socket of the person had already replaced it. */
  leave(userId: number, connection: string): RoomAction[] {
    if (this.local.get(userId) !== connection) return [];
    this.local.delete(userId);
    this.announced.delete(connection);
    // `latest` keeps the socket until the leave comes back through the bus, which tells local others.
    return [{ do: 'publish', event: { k: 'leave', u: userId, c: connection } }];
  }

  /** What a socket sends for the other participant. */
  relay(userId: number, connection: string, signal: ServerSignal): RoomAction[] {
    if (this.local.get(userId) !== connection) return [];
    return [{ do: 'publish', event: { k: 'relay', u: userId, c: connection, s: signal } }];
  }

  /** An event of the room from any instance (this one included). */
  receive(event: RoomEvent): RoomAction[] {
    switch (event.k) {
      case 'join':
        return this.receiveJoin(event.u, event.c);
      case 'present': {
        this.latest.set(event.u, event.c);
        const isLocal = [...this.local.values()].includes(event.to);
        return isLocal ? this.announce(event.to, event.c) : [];
      }
      case 'leave':
        // A leave of a socket already replaced (a drop noticed late) is old news.
        if (this.latest.get(event.u) !== event.c) return [];
        this.latest.delete(event.u);
        for (const [other, connection] of this.local)
          if (other !== event.u) this.announced.delete(connection);
        return this.toOthers(event.u, { type: 'peer-left' });
      case 'relay': {
        const latest = this.latest.get(event.u);
        if (latest !== undefined && latest !== event.c) return [];
        return this.toOthers(event.u, event.s);
      }
    }
  }

  private receiveJoin(userId: number, connection: string): RoomAction[] {
    const actions: RoomAction[] = [];
    const local = this.local.get(userId);
    if (local !== undefined && local !== connection) {
      this.local.delete(userId);
      this.announced.delete(local);
      actions.push({ do: 'replace', connection: local });
    }
    this.latest.set(userId, connection);
    for (const [other, otherConnection] of this.local) {
      if (other === userId) continue;
      actions.push(...this.announce(otherConnection, connection));
      actions.push({ do: 'publish', event: { k: 'present', u: other, c: otherConnection, to: connection } });
    }
    return actions;
  }

  private announce(connection: string, peerConnection: string): RoomAction[] {
    if (this.announced.get(connection) === peerConnection) return [];
    this.announced.set(connection, peerConnection);
    return [{ do: 'send', connection, signal: { type: 'peer-joined' } }];
  }

  private toOthers(userId: number, signal: ServerSignal): RoomAction[] {
    return [...this.local]
      .filter(([other]) => other !== userId)
      .map(([, connection]) => ({ do: 'send', connection, signal }) as const);
  }
}

const EVENT_KINDS = new Set(['join', 'present', 'leave', 'relay']);

/** Only our instances publish on the channel; this still keeps a stray payload from breaking a room. */
export function isRoomEvent(value: unknown): value is RoomEvent {
  const event = value as Partial<RoomEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    EVENT_KINDS.has(event.k as string) &&
    Number.isInteger(event.u) &&
    typeof event.c === 'string' &&
    (event.k !== 'relay' || (typeof event.s === 'object' && event.s !== null)) &&
    (event.k !== 'present' || typeof event.to === 'string')
  );
}
