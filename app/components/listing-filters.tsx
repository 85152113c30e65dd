// The listing filters: one GET form whose state is the URL. Without JS the shopper ticks what they want and
// presses Apply; with JS every change submits at once (a normal navigation, so back/forward work), and the
// price fields submit on Enter or when they lose focus. The form carries no `page`: a new filter starts at 1.
import { Form, Link, useLocation, useNavigationType, useSubmit } from '@remix-run/react';
import { useEffect, useId, useRef, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ID_FILTERS,
  PRICE_FILTERS,
  SORTS,
  type PriceFilter,
} from '#contract/catalog/listing-names.ts';
import { hasFilters, type ListingErrors, type ListingState } from '#app/lib/listing.ts';

type Option = { id: number; title?: string | null };

const FILTER_DEBOUNCE_MS = 350;

const isPrice = (name: string): name is PriceFilter =>
  (PRICE_FILTERS as readonly string[]).includes(name);
const isIdFilter = (name: string): name is (typeof ID_FILTERS)[number] =>
  (ID_FILTERS as readonly string[]).includes(name);

/** The form's non-empty fields: with JS the URL stays short (`?brand=1`, not `?min=&max=&brand=1`). */
function filled(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form))
    if (typeof v === 'string' && v.trim()) params.append(k, v);
  return params;
}

function SortSelect({
  value,
  search = false,
  form,
  onChange,
}: {
  value: string;
  search?: boolean;
  /** the id of the filter form it belongs to (it sits outside it, beside the results) */
  form?: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('listing.sortBy')}</span>
      <select
        name="sortby"
        form={form}
        onChange={onChange}
        defaultValue={value}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        <option value="">{search ? t('listing.sort.relevance') : t('listing.sort.default')}</option>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`listing.sort.${s}`)}
          </option>
        ))}
      </select>
      {/* Without JS a select cannot submit itself. */}
      <noscript>
        <button type="submit" form={form} className="btn-secondary px-3 py-1.5">
          {t('listing.apply')}
        </button>
      </noscript>
    </label>
  );
}

