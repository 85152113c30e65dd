// The promotion screens (issue 35 item 2): each kind's list and its record's form — a flash sale (titles, slug,
// start and end in UTC, products each with its flash price and an optional cap of units), a voucher (code, flat or percent, amount, maximum
// discount, minimum spend, limits, validity; staff name a store or none) and a bundle deal (buy X get Y free on
// the listed products). Amounts are typed in the shop's currency.
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type {
  BundleDealRecord,
  FlashSaleRecord,
  VoucherRecord,
} from '#contract/promotions/schemas.ts';
import { amountText } from '#app/lib/workspace.ts';
import { NEW_PRODUCT_ROWS, inputTime } from '#app/lib/promotions.ts';
import type { promotionList, promotionRecord } from '#app/lib/promotions.server.ts';
import {
  Field,
  PromotionListScreen,
  PromotionRecordScreen,
  Select,
  StatusField,
  TitleFields,
  useAnswer,
} from '#app/components/promotions/parts.tsx';

function useRecord<T>() {
  const { record, digits } = useLoaderData<typeof promotionRecord>();
  return { record: record as unknown as T | null, digits };
}

function Times({ start, end }: { start?: string; end?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        name="start_time"
        type="datetime-local"
        label={t('fields.start_time')}
        value={start ? inputTime(start) : ''}
        hint={t('form.utc')}
        dir="ltr"
      />
      <Field
        name="end_time"
        type="datetime-local"
        label={t('fields.end_time')}
        value={end ? inputTime(end) : ''}
        hint={t('form.utc')}
        dir="ltr"
      />
    </div>
  );
}

export function FlashSaleScreen() {
  const { t } = useTranslation('promotions');
  const { record, digits } = useRecord<FlashSaleRecord>();
  const answer = useAnswer();
  const rows = record?.products ?? [];
  const typedRows = answer
    ? Object.keys(answer.values).filter((k) => /^products\[\d+\]\.product_id$/.test(k)).length
    : 0;
  const count = Math.max(rows.length + NEW_PRODUCT_ROWS, typedRows);
  return (
    <PromotionRecordScreen testId="flash-sale-form">
      <TitleFields titles={record?.titles} />
      <Field
        name="slug"
        label={t('fields.slug')}
        value={record?.slug}
        hint={t('form.slugHint')}
        dir="ltr"
      />
      <Times start={record?.start_time} end={record?.end_time} />
      <StatusField value={record?.status} />
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('fields.products')}</legend>
        <p className="text-xs text-slate-600">{t('form.productsHint')}</p>
        {Array.from({ length: count }, (_, i) => {
          const row = rows[i];
          return (
            <div key={i} className="grid gap-3 sm:grid-cols-3" data-testid="flash-product-row">
              <Field
                name={`products[${i}].product_id`}
                label={t('form.productN', { n: i + 1 })}
                value={row?.product_id ?? ''}
                inputMode="numeric"
                dir="ltr"
                hint={
                  row
                    ? `${row.title} · ${t('form.regular', { price: amountText(row.offered > 0 ? row.offered : row.selling, digits) })}`
                    : undefined
                }
              />
              <Field
                name={`products[${i}].price`}
                label={t('form.flashPriceN', { n: i + 1 })}
                value={row ? amountText(row.price, digits) : ''}
                inputMode="decimal"
                dir="ltr"
              />
              <Field
                name={`products[${i}].quantity`}
                label={t('form.capN', { n: i + 1 })}
                value={row?.quantity ?? ''}
                inputMode="numeric"
                dir="ltr"
                hint={row ? t('form.sold', { n: row.sold }) : undefined}
              />
            </div>
          );
        })}
      </fieldset>
    </PromotionRecordScreen>
  );
}

export function FlashSaleListScreen() {
  const { t } = useTranslation('promotions');
  return (
    <PromotionListScreen
      columns={[
        t('fields.slug'),
        t('fields.start_time'),
        t('fields.end_time'),
        t('fields.status'),
        t('fields.products'),
      ]}
      cells={(r) => (
        <>
          <td className="p-3" dir="ltr">
            {String(r.slug)}
          </td>
          <td className="p-3" dir="ltr">
            {String(r.start_time)}
          </td>
          <td className="p-3" dir="ltr">
            {String(r.end_time)}
          </td>
          <td className="p-3">{t(`status.${String(r.status)}`)}</td>
          <td className="p-3">{String(r.products)}</td>
        </>
      )}
    />
  );
}

