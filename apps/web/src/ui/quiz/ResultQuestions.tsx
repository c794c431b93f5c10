import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterQuestions, QUESTION_FILTERS, type QuestionFilter, type QuizResult } from './quiz-answers.ts';
import { ResultQuestionCard, type ResultReader } from './ResultQuestionCard.tsx';

/** A result's questions, coloured, under the spec's All / Incorrect / Correct filter. */
export function ResultQuestions({
  result,
  reader = 'learner',
}: {
  result: QuizResult;
  reader?: ResultReader;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QuestionFilter>('ALL');
  const shown = filterQuestions(result.questions, filter);
  return (
    <>
      <SegmentedControl
        className="kru-no-print"
        aria-label={t('courses.quiz.filterLabel')}
        data={QUESTION_FILTERS.map((value) => ({ value, label: t(`courses.quiz.filter.${value}`) }))}
        value={filter}
        onChange={(value) => setFilter(value as QuestionFilter)}
        data-testid="result-filter"
      />
      {shown.length === 0 && <Text c="dimmed">{t('courses.quiz.noneInFilter')}</Text>}
      {shown.map((question) => (
        <ResultQuestionCard
          key={question.id}
          question={question}
          number={result.questions.indexOf(question) + 1}
          reader={reader}
        />
      ))}
    </>
  );
}
