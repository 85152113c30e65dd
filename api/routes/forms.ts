// Anonymous forms: email-subscription (§8.26) and contact (§8.24). The rest come with their issues.
import { Hono } from 'hono';
import { SubscribeBodySchema } from '#contract/api/newsletter.ts';
import { ContactBodySchema } from '#contract/api/contact.ts';
import { languageOf, type ApiEnv } from '../lib/context.ts';
import { validateBody } from '../lib/body.ts';
import { limit } from '../lib/rate-limit.ts';

export const formRoutes = new Hono<ApiEnv>();

formRoutes.post('/email-subscription', async (c) => {
  const v = await validateBody(c, SubscribeBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'newsletter', v.data.email);
  if (limited) return limited;
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

// Ours validates (iShop answers 500 with a database message for missing fields) and keeps every message
// in contact_messages for the shop to read.
formRoutes.post('/contact', async (c) => {
  const v = await validateBody(c, ContactBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'contact', v.data.email);
  if (limited) return limited;
  await c
    .get('deps')
    .db.insertInto('contact_messages')
    .values({ ...v.data, created_at: new Date().toISOString() })
    .execute();
  return c.json({ status: 200, message: '', data: true, token: '' });
});
