import { z } from 'zod';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import { COURSE_TYPES } from './courses.ts';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';

/** Messages per page of `GET /user/ai/chat`. */
export const AI_CHAT_PAGE_SIZE = 20;

export const AI_CHAT_ROLES = ['user', 'assistant'] as const;
export type AiChatRole = (typeof AI_CHAT_ROLES)[number];

/** `GET /user/ai/chat?course_id=&page=`: page 1 (the default) is the newest messages. */
export const aiChatQuery = z.object({
  course_id: idSchema,
  page: pageSchema,
});
export type AiChatQuery = z.infer<typeof aiChatQuery>;

/** A chat message: 3 to 4096 characters once trimmed (spec section 5), one message for both bounds. */
export const chatMessageSchema = z
  .string({ error: MSG.chatMessageLength })
  .trim()
  .min(LIMITS.chatMessageMin, MSG.chatMessageLength)
  .max(LIMITS.chatMessageMax, MSG.chatMessageLength);

/** `POST /user/ai/chat`: a question to the course's AI tutor. */
export const aiChatBody = z.object({
  course_id: idSchema,
  message: chatMessageSchema,
});
export type AiChatBody = z.infer<typeof aiChatBody>;

/**
 * A section of the course the answer draws on (a link into the reader). `quote`: the exact words quoted from it,
 * one contiguous passage of its text (null: nothing quoted). `locked`: the learner may not open it yet (beyond the
 * trial without a subscription); it is never quoted.
 */
export const aiChatSourceSchema = z.object({
  section_id: z.number().int(),
  course_id: z.number().int(),
  section_title: z.string(),
  chapter_title: z.string(),
  quote: z.string().nullable(),
  locked: z.boolean(),
});
export type AiChatSource = z.infer<typeof aiChatSourceSchema>;

/** Another approved course of this tenant the tutor recommends. */
export const aiChatRecommendationSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  course_type: z.enum(COURSE_TYPES),
});
export type AiChatRecommendation = z.infer<typeof aiChatRecommendationSchema>;

/**
 * An approved tutor of the course's subject offered when the course does not answer or the learner asks for a
 * person: `next_free_at` (UTC) is the start of their next free time when answered (the hour to book).
 */
export const aiChatTutorSchema = z.object({
  tutor_id: z.number().int(),
  full_name: z.string(),
  next_free_at: z.string(),
});
export type AiChatTutor = z.infer<typeof aiChatTutorSchema>;

export const aiChatMessageSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  role: z.enum(AI_CHAT_ROLES),
  text: z.string(),
  /** The tutor's sources; empty on the learner's own messages. */
  sources: z.array(aiChatSourceSchema),
  recommended_courses: z.array(aiChatRecommendationSchema),
  /** Tutors to book when a person is needed; empty otherwise. */
  tutors: z.array(aiChatTutorSchema),
  created_at: z.string(),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

/** A page of the conversation: the newest page first, each page in reading order (oldest to newest). */
export const aiChatHistoryResponse = paginatedEnvelope(aiChatMessageSchema);

/** `POST /user/ai/chat` answers the stored question and the tutor's answer. */
export const aiChatReplySchema = z.object({
  question: aiChatMessageSchema,
  answer: aiChatMessageSchema,
});
export type AiChatReply = z.infer<typeof aiChatReplySchema>;
export const aiChatReplyResponse = envelope(aiChatReplySchema);

/**
 * `GET /user/ai/chat/quota`: what the caller may still ask today. A language model answers (and the daily budgets
 * apply) only when `model` is true; with the built-in tutor every limit is null (no daily budget).
 */
export const aiChatQuotaSchema = z.object({
  model: z.boolean(),
  messages_per_day: z.number().int().nullable(),
  messages_left: z.number().int().nullable(),
  tokens_per_day: z.number().int().nullable(),
  tokens_left: z.number().int().nullable(),
  /** When today's budget starts again (midnight UTC), ISO 8601. */
  resets_at: z.string(),
});
export type AiChatQuota = z.infer<typeof aiChatQuotaSchema>;
export const aiChatQuotaResponse = envelope(aiChatQuotaSchema);

/** How a streamed answer ended: in full, cut by the endpoint halfway, or stopped by the learner. */
export const AI_CHAT_STREAM_ENDINGS = ['complete', 'cut', 'stopped'] as const;
export type AiChatStreamEnding = (typeof AI_CHAT_STREAM_ENDINGS)[number];

/**
 * The Server-Sent Events of `POST /user/ai/chat/stream`, in order: one `start` (the stored question and the
 * sections the answer may cite as [1], [2]...), any number of `delta` (the next piece of the answer's text), then
 * either `done` (the stored answer, how it ended, the quota left) or `error` (no answer: the question is kept).
 */
export const aiChatStreamEvents = {
  start: z.object({ question: aiChatMessageSchema, sources: z.array(aiChatSourceSchema) }),
  delta: z.object({ text: z.string() }),
  done: z.object({
    answer: aiChatMessageSchema,
    ending: z.enum(AI_CHAT_STREAM_ENDINGS),
    quota: aiChatQuotaSchema,
  }),
  error: z.object({ message: z.string(), reason: z.enum(['busy', 'unavailable', 'bad_answer']) }),
} as const;
export type AiChatStreamEventName = keyof typeof aiChatStreamEvents;
export type AiChatStreamEvent = {
  [K in AiChatStreamEventName]: { event: K; data: z.infer<(typeof aiChatStreamEvents)[K]> };
}[AiChatStreamEventName];
