import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../app/api/errors.ts';
import { i18n } from '../../../i18n/index.ts';
import { type ChatMessage, chatKey, chatQuotaKey } from '../api.ts';
import { streamTutorAnswer } from '../stream-answer.ts';

/** The exchange on its way: the question (stored once `start` arrives), the answer's text so far, its sources. */
export interface TutorDraft {
  question: ChatMessage | null;
  questionText: string;
  text: string;
  sources: ChatMessage['sources'];
  /** Streaming; false once stopped or failed (what arrived stays shown). */
  streaming: boolean;
  stopped: boolean;
}

/**
 * Asks the tutor through `POST /user/ai/chat/stream` and keeps the answer as it streams in. Stop aborts the
 * request (the server stores what arrived, marked as stopped) and keeps the text on screen. At the end the
 * conversation and the day's quota are read again; the draft goes once the stored answer is in the conversation.
 */
export function useTutorStream(courseId: number) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TutorDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: chatKey(courseId) }),
      client.invalidateQueries({ queryKey: chatQuotaKey }),
    ]);

  /** Streams the answer to `message`; `taken` says as soon as it is known whether the question was accepted. */
  async function run(message: string, taken: (accepted: boolean) => void) {
    if (controller.current) return taken(false);
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    if (draft) await refresh();
    setDraft({
      question: null,
      questionText: message,
      text: '',
      sources: [],
      streaming: true,
      stopped: false,
    });
    let started = false;
    let finished = false;
    try {
      await streamTutorAnswer(
        courseId,
        message,
        {
          onEvent(event, data) {
            if (event === 'start') {
              started = true;
              taken(true);
              void client.invalidateQueries({ queryKey: chatQuotaKey });
              const start = data as { question: ChatMessage; sources: ChatMessage['sources'] };
              setDraft((d) => d && { ...d, question: start.question, sources: start.sources });
            } else if (event === 'delta') {
              const { text } = data as { text: string };
              setDraft((d) => d && { ...d, text: d.text + text });
            } else if (event === 'done') {
              finished = true;
            } else if (event === 'error') {
              setError((data as { message: string }).message);
            }
          },
        },
        abort.signal,
      );
      if (!finished && !abort.signal.aborted) setError((e) => e ?? i18n.t('aiChat.cutOff'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : i18n.t('errors.unexpected'));
    } finally {
      // Refused before it started: the question was not taken, and the box keeps it.
      taken(started);
      controller.current = null;
      await refresh();
      setDraft((d) => (d && finished ? null : d && { ...d, streaming: false }));
    }
  }

  /** Resolves once the question is accepted (the box is then cleared) or refused; the answer streams on. */
  function send(message: string): Promise<boolean> {
    return new Promise((taken) => void run(message, taken));
  }

  function stop() {
    setDraft((d) => d && { ...d, streaming: false, stopped: true });
    controller.current?.abort();
  }

  return { draft, error, streaming: draft?.streaming ?? false, send, stop };
}
