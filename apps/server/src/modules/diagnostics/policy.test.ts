import { describe, expect, it } from 'vitest';
import { specialtyScores, weakestFirstTopics } from '../quizzes/policy.ts';
import { diagnosticState, diagnosticsFigures, mayTakeDiagnostics } from './policy.ts';

describe('diagnosticState', () => {
  it('is not started without attempts, in progress with an open one, completed otherwise', () => {
    expect(diagnosticState([])).toBe('not_started');
    expect(diagnosticState([{ finishedAt: new Date() }, { finishedAt: null }])).toBe('in_progress');
    expect(diagnosticState([{ finishedAt: new Date() }])).toBe('completed');
  });
});

describe('diagnosticsFigures', () => {
  it('rounds the mean of the latest percents; none done is 0', () => {
    expect(diagnosticsFigures(3, [])).toEqual({ totalCount: 3, doneCount: 0, resultsPercentage: 0 });
    expect(diagnosticsFigures(3, [50, 88])).toEqual({ totalCount: 3, doneCount: 2, resultsPercentage: 69 });
    expect(diagnosticsFigures(3, [33, 34])).toEqual({ totalCount: 3, doneCount: 2, resultsPercentage: 34 });
  });
});

describe('specialtyScores', () => {
  it('scores each specialty over its own questions, in the order given, skipping ones without questions', () => {
    const answers = [
      { specialtyId: 1, scoreMilli: 1000 },
      { specialtyId: 1, scoreMilli: 0 },
      { specialtyId: 2, scoreMilli: 500 },
      { specialtyId: null, scoreMilli: 1000 },
    ];
    expect(specialtyScores([2, 1, 3], answers)).toEqual([
      { specialtyId: 2, questionsCount: 1, percent: 50 },
      { specialtyId: 1, questionsCount: 2, percent: 50 },
    ]);
  });
});

describe('mayTakeDiagnostics', () => {
  it('lets students only', () => {
    expect(mayTakeDiagnostics({ role: 'student' })).toBe(true);
    expect(mayTakeDiagnostics({ role: 'teacher' })).toBe(false);
    expect(mayTakeDiagnostics({ role: 'admin' })).toBe(false);
  });
});

describe('weakestFirstTopics', () => {
  const topics = [
    { id: 1, specialtyId: 10 },
    { id: 2, specialtyId: 20 },
    { id: 3, specialtyId: 20 },
    { id: 4, specialtyId: 30 },
    { id: 5, specialtyId: 40 },
  ];
  it('lists topics of specialties under the threshold only, the weakest first, ties in the order given', () => {
    const scores = [
      { specialtyId: 10, percent: 69 },
      { specialtyId: 20, percent: 0 },
      { specialtyId: 30, percent: 70 },
      { specialtyId: 40, percent: 69 },
    ];
    expect(weakestFirstTopics(scores, topics, 70).map((topic) => topic.id)).toEqual([2, 3, 1, 5]);
  });
  it('gives none for full marks', () => {
    const scores = [10, 20, 30, 40].map((specialtyId) => ({ specialtyId, percent: 100 }));
    expect(weakestFirstTopics(scores, topics, 70)).toEqual([]);
  });
});
