/** descriptionPhrase: a heading's text without the colon the schedule ends it with, so a page adds its own once. */
import { describe, expect, it } from 'vitest';
import { descriptionPhrase, pathPhrase } from '../../../src/lib/site/format.ts';

describe('descriptionPhrase', () => {
  it('drops the trailing colon (and the spaces around it), nothing else', () => {
    expect(descriptionPhrase('Wine of fresh grapes; grape must other than that of heading 2009:')).toBe('Wine of fresh grapes; grape must other than that of heading 2009');
    expect(descriptionPhrase('Valued over $1.59/liter: ')).toBe('Valued over $1.59/liter');
    expect(descriptionPhrase('Other : ')).toBe('Other');
    expect(descriptionPhrase('Ratio 1:2 of parts')).toBe('Ratio 1:2 of parts');
    expect(descriptionPhrase('Red')).toBe('Red');
    expect(descriptionPhrase('')).toBe('');
  });

  it('joins a description path with one separator between levels, never a colon before it', () => {
    expect(pathPhrase(['Wine of fresh grapes; grape must other than that of heading 2009:', 'Other wine:', 'Red'])).toBe(
      'Wine of fresh grapes; grape must other than that of heading 2009 › Other wine › Red',
    );
    expect(pathPhrase([])).toBe('');
  });
});
