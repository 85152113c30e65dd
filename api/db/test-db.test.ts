// Which databases the suite runs on (issue 32 item 8): PostgreSQL joins when it answers; under CI, where it
// is promised, a PostgreSQL that does not answer fails the run with a message instead of dropping half of it.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from './test-db.ts';

const answers = (yes: boolean) => async () => yes;

describe('dialectsUnderTest', () => {
  it('runs SQLite always and PostgreSQL when it answers or TEST_DATABASE_URL is set', async () => {
    expect(await dialectsUnderTest({}, answers(true))).toEqual(['sqlite', 'postgres']);
    expect(await dialectsUnderTest({}, answers(false))).toEqual(['sqlite']);
    expect(
      await dialectsUnderTest(
        { TEST_DATABASE_URL: 'postgres://db/test', CI: 'true' },
        answers(false),
      ),
    ).toEqual(['sqlite', 'postgres']);
  });

  it('fails clearly under CI=true when PostgreSQL does not answer', async () => {
    await expect(dialectsUnderTest({ CI: 'true' }, answers(false))).rejects.toThrow(
      /CI=true but no PostgreSQL answers on 127\.0\.0\.1:5432/,
    );
    expect(await dialectsUnderTest({ CI: 'true' }, answers(true))).toEqual(['sqlite', 'postgres']);
  });
});
