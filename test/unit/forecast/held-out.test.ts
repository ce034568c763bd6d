/** The CLI's held-out window: the last N weeks, or the whole file when it is shorter, said so. */
import { describe, expect, it } from 'vitest';
import { heldOutWords } from '../../../local/forecast/held-out.ts';

describe('the held-out window', () => {
  it('is the last N weeks of the series', () => {
    expect(heldOutWords('2015-01-01', '2015-12-31', 8)).toBe('held out 2015-11-06 to 2015-12-31');
  });

  it('is the whole file, said so, when the file is shorter than the weeks asked', () => {
    // Before, "held out 2014-12-06 to 2015-01-30" for a file starting on 2015-01-01.
    expect(heldOutWords('2015-01-01', '2015-01-30', 8)).toMatch(
      /^held out 2015-01-01 to 2015-01-30, the whole file \(shorter than the 8 weeks asked; a day is scored once 14 open days come before it\)$/,
    );
  });
});
