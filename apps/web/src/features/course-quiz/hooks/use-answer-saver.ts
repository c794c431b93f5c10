import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../app/api/errors.ts';
import { type Choices, submission } from '../../../ui/quiz/quiz-answers.ts';
import { useSaveQuizAnswers } from '../api.ts';

/**
 * Saves the learner's choices as they make them, one save after another (so the last choice is the one kept,
 * whatever the network does). `failed`: the last save did not reach the server; `timeUp`: the server refused it
 * because the limit had run out (the attempt is closed there).
 */
export function useAnswerSaver(quizId: number) {
  const save = useSaveQuizAnswers();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [failed, setFailed] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const saveChoices = useCallback(
    (choices: Choices) => {
      queue.current = queue.current.then(() =>
        save.mutateAsync({ quizId, body: submission(choices) }).then(
          () => setFailed(false),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 409) setTimeUp(true);
            else setFailed(true);
          },
        ),
      );
    },
    [quizId, save.mutateAsync],
  );
  return { saveChoices, failed, timeUp };
}
