import { describe, expect, it } from 'vitest';
import { isRoomEvent, type RoomAction, type RoomEvent, RoomState } from './room-state.ts';

const STUDENT = 1;
const TUTOR = 2;

/** Two instances of one room joined by a bus that delivers every published event to both, in order. */
function twoInstances() {
  const a = new RoomState();
  const b = new RoomState();
  const inbox = { a: [] as RoomAction[], b: [] as RoomAction[] };
  const bus: RoomEvent[] = [];
  const apply = (actions: RoomAction[], into: RoomAction[]) => {
    for (const action of actions) {
      if (action.do === 'publish') bus.push(action.event);
      else into.push(action);
    }
  };
  const flush = () => {
    while (bus.length) {
      const event = bus.shift()!;
      apply(a.receive(event), inbox.a);
      apply(b.receive(event), inbox.b);
    }
  };
  return {
    a,
    b,
    inbox,
    on: (which: 'a' | 'b', actions: RoomAction[]) => {
      apply(actions, inbox[which]);
      flush();
    },
    take: (which: 'a' | 'b') => inbox[which].splice(0),
  };
}

const sent = (actions: RoomAction[]) => actions.filter((action) => action.do === 'send');

describe('a room across two instances', () => {
  it('tells each side the other joined, whoever came first', () => {
    const room = twoInstances();
    room.on('a', room.a.join(STUDENT, 's1'));
    expect(room.take('a')).toEqual([]);
    room.on('b', room.b.join(TUTOR, 't1'));
    expect(room.take('a')).toEqual([{ do: 'send', connection: 's1', signal: { type: 'peer-joined' } }]);
    expect(room.take('b')).toEqual([{ do: 'send', connection: 't1', signal: { type: 'peer-joined' } }]);
  });

  it('relays a frame to the other participant only', () => {
    const room = twoInstances();
    room.on('a', room.a.join(STUDENT, 's1'));
    room.on('b', room.b.join(TUTOR, 't1'));
    room.take('a');
    room.take('b');
    room.on('a', room.a.relay(STUDENT, 's1', { type: 'hang-up' }));
    expect(room.take('a')).toEqual([]);
    expect(room.take('b')).toEqual([{ do: 'send', connection: 't1', signal: { type: 'hang-up' } }]);
  });

  it('replaces an older socket of the same person on another instance, without a peer-left', () => {
    const room = twoInstances();
    room.on('a', room.a.join(STUDENT, 's1'));
    room.on('b', room.b.join(TUTOR, 't1'));
    room.take('a');
    room.take('b');
    room.on('b', room.b.join(STUDENT, 's2'));
    expect(room.take('a')).toEqual([{ do: 'replace', connection: 's1' }]);
    // The tutor learns the student is back (a fresh connection to negotiate with), and the student finds the tutor.
    expect(sent(room.take('b'))).toEqual([
      { do: 'send', connection: 't1', signal: { type: 'peer-joined' } },
      { do: 'send', connection: 's2', signal: { type: 'peer-joined' } },
    ]);
    // The replaced socket closing afterwards is no leave.
    room.on('a', room.a.leave(STUDENT, 's1'));
    expect(room.take('b')).toEqual([]);
    expect(room.a.isEmpty).toBe(true);
  });

  it('replaces an older socket of the same person on the same instance', () => {
    const room = new RoomState();
    room.join(STUDENT, 's1');
    expect(room.join(STUDENT, 's2')).toEqual([
      { do: 'replace', connection: 's1' },
      { do: 'publish', event: { k: 'join', u: STUDENT, c: 's2' } },
    ]);
    expect(room.localConnection(STUDENT)).toBe('s2');
    expect(room.relay(STUDENT, 's1', { type: 'hang-up' })).toEqual([]);
  });

  it('tells the other side when a participant leaves, and ignores a late leave of a replaced socket', () => {
    const room = twoInstances();
    room.on('a', room.a.join(STUDENT, 's1'));
    room.on('b', room.b.join(TUTOR, 't1'));
    room.take('a');
    room.take('b');
    room.on('a', room.a.leave(STUDENT, 's1'));
    expect(room.take('b')).toEqual([{ do: 'send', connection: 't1', signal: { type: 'peer-left' } }]);
    room.on('a', room.a.join(STUDENT, 's2'));
    room.take('b');
    // The first socket's leave arriving again (a drop noticed late) changes nothing.
    expect(room.b.receive({ k: 'leave', u: STUDENT, c: 's1' })).toEqual([]);
    expect(room.b.receive({ k: 'relay', u: STUDENT, c: 's1', s: { type: 'hang-up' } })).toEqual([]);
  });

  it('tells both sides on a single instance too', () => {
    const room = new RoomState();
    const bus: RoomEvent[] = [];
    const sends: RoomAction[] = [];
    const apply = (actions: RoomAction[]) => {
      for (const action of actions) action.do === 'publish' ? bus.push(action.event) : sends.push(action);
    };
    apply(room.join(STUDENT, 's1'));
    apply(room.join(TUTOR, 't1'));
    while (bus.length) apply(room.receive(bus.shift()!));
    // Once each, though both joins and both answers pass through the bus.
    expect(sends).toHaveLength(2);
    expect(sends).toEqual(
      expect.arrayContaining([
        { do: 'send', connection: 's1', signal: { type: 'peer-joined' } },
        { do: 'send', connection: 't1', signal: { type: 'peer-joined' } },
      ]),
    );
    sends.length = 0;
    apply(room.leave(STUDENT, 's1'));
    while (bus.length) apply(room.receive(bus.shift()!));
    expect(sends).toEqual([{ do: 'send', connection: 't1', signal: { type: 'peer-left' } }]);
  });

  it('never holds more than one socket per person', () => {
    const room = new RoomState();
    room.join(STUDENT, 's1');
    room.join(TUTOR, 't1');
    room.join(STUDENT, 's2');
    room.join(TUTOR, 't2');
    expect(room.localConnection(STUDENT)).toBe('s2');
    expect(room.localConnection(TUTOR)).toBe('t2');
  });
});

describe('room events on the bus', () => {
  it('accepts only well-formed events', () => {
    expect(isRoomEvent({ k: 'join', u: 1, c: 'x' })).toBe(true);
    expect(isRoomEvent({ k: 'present', u: 1, c: 'x', to: 'y' })).toBe(true);
    expect(isRoomEvent({ k: 'present', u: 1, c: 'x' })).toBe(false);
    expect(isRoomEvent({ k: 'relay', u: 1, c: 'x', s: { type: 'hang-up' } })).toBe(true);
    expect(isRoomEvent({ k: 'relay', u: 1, c: 'x' })).toBe(false);
    expect(isRoomEvent({ k: 'shout', u: 1, c: 'x' })).toBe(false);
    expect(isRoomEvent({ k: 'join', u: '1', c: 'x' })).toBe(false);
    expect(isRoomEvent(null)).toBe(false);
  });
});
