import type { OpenAiConfig } from '../config.ts';
import { type AiTutor, AiTutorError, type TutorRequest } from './tutor.ts';

/** Characters of one passage in the prompt, and of one earlier message: the prompt stays well within context. */
const PASSAGE_CHARS = 2000;
const HISTORY_CHARS = 1000;
/** Earlier messages sent along, so that "and the second one?" makes sense to the model. */
const HISTORY_MESSAGES = 8;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The system prompt: the tutor's rules and the passages of the course it may answer from. */
export function systemPrompt(request: TutorRequest): string {
  const passages = request.passages.length
    ? request.passages
        .map(
          (passage, index) =>
            `[${index + 1}] ${passage.chapterTitle} › ${passage.sectionTitle}\n${clip(passage.text, PASSAGE_CHARS)}`,
        )
        .join('\n\n')
    : '(No passage of the course matches this question.)';
  return [
    `You are the AI tutor of the course “${request.courseTitle}” on Kru, an online learning platform.`,
    'Answer the learner from the course passages below. Name the chapter and section you draw on.',
    'When the passages do not cover the question, say so plainly and do not invent course content.',
    `Answer in ${request.language === 'th' ? 'Thai' : 'English'}, briefly and clearly.`,
    '',
    'Course passages:',
    passages,
  ].join('\n');
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/**
 * A tutor behind any OpenAI-compatible `POST {AI_BASE_URL}/chat/completions` (OpenAI, Azure-style gateways, Ollama,
 * vLLM). The course's passages go in the system prompt; the sources are the passages it was given.
 */
export function createOpenAiTutor(config: OpenAiConfig, fetchImpl: typeof fetch = fetch): AiTutor {
  return {
    name: 'openai',
    async answer(request) {
      const messages = [
        { role: 'system', content: systemPrompt(request) },
        ...request.history
          .slice(-HISTORY_MESSAGES)
          .map((message) => ({ role: message.role, content: clip(message.text, HISTORY_CHARS) })),
        { role: 'user', content: request.question },
      ];
      let response: Response;
      try {
        response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, messages, temperature: 0.2 }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        // Refused connection, DNS, or the timeout: nothing answered.
        throw new AiTutorError('unavailable', `AI endpoint unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        const busy = response.status === 429 || response.status >= 500;
        throw new AiTutorError(
          busy ? 'unavailable' : 'bad_answer',
          `AI endpoint answered ${response.status}`,
        );
      }
      const body = (await response.json().catch(() => null)) as ChatCompletion | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new AiTutorError('bad_answer', 'AI endpoint answered without a message');
      }
      return { text: content.trim(), sectionIds: request.passages.map((passage) => passage.sectionId) };
    },
  };
}
