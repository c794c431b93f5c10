import type { AiChatStreamEvent, ErrorEnvelope } from '@kru/contract';
import { API_BASE_PATH } from '@kru/contract/limits';
import { createParser } from 'eventsource-parser';
import { type Camelized, camelizeKeys, snakeizeKeys } from '../../app/api/case.ts';
import { apiHeaders } from '../../app/api/client.ts';
import { ApiError } from '../../app/api/errors.ts';
import { i18n } from '../../i18n/index.ts';

/** The stream's events by name, their data camelCased: `start`, `delta`, `done`, `error`. */
export type TutorStreamEvent = { [E in AiChatStreamEvent as E['event']]: Camelized<E['data']> };

export interface StreamHandlers {
  onEvent<K extends keyof TutorStreamEvent>(event: K, data: TutorStreamEvent[K]): void;
}

/**
 * `POST /user/ai/chat/stream`: asks the tutor and hands each Server-Sent Event to `onEvent` as it arrives. A
 * refusal before the stream (422, 404, a 429 of the day's budget) is thrown as the ApiError of its envelope, a lost
 * connection as a network ApiError; aborting `signal` (the stop button) ends it quietly.
 */
export async function streamTutorAnswer(
  courseId: number,
  message: string,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/user/ai/chat/stream`, {
      method: 'POST',
      headers: { ...apiHeaders(), Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(snakeizeKeys({ courseId, message })),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiError(i18n.t('errors.network'), { status: 0, code: 'NETWORK_ERROR', details: { error } });
  }
  if (!response.ok || !response.body) {
    const failure = ((await response.json().catch(() => null)) ?? {}) as Partial<ErrorEnvelope>;
    throw new ApiError(failure.message || i18n.t('errors.unexpected'), {
      status: response.status,
      code: failure.code ?? 'BAD_RESPONSE',
      details: camelizeKeys(failure.details ?? {}),
    });
  }
  const parser = createParser({
    onEvent: (event) => {
      const name = event.event as keyof TutorStreamEvent;
      handlers.onEvent(name, camelizeKeys(JSON.parse(event.data)) as never);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiError(i18n.t('errors.network'), { status: 0, code: 'NETWORK_ERROR', details: { error } });
  }
}
