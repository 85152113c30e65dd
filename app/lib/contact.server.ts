// The contact form's action (on the `Contact` page): the spec's messages, then the API; success is
// post/redirect/get with a toast, a refusal the form again with what was typed.
import { data } from '@remix-run/node';
import { siteEndpoints } from '#contract/site/endpoints.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { languageFromPath } from '#app/lib/i18n.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { apiMessage } from '#app/lib/forms.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { CONTACT_MESSAGES, ContactFormSchema } from '#app/lib/contact-form.ts';
import type { ShopApi } from '#app/lib/shop-api/client.server.ts';

export async function sendContact(request: Request, api: ShopApi, formData: FormData) {
  const url = new URL(request.url);
  const t = await i18next.getFixedT(languageFromPath(url.pathname), ['catalog', 'account']);
  const submission = parseForm(formData, ContactFormSchema, t, CONTACT_MESSAGES);
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const sent = await api.call(siteEndpoints.contact, { body: submission.value });
  if (!sent.ok)
    return data(
      submission.reply({ formErrors: sent.error.messages.map((m) => apiMessage(t, m)) }),
      { status: sent.error.kind === 'down' ? 503 : 400 },
    );
  return redirectWithToast(request, `${url.pathname}#contact-form`, {
    type: 'success',
    message: t('page.contact.success'),
  });
}