function CheckGroup({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: Option[];
  selected: number[];
}) {
  if (!options.length) return null;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={name}
            value={o.id}
            defaultChecked={selected.includes(o.id)}
            className="h-4 w-4 accent-[var(--color-primary)]"
          />
          <span>{o.title || `#${o.id}`}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function ListingFilters({
  action,
  state,
  errors,
  brands,
  collections,
  shipping,
  keep = {},
  search = false,
  count,
  children,
}: {
  action: string;
  state: ListingState;
  errors: ListingErrors;
  brands: Option[];
  collections: Option[];
  shipping: Option[];
  /** Parameters that define the listing itself (q, home_spm…), kept across filter changes. */
  keep?: Record<string, string>;
  search?: boolean;
  /** Total number of results, when known. */
  count?: number;
  /** The results (grid and pagination), beside the filters. */
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const submit = useSubmit();
  const uid = useId();
  // Ticks in quick succession become one navigation (one request, no aborted ones in between).
  const timer = useRef<number | undefined>(undefined);
  // Every query this form asked for (a slow page may arrive after a newer one was asked for).
  const submitted = useRef<Set<string>>(new Set());
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const apply = (f: HTMLFormElement, delay: number) => {
    window.clearTimeout(timer.current);
    const go = () => {
      const params = filled(f);
      submitted.current.add(params.toString());
      submit(params, { action, method: 'get', preventScrollReset: true });
    };
    if (delay) timer.current = window.setTimeout(go, delay);
    else go();
  };
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const target = e.target as unknown as HTMLInputElement;
    if (isPrice(target.name) || !target.name) return; // price: Enter / blur
    apply(e.currentTarget, FILTER_DEBOUNCE_MS);
  };
  const onPriceBlur = (e: FocusEvent<HTMLInputElement>) => {
    const field = e.currentTarget.name as PriceFilter;
    if (e.currentTarget.value.trim() !== state[field] && e.currentTarget.form)
      apply(e.currentTarget.form, FILTER_DEBOUNCE_MS);
  };
  const priceError = (field: PriceFilter) =>
    errors[field] ? (
      <p id={`${uid}-${field}-error`} className="text-sm text-red-700">
        {t(`listing.errors.${errors[field]}`)}
      </p>
    ) : null;
  const clearHref = `${action}${
    Object.keys(keep).length ? `?${new URLSearchParams(keep).toString()}` : ''
  }`;
  const hasErrors = Boolean(errors.min || errors.max);
  // The URL is the truth: after back/forward (or any navigation) the controls show its filters again.
  const form = useRef<HTMLFormElement>(null);
  const stateKey = JSON.stringify(state);
  const synced = useRef(stateKey);
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Not on mount: the server rendered these values, and a shopper may already have changed one.
    if (synced.current === stateKey) return;
    synced.current = stateKey;
    // Nor when the URL is one this form asked for: the controls show it or something newer, and a tick
    // made while that page loaded must not be undone. Back/forward and links bring the controls in line.
    if (navigationType !== 'POP' && submitted.current.has(location.search.replace(/^\?/, '')))
      return;
    for (const el of Array.from(form.current?.elements ?? [])) {
      if (el instanceof HTMLSelectElement && el.name === 'sortby') el.value = state.sortby;
      if (!(el instanceof HTMLInputElement)) continue;
      if (isIdFilter(el.name)) el.checked = state[el.name].includes(Number(el.value));
      else if (el.name === 'rating') el.checked = Number(el.value || 0) === state.rating;
      else if (isPrice(el.name) && document.activeElement !== el) el.value = state[el.name];
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the serialised state
  }, [stateKey]);
  // The form holds the filters only; the results (whose product cards carry forms of their own — forms
  // cannot nest) sit beside it, and the sort select joins the form through its `form` attribute.
  const formId = `${uid}-filters`;
  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <Form
        ref={form}
        id={formId}
        method="get"
        action={action}
        onChange={onChange}
        onSubmit={(e) => {
          e.preventDefault();
          apply(e.currentTarget, 0);
        }}
        preventScrollReset
        className="flex flex-col gap-3"
      >
        {Object.entries(keep).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {/* Small screens: the filters fold away behind a checkbox toggle (no JS needed). */}
        <input
          type="checkbox"
          id={`${uid}-toggle`}
          // Large screens always show the filters: no focus stop for a toggle that is not there.
          className="peer sr-only lg:hidden"
          aria-label={t('listing.showFilters')}
          defaultChecked={hasErrors}
          aria-controls={`${uid}-panel`}
        />
        <label
          htmlFor={`${uid}-toggle`}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-2 lg:hidden"
        >
          {t('listing.showFilters')}
        </label>
        <div
          id={`${uid}-panel`}
          role="group"
          aria-label={t('listing.filters')}
          className="hidden flex-col gap-5 peer-checked:flex lg:flex"
        >
          <h2 className="sr-only lg:not-sr-only lg:text-lg lg:font-semibold">
            {t('listing.filters')}
          </h2>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t('listing.price')}</legend>
            <div className="flex items-start gap-2">
              {PRICE_FILTERS.map((field) => (
                <label key={field} className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <span>{t(`listing.${field}`)}</span>
                  <input
                    name={field}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={20}
                    defaultValue={state[field]}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `${uid}-${field}-error` : undefined}
                    onBlur={onPriceBlur}
                    className="w-full rounded-md border border-slate-300 px-2 py-1.5 aria-invalid:border-red-600"
                  />
                </label>
              ))}
            </div>
            {priceError('min')}
            {priceError('max')}
          </fieldset>

          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 font-semibold">{t('listing.rating')}</legend>
            {[0, 4, 3, 2, 1].map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="rating"
                  value={r || ''}
                  defaultChecked={state.rating === r}
                  className="h-4 w-4 accent-[var(--color-primary)]"
                />
                {r ? (
                  <span>
                    <span aria-hidden="true" className="text-amber-600">
                      {'★'.repeat(r)}
                      <span className="text-slate-400">{'☆'.repeat(5 - r)}</span>
                    </span>{' '}
                    {t('listing.andUp', { count: r })}
                  </span>
                ) : (
                  <span>{t('listing.anyRating')}</span>
                )}
              </label>
            ))}
          </fieldset>

          <CheckGroup
            legend={t('listing.brands')}
            name="brand"
            options={brands}
            selected={state.brand}
          />
          <CheckGroup
            legend={t('listing.collections')}
            name="collection"
            options={collections}
            selected={state.collection}
          />
          <CheckGroup
            legend={t('listing.shipping')}
            name="shipping"
            options={shipping}
            selected={state.shipping}
          />

          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary">
              {t('listing.apply')}
            </button>
            {hasFilters(state) ? (
              <Link to={clearHref} className="text-sm underline" preventScrollReset>
                {t('listing.clear')}
              </Link>
            ) : null}
          </div>
        </div>
      </Form>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {count !== undefined ? t('listing.results', { count }) : null}
          </p>
          <SortSelect
            value={state.sortby}
            search={search}
            form={formId}
            onChange={() => {
              if (form.current) apply(form.current, FILTER_DEBOUNCE_MS);
            }}
          />
        </div>
        {children}
      </div>
    </div>
  );
}
