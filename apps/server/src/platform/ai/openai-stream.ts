import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { OpenAiConfig } from '../config.ts';
import { postCompletion } from './openai-http.ts';
import { AiTutorError, type StreamedAnswer, type StreamOptions, type TutorRequest } from './tutor.ts';
import { chatMessages, estimateTokens } from './tutor-prompt.ts';

/** One `data:` chunk of a streamed chat completion (`stream: true`); the last carries `usage` and no choices. */
interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
  usage?: { total_tokens?: unknown } | null;
  error?: unknown;
}

/**
 * Streams `POST {AI_BASE_URL}/chat/completions` with `stream: true` (and `stream_options.include_usage`, so the last
 * chunk says the tokens spent): each `data: {chunk}` event's text goes to `onDelta`, `data: [DONE]` ends it. The
 * timeout covers waiting for the endpoint to answer and each silence between chunks, not the whole answer.
 * Nothing arrived: AiTutorError. A stream that breaks off (no `[DONE]`, a dropped connection, a silence, an error
 * chunk) after some text ends as `cut`; the learner's abort as `stopped`.
 */
export async function streamCompletion(
  config: OpenAiConfig,
  request: TutorRequest,
  options: StreamOptions,
  fetchImpl: typeof fetch,
): Promise<StreamedAnswer> {
  const messages = chatMessages(request);
  const silence = new AbortController();
  let timer = setTimeout(() => silence.abort(), config.timeoutMs);
  const stillTalking = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), config.timeoutMs);
  };
  const signal = AbortSignal.any([options.signal, silence.signal]);

  let text = '';
  let usage: number | null = null;
  let finished = false;
  let finishReason = false;
  let broken = false;
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      if (finished || broken) return;
      if (event.data === '[DONE]') {
        finished = true;
        return;
      }
      const chunk = parseChunk(event.data);
      if (!chunk || chunk.error) {
        broken = true;
        return;
      }
      if (typeof chunk.usage?.total_tokens === 'number') usage = chunk.usage.total_tokens;
      if (chunk.choices?.[0]?.finish_reason) finishReason = true;
      const content = chunk.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content !== '') {
        text += content;
        options.onDelta(content);
      }
    },
  });

  try {
    const response = await postCompletion(
      config,
      { messages, temperature: 0.2, stream: true, stream_options: { include_usage: true } },
      signal,
      fetchImpl,
    );
    if (!response.body) throw new AiTutorError('bad_answer', 'AI endpoint answered without a body');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      while (!finished && !broken) {
        const { done, value } = await reader.read();
        // An endpoint that closes after the finishing chunk without `[DONE]` has still said all it had.
        if (done) {
          finished = finishReason;
          break;
        }
        stillTalking();
        parser.feed(value);
      }
    } catch {
      // The connection dropped, went silent, or the learner stopped: what arrived is kept below.
    } finally {
      void reader.cancel().catch(() => {});
    }
  } catch (error) {
    if (!options.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }

  const ending = options.signal.aborted ? 'stopped' : finished ? 'complete' : 'cut';
  if (text.trim() === '' && ending !== 'stopped') {
    throw new AiTutorError(
      ending === 'cut' ? 'unavailable' : 'bad_answer',
      `AI endpoint streamed no text (${ending})`,
    );
  }
  return {
    text,
    ending,
    sectionIds: request.passages.map((passage) => passage.sectionId),
    tokens: usage ?? estimateTokens(messages, text),
  };
}

function parseChunk(data: string): CompletionChunk | null {
  try {
    const chunk = JSON.parse(data) as unknown;
    return chunk && typeof chunk === 'object' ? (chunk as CompletionChunk) : null;
  } catch {
    return null;
  }
}
