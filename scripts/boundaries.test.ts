// The API's domain boundaries are enforced by lint (issue 32 item 4, decision 122): a domain's code may import
// another domain's service.ts (its public face) and nothing else of it; api/lib and the rest of the
// infrastructure stay open to all. Shown on fixtures linted as if they were files of api/cart/.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API domain boundaries', () => {
  it("refuses another domain's internals, from any depth", async () => {
    expect(
      await restricted(
        'api/cart/fixture.ts',
        "import { cardsOf } from '../catalog/cards.ts';\nexport const x = cardsOf;\n",
      ),
    ).toEqual([expect.stringMatching(/Another domain's internals/)]);
    expect(
      await restricted(
        'api/payments/providers/fixture.ts',
        "import { linksOf } from '../../orders/emails.ts';\nexport const x = linksOf;\n",
      ),
    ).toEqual([expect.stringMatching(/Another domain's internals/)]);
  });

  it('lets a domain use another’s service.ts, its own modules and the infrastructure', async () => {
    expect(
      await restricted(
        'api/cart/fixture.ts',
        [
          "import { cardsOf } from '../catalog/service.ts';",
          "import { lineOf } from './lines.ts';",
          "import { ok } from '../lib/respond.ts';",
          "import type { Database } from '../db/schema.ts';",
          'export const x = [cardsOf, lineOf, ok] as unknown as Database;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    // Tests may reach into any module.
    expect(
      await restricted(
        'api/cart/fixture.test.ts',
        "import { cardsOf } from '../catalog/cards.ts';\nexport const x = cardsOf;\n",
      ),
    ).toEqual([]);
  });
});
