// The shop's current vouchers on the product page: code, value, minimum spend and validity. With JS each
// code gets a copy button (the clipboard needs script); without JS the code is plain selectable text.
import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { ProductDetail } from '#contract/catalog/product.ts';
import { formatDate } from '#app/lib/format.ts';
import { localizePath } from '#app/lib/i18n.ts';

/** `end_text`: the end date as the loader wrote it in the page's language (decision 115). */
type Voucher = ProductDetail['vouchers'][number] & { end_text?: string };

function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation('product');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(id);
  }, [copied]);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100"
      aria-label={t('vouchers.copyLabel', { code })}
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-hidden="true">{copied ? t('vouchers.copied') : t('vouchers.copy')}</span>
      {/* Announced once copied; the button's own name stays stable. */}
      <span role="status" className="sr-only">
        {copied ? t('vouchers.copied') : ''}
      </span>
    </button>
  );
}

/** Keep a voucher in the account (visitors are asked to log in first and come back). */
function CollectVoucher({ id, code, locale }: { id: number; code: string; locale: string }) {
  const { t } = useTranslation('product');
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action={localizePath('/user/vouchers', locale)}
      preventScrollReset
      className="ms-auto"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="collect" />
      <input type="hidden" name="voucher_id" value={id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="rounded border border-emerald-600 px-2 py-0.5 text-xs font-medium text-emerald-800 hover:bg-emerald-50"
        aria-label={t('vouchers.collectLabel', { code })}
        disabled={fetcher.state !== 'idle'}
      >
        {t('vouchers.collect')}
      </button>
    </fetcher.Form>
  );
}

export function Vouchers({
  vouchers,
  money,
  locale,
}: {
  vouchers: Voucher[];
  /** formats a wire (major-unit) amount */
  money: (major: number) => string;
  locale: string;
}) {
  const { t } = useTranslation('product');
  if (!vouchers.length) return null;
  return (
    <section aria-labelledby="vouchers-title" className="flex flex-col gap-2">
      <h2 id="vouchers-title" className="text-sm font-semibold">
        {t('vouchers.title')}
      </h2>
      <ul className="flex flex-col gap-2" data-testid="vouchers">
        {vouchers.map((v) => (
          <li
            key={v.code}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm"
          >
            <code className="font-semibold select-all" dir="ltr">
              {v.code}
            </code>
            <CopyCode code={v.code} />
            <span>
              {v.type === 2
                ? v.capped_price
                  ? t('vouchers.percentCapped', { value: v.price, cap: money(v.capped_price) })
                  : t('vouchers.percent', { value: v.price })
                : t('vouchers.flat', { value: money(v.price) })}
            </span>
            {v.min_spend > 0 ? (
              <span className="text-slate-600">
                {t('vouchers.minSpend', { value: money(v.min_spend) })}
              </span>
            ) : null}
            {v.end_time ? (
              <span className="text-slate-600">
                {t('vouchers.until', { date: v.end_text ?? formatDate(v.end_time, locale) })}
              </span>
            ) : null}
            {v.id ? <CollectVoucher id={v.id} code={v.code} locale={locale} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
