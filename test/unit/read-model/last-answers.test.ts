/**
 * The read source's memory of the platform's last answers for an outage keeps the 200 most
 * recently asked look-ups: an answer asked again moves to the back, the oldest goes first.
 */
import { describe, expect, it } from 'vitest';
import { LastAnswers } from '../../../electron/service/data/last-answers.js';

describe('LastAnswers', () => {
  it('answers the last answer remembered under a key', () => {
    const answers = new LastAnswers<string>();
    answers.remember('a', 'first');
    answers.remember('a', 'second');
    expect(answers.last('a')).toBe('second');
    expect(answers.last('b')).toBeUndefined();
  });

  it('keeps the 200 most recently asked, forgetting the least recent first', () => {
    const answers = new LastAnswers<number>();
    for (let key = 0; key < 200; key++) answers.remember(String(key), key);
    answers.remember('0', 0); // asked again: now the most recent
    answers.remember('200', 200);
    expect(answers.last('0')).toBe(0);
    expect(answers.last('1')).toBeUndefined();
    expect(answers.last('2')).toBe(2);
    expect(answers.last('200')).toBe(200);
  });
});
