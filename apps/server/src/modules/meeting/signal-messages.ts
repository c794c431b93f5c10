import { type ClientSignal, clientSignalSchema, type ServerSignal } from '@kru/contract';

/** A frame from a participant's socket, or null when it is not JSON or not one of the protocol's frames. */
export function parseClientSignal(raw: string): ClientSignal | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = clientSignalSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * What the other participant receives for a frame (`null`: nothing, the frame is for the server). A chat line is
 * stamped with an id, its author and the time, so both sides show the same line.
 */
export function signalForPeer(signal: ClientSignal, from: number, id: string, at: Date): ServerSignal | null {
  switch (signal.type) {
    case 'ping':
      return null;
    case 'chat':
      return { type: 'chat', id, from, text: signal.text, at: at.toISOString() };
    default:
      return signal;
  }
}
