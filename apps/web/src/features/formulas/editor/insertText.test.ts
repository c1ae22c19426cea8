import { describe, expect, it } from 'vitest';
import { insertText } from './insertText';

describe('insertText', () => {
  it('inserts at the cursor and puts the cursor after the inserted text', () => {
    expect(insertText('min(, 10)', 4, 4, 'age')).toEqual({ text: 'min(age, 10)', caret: 7 });
  });

  it('replaces the selection, whichever way it was made', () => {
    expect(insertText('a + b', 4, 5, 'age')).toEqual({ text: 'a + age', caret: 7 });
    expect(insertText('a + b', 5, 4, 'age')).toEqual({ text: 'a + age', caret: 7 });
  });

  it('appends when the cursor lies beyond the text', () => {
    expect(insertText('1 + ', 99, 99, 'bmi')).toEqual({ text: '1 + bmi', caret: 7 });
  });
});