export function VoucherScreen() {
  const { t } = useTranslation('promotions');
  const { record, digits } = useRecord<VoucherRecord>();
  const { side } = useLoaderData<typeof promotionRecord>();
  const money = (v: number | null | undefined) => (v == null ? '' : amountText(v, digits));
  return (
    <PromotionRecordScreen testId="voucher-form">
      <TitleFields titles={record?.titles} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="code"
          label={t('fields.code')}
          value={record?.code}
          hint={t('form.codeHint')}
          dir="ltr"
        />
        <Select
          name="type"
          label={t('fields.type')}
          value={record?.type}
          options={[
            { value: 'flat', label: t('type.flat') },
            { value: 'percent', label: t('type.percent') },
          ]}
        />
        <Field
          name="price"
          label={t('fields.price')}
          value={record ? (record.type === 'flat' ? money(record.price) : record.price) : ''}
          hint={t('form.priceHint')}
          inputMode="decimal"
          dir="ltr"
        />
        <Field
          name="capped_price"
          label={t('fields.capped_price')}
          value={money(record?.capped_price)}
          hint={t('form.cappedHint')}
          inputMode="decimal"
          dir="ltr"
        />
        <Field
          name="min_spend"
          label={t('fields.min_spend')}
          value={money(record?.min_spend)}
          inputMode="decimal"
          dir="ltr"
        />
        <Field
          name="usage_limit"
          label={t('fields.usage_limit')}
          value={record?.usage_limit ?? 0}
          hint={t('form.limitHint')}
          inputMode="numeric"
          dir="ltr"
        />
        <Field
          name="limit_per_customer"
          label={t('fields.limit_per_customer')}
          value={record?.limit_per_customer ?? 1}
          hint={t('form.limitHint')}
          inputMode="numeric"
          dir="ltr"
        />
        {side === 'admin' ? (
          <Field
            name="store_id"
            label={t('fields.store_id')}
            value={record?.store?.id ?? ''}
            hint={record?.store ? record.store.name : t('form.storeHint')}
            inputMode="numeric"
            dir="ltr"
          />
        ) : null}
      </div>
      <Times start={record?.start_time} end={record?.end_time} />
      <StatusField value={record?.status} />
      {record ? (
        <p className="text-sm text-slate-700">{t('form.used', { n: record.used })}</p>
      ) : null}
    </PromotionRecordScreen>
  );
}

export function VoucherListScreen() {
  const { t } = useTranslation('promotions');
  const { digits } = useLoaderData<typeof promotionList>();
  return (
    <PromotionListScreen
      columns={[
        t('fields.code'),
        t('fields.price'),
        t('fields.end_time'),
        t('fields.store_id'),
        t('list.used'),
      ]}
      cells={(r) => (
        <>
          <td className="p-3" dir="ltr">
            {String(r.code)}
          </td>
          <td className="p-3" dir="ltr">
            {r.type === 'flat' ? amountText(Number(r.price), digits) : `${String(r.price)}%`}
          </td>
          <td className="p-3" dir="ltr">
            {String(r.end_time)}
          </td>
          <td className="p-3">
            <bdi>{(r.store as { name: string } | null)?.name ?? t('list.shopWide')}</bdi>
          </td>
          <td className="p-3">{String(r.used)}</td>
        </>
      )}
    />
  );
}

export function BundleDealScreen() {
  const { t } = useTranslation('promotions');
  const { record } = useRecord<BundleDealRecord>();
  return (
    <PromotionRecordScreen testId="bundle-deal-form">
      <Field name="title" label={t('fields.title')} value={record?.title} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="buy"
          label={t('fields.buy')}
          value={record?.buy ?? 2}
          inputMode="numeric"
          dir="ltr"
        />
        <Field
          name="free"
          label={t('fields.free')}
          value={record?.free ?? 1}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <StatusField value={record?.status} />
      <Field
        name="product_ids"
        label={t('fields.product_ids')}
        value={record?.products.map((p) => p.product_id).join(', ') ?? ''}
        hint={
          record?.products.length
            ? record.products.map((p) => p.title).join(' · ')
            : t('form.productIdsHint')
        }
        dir="ltr"
      />
    </PromotionRecordScreen>
  );
}

export function BundleDealListScreen() {
  const { t } = useTranslation('promotions');
  return (
    <PromotionListScreen
      columns={[t('fields.buy'), t('fields.free'), t('fields.status'), t('fields.products')]}
      cells={(r) => (
        <>
          <td className="p-3">{String(r.buy)}</td>
          <td className="p-3">{String(r.free)}</td>
          <td className="p-3">{t(`status.${String(r.status)}`)}</td>
          <td className="p-3">{String(r.products)}</td>
        </>
      )}
    />
  );
}
