// `/admin/jobs` against the MSW API (mocks/jobs.ts), with real cookies: a visitor and a shopper get this site's
// 404 on the page and the action; the admin sees the outbox, the failing mail job and the messages that could
// not be sent; "Send again" is a post/redirect/get with a toast in the admin's language; an unknown message is
// the 404, a form that is not "Send again" a 400.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import { action, loader } from '#app/routes/($lang).admin.jobs.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };

describe('/admin/jobs', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
  ] as const)('%s gets this site’s 404 on the page and the action', async (_, session) => {
    expect((await runGet(loader, '/admin/jobs', session)).status).toBe(404);
    const r = await runPost(action, '/admin/jobs', { intent: 'retry', message_id: '41' }, session);
    expect(r.status).toBe(404);
  });

  it('shows the admin the outbox, the jobs and the failing messages; sends one again', async () => {
    const page = await runGet(loader, '/admin/jobs', ADMIN);
    expect(page.status).toBe(200);
    expect(page.data.jobs.outbox).toMatchObject({ failing: 1, failed: 1 });
    expect(page.data.jobs.jobs[0]).toMatchObject({ name: 'mail', failures: 4 });
    expect(page.data.jobs.messages.map((m: { id: number }) => m.id)).toEqual([41, 12]);

    const done = await runPost(
      action,
      '/fr/admin/jobs',
      { intent: 'retry', message_id: '12' },
      ADMIN,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/fr/admin/jobs');
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'Le message va être renvoyé maintenant.',
    });
    const after = await runGet(loader, '/admin/jobs', ADMIN);
    expect(after.data.jobs.messages.find((m: { id: number }) => m.id === 12).status).toBe(
      'pending',
    );

    const missing = await runPost(
      action,
      '/admin/jobs',
      { intent: 'retry', message_id: '999' },
      ADMIN,
    );
    expect(missing.status).toBe(404);
    for (const fields of [
      { intent: 'delete', message_id: '41' },
      { intent: 'retry', message_id: 'x' },
    ])
      expect((await runPost(action, '/admin/jobs', fields, ADMIN)).status).toBe(400);
  });
});
