import { describe, expect, it } from 'vitest';
import { actionsFor, changeFor, tabFrom } from './enrolment-actions.ts';

describe('enrolment actions', () => {
  it('offers each state its actions', () => {
    expect(actionsFor('ongoing')).toEqual(['complete', 'archive']);
    expect(actionsFor('completed')).toEqual(['restart', 'archive']);
    expect(actionsFor('archived')).toEqual(['unarchive', 'restart']);
  });

  it('sends the state each action leads to, restarting only to start again', () => {
    expect(changeFor('complete')).toEqual({ status: 'completed', restart: false });
    expect(changeFor('archive')).toEqual({ status: 'archived', restart: false });
    expect(changeFor('unarchive')).toEqual({ status: 'ongoing', restart: false });
    expect(changeFor('restart')).toEqual({ status: 'ongoing', restart: true });
  });

  it('reads the tab from the query string', () => {
    expect(tabFrom('archived')).toBe('archived');
    expect(tabFrom('completed')).toBe('completed');
    expect(tabFrom(null)).toBe('ongoing');
    expect(tabFrom('nonsense')).toBe('ongoing');
  });
});
