import type { OpenAiConfig } from '../config.ts';
import { postCompletion } from './openai-http.ts';
import { streamCompletion } from './openai-stream.ts';
import { type AiTutor, AiTutorError } from './tutor.ts';
import { chatMessages, estimateTokens } from './tutor-prompt.ts';

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
  usage?: { total_tokens?: unknown };
}

/**
 * A tutor behind any OpenAI-compatible `POST {AI_BASE_URL}/chat/completions` (OpenAI, Azure-style gateways, Ollama,
 * vLLM). The course's passages go in the system prompt (tutor-prompt.ts); the sources are the passages it was given,
 * in the order of their numbers, so that [n] in the answer is the n-th source.
 */
export function createOpenAiTutor(config: OpenAiConfig, fetchImpl: typeof fetch = fetch): AiTutor {
  return {
    name: 'openai',
    async answer(request) {
      const messages = chatMessages(request);
      const response = await postCompletion(
        config,
        { messages, temperature: 0.2 },
        AbortSignal.timeout(config.timeoutMs),
        fetchImpl,
      );
      const body = (await response.json().catch(() => null)) as ChatCompletion | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new AiTutorError('bad_answer', 'AI endpoint answered without a message');
      }
      const usage = body?.usage?.total_tokens;
      return {
        text: content.trim(),
        sectionIds: request.passages.map((passage) => passage.sectionId),
        tokens: typeof usage === 'number' ? usage : estimateTokens(messages, content),
      };
    },
    stream: (request, options) => streamCompletion(config, request, options, fetchImpl),
  };
}
