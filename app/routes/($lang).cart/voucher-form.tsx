// The voucher form of the cart's and the checkout's summary: the voucher in use with "Remove", or a code to
// apply (intents "voucher" and "voucher-remove", handled by each page's action), and a warning when the
// voucher in the session no longer applies to the cart.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { useRootData } from '#app/components/use-root.ts';

export function VoucherForm({
  code,
  summary,
}: {
  /** The voucher code kept in the session, if any. */
  code: string | null | undefined;
  summary: { voucher: unknown; voucher_error: unknown } | null | undefined;
}) {
  const { t } = useTranslation('cart');
  // The code just refused, kept by the error toast (without JavaScript the page reloads empty otherwise).
  const tried = useRootData()?.toast?.values?.voucher;
  const inUse = Boolean(code && summary?.voucher);
  // A voucher kept in the session that no longer applies (used up, expired, below its minimum): said, and
  // removable on its own, so the order can go ahead without it. Its own form, after the code form, so that
  // Enter in the code box still applies the typed code.
  const stale = Boolean(code && !inUse && summary?.voucher_error);
  return (
    <>
      <Form method="post" className="flex flex-col gap-2" preventScrollReset>
        <AuthenticityTokenInput />
        {inUse ? (
          <p className="flex items-center justify-between gap-2 text-sm">
            <span>
              {t('voucher.using')} <code dir="ltr">{code}</code>
            </span>
            <SubmitButton intent="voucher-remove" className="text-sm underline">
              {t('voucher.remove')}
            </SubmitButton>
          </p>
        ) : (
          <>
            <label htmlFor="voucher-code" className="text-sm font-medium">
              {t('voucher.label')}
            </label>
            <div className="flex gap-2">
              <input
                id="voucher-code"
                name="code"
                dir="ltr"
                autoComplete="off"
                maxLength={40}
                defaultValue={tried ?? ''}
                className="w-full rounded-md border border-slate-300 px-3 py-2 uppercase"
              />
              <SubmitButton intent="voucher" className="btn-secondary">
                {t('voucher.apply')}
              </SubmitButton>
            </div>
          </>
        )}
      </Form>
      {stale ? (
        <Form
          method="post"
          className="flex items-center justify-between gap-2 text-sm"
          preventScrollReset
        >
          <AuthenticityTokenInput />
          <span className="text-rose-700" role="alert">
            {t('voucher.noLonger', { code })}
          </span>
          <SubmitButton intent="voucher-remove" className="text-sm underline">
            {t('voucher.remove')}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
