// NUL characters on both databases (issue 37 item 4): PostgreSQL refuses them in text, so the API refuses them
// first — the envelope's 404 for a path or query (it names nothing), the refusal message for a body — and never
// answers a 500 or stores anything.
import { describe, expect, it } from 'vitest';
import { Messages } from '#contract/messages.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('NUL characters on %s', (dialect) => {
  const { get, post, db } = useTestApi(dialect);

  it('in a path or a query: the envelope 404, never a 500', async () => {
    for (const path of [
      '/track-order?tracking_id=%00',
      '/track-order?tracking_id=AB%00',
      '/search?q=%00',
      '/products?q=lap%00top',
      '/product/1%00',
      '/store?slug=%00',
      '/page/about%00',
    ]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(body, path).toMatchObject({ status: 404, message: Messages.routeNotFound });
    }
  });

  it('in a JSON or form body: refused with its message, nothing stored', async () => {
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'a\u0000b' };
    const json = await post('/contact', JSON.stringify(message));
    expect(json.res.status).toBe(200);
    expect(json.body).toMatchObject({ status: 201, data: { form: [Messages.nulCharacter] } });
    const form = await post(
      '/contact',
      new URLSearchParams({ ...message, message: 'Hello', name: 'A\u0000' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.body).toMatchObject({ status: 201, data: { form: [Messages.nulCharacter] } });
    const nested = await post(
      '/user/signin',
      JSON.stringify({ email: ['x\u0000'], password: 'p' }),
    );
    expect(nested.body).toMatchObject({ status: 201 });
    expect(await db().selectFrom('contact_messages').selectAll().execute()).toHaveLength(0);
  });
});
