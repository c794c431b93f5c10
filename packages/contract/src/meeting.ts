import { z } from 'zod';

/**
 * The meeting room's signalling protocol over `GET /api/v1/meeting/ws?token=` (the token of
 * `GET /tutoring/{id}/meeting`). Every frame is one JSON object with a `type`.
 */
export const MEETING_WS_PATH = '/api/v1/meeting/ws';

export const MEETING_LIMITS = {
  chatMaxLength: 2000,
  /** An SDP is a few kilobytes; anything near this is not one. */
  sdpMaxLength: 60_000,
  candidateMaxLength: 2000,
  /** The largest frame a socket accepts (bytes); a larger one closes it with 1009. */
  frameMaxBytes: 128 * 1024,
} as const;

/** Close codes (4000-4999 are the application's) and their reasons, sent before or instead of joining. */
export const MEETING_CLOSE = {
  invalidToken: { code: 4401, reason: 'invalid_token' },
  tokenExpired: { code: 4402, reason: 'token_expired' },
  notParticipant: { code: 4403, reason: 'not_a_participant' },
  /** The same person joined again (another tab, or a reconnect): the older socket goes. */
  replaced: { code: 4409, reason: 'replaced' },
  sessionEnded: { code: 4410, reason: 'session_ended' },
} as const;
export type MeetingCloseReason = (typeof MEETING_CLOSE)[keyof typeof MEETING_CLOSE]['reason'];

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().max(MEETING_LIMITS.sdpMaxLength),
});

export const iceCandidateSchema = z.object({
  candidate: z.string().max(MEETING_LIMITS.candidateMaxLength),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

/** What the microphone, camera and screen share of a person are doing (shown to the other one). */
export const mediaStateSchema = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
});
export type MediaState = z.infer<typeof mediaStateSchema>;

/** A frame a participant sends: relayed to the other participant as it is (chat gets an id and a time). */
export const clientSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('description'), description: sessionDescriptionSchema }),
  /** `null`: the end of the candidates. */
  z.object({ type: z.literal('candidate'), candidate: iceCandidateSchema.nullable() }),
  z.object({
    type: z.literal('chat'),
    text: z.string().trim().min(1).max(MEETING_LIMITS.chatMaxLength),
  }),
  z.object({ type: z.literal('media'), media: mediaStateSchema }),
  /** Leaving on purpose (the other side shows that the call ended rather than that it dropped). */
  z.object({ type: z.literal('hang-up') }),
  /** Keeps proxies from closing a quiet socket; answered with `pong`. */
  z.object({ type: z.literal('ping') }),
]);
export type ClientSignal = z.infer<typeof clientSignalSchema>;

/** Frames the server sends. */
export type ServerSignal =
  /** Joined: `polite` decides who yields when both offer at once (perfect negotiation). */
  | { type: 'welcome'; user_id: number; polite: boolean; ends_at: string }
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  | { type: 'description'; description: z.infer<typeof sessionDescriptionSchema> }
  | { type: 'candidate'; candidate: z.infer<typeof iceCandidateSchema> | null }
  | { type: 'chat'; id: string; from: number; text: string; at: string }
  | { type: 'media'; media: MediaState }
  | { type: 'hang-up' }
  | { type: 'pong' }
  | { type: 'error'; reason: 'invalid_message' };
