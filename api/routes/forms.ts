// Anonymous forms: email-subscription (§8.26). Contact and the rest come with their issues.
import { Hono } from 'hono';
import { SubscribeBodySchema } from '#contract/api/newsletter.ts';
import { languageOf, type ApiEnv } from '../lib/context.ts';
import { validateBody } from '../lib/body.ts';

export const formRoutes = new Hono<ApiEnv>();

formRoutes.post('/email-subscription', async (c) => {
  const v = await validateBody(c, SubscribeBodySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const email = v.data.email.toLowerCase();
  // Idempotent: subscribing twice is still a success, and says nothing about who is subscribed.
  await db
    .insertInto('newsletter_subscribers')
    .values({ email, language: languageOf(c) ?? 'en', created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return c.json({ status: 200, message: '', data: true, token: '' });
});
