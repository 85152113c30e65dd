// The header search: a plain GET form to /search (works without JS), enhanced into an ARIA 1.2 combobox.
// The suggestion popup opens while the box has focus and text, loads 700 ms after the last keystroke,
// lists suggested keywords, categories, sub-categories and products, says 'Nothing found for' + the text
// when all lists are empty, and closes 100 ms after the box loses focus. Keys: ↓/↑ move through the
// options, Enter opens the highlighted one (or searches), Escape closes the popup (again: clears the box).
import { Form, Link, useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#contract/codes.ts';
import type { ImageSettings } from '#contract/images.ts';
import type { loader as suggestLoader } from '#app/routes/($lang).search-suggestions.tsx';
import { localizePath, stripLanguage } from '#app/lib/i18n.ts';
import { categoryPath, productPath, searchPath } from '#app/lib/paths.ts';
import { Thumb } from '#app/components/picture.tsx';

type Option = {
  key: string;
  href: string;
  label: string;
  group: 'suggested' | 'category' | 'subCategory' | 'product';
  image?: string | null;
  context?: string | null;
};

export function SearchBox({ lang, images }: { lang: string; images: ImageSettings }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof suggestLoader>();
  const onSearchPage = stripLanguage(location.pathname) === '/search';
  const urlQ = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(urlQ);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounce = useRef<number | undefined>(undefined);
  const blur = useRef<number | undefined>(undefined);
  const id = useId();
  const listId = `${id}-list`;

  // The box follows the URL (back/forward on the results page, or leaving it).
  useEffect(() => setText(urlQ), [urlQ]);
  // Navigating away closes the popup.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(
    () => () => {
      window.clearTimeout(debounce.current);
      window.clearTimeout(blur.current);
    },
    [],
  );

  const query = text.trim();
  const data = fetcher.data;
  const options = useMemo<Option[]>(() => {
    if (!data) return [];
    const r = data.results;
    return [
      ...r.suggested.map((s) => ({
        key: `s${s.id}`,
        href: searchPath(s.title ?? '', lang),
        label: s.title ?? '',
        group: 'suggested' as const,
      })),
      ...r.category.map((c) => ({
        key: `c${c.id}`,
        href: categoryPath(c.slug ?? String(c.id), lang),
        label: c.title ?? '',
        group: 'category' as const,
        image: c.image,
      })),
      ...r.sub_category.map((c) => ({
        key: `sc${c.id}`,
        href: categoryPath(c.slug ?? String(c.id), lang, c.category?.slug),
        label: c.title ?? '',
        group: 'subCategory' as const,
        image: c.image,
        context: c.category?.title,
      })),
      ...r.product.map((p) => ({
        key: `p${p.id}`,
        href: productPath(p, lang),
        label: p.title ?? '',
        group: 'product' as const,
        image: p.image,
      })),
    ];
  }, [data, lang]);

  const load = (q: string) => {
    window.clearTimeout(debounce.current);
    if (!q) return;
    debounce.current = window.setTimeout(
      () =>
        fetcher.load(
          `${localizePath('/search-suggestions', lang)}?${new URLSearchParams({ q }).toString()}`,
        ),
      TIMINGS.searchDebounce,
    );
  };

  const showPopup = open && query !== '';
  const current = data?.q === query; // the lists answer what is in the box now
  const loading = !current || fetcher.state === 'loading';
  const activeOption = showPopup && active >= 0 ? options[active] : undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!query) return;
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const n = options.length;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      setOpen(false);
      navigate(activeOption.href);
    } else if (e.key === 'Escape') {
      if (showPopup) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  const groups: { group: Option['group']; label: string }[] = [
    { group: 'suggested', label: t('search.suggested') },
    { group: 'category', label: t('search.categories') },
    { group: 'subCategory', label: t('search.subCategories') },
    { group: 'product', label: t('search.products') },
  ];

  return (
    <Form
      method="get"
      action={localizePath('/search', lang)}
      role="search"
      className="relative order-last flex w-full min-w-0 md:order-none md:w-auto md:flex-1"
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="site-search" className="sr-only">
        {tc('search.label')}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(e.target.value.trim() !== '');
          load(e.target.value.trim());
        }}
        onFocus={() => {
          window.clearTimeout(blur.current);
          if (query) {
            setOpen(true);
            if (data?.q !== query) load(query);
          }
        }}
        onBlur={() => {
          blur.current = window.setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, TIMINGS.searchPopupBlurClose);
        }}
        onKeyDown={onKeyDown}
        placeholder={tc('search.placeholder')}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${id}-${activeOption.key}` : undefined}
        className="min-w-0 flex-1 rounded-s-md border border-slate-300 px-3 py-2 focus-visible:outline-2"
      />
      <button type="submit" className="btn-primary rounded-s-none">
        {tc('search.submit')}
      </button>
      <div
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={t('search.suggestions')}
        hidden={!showPopup}
        // Clicks in the popup must not blur the box first.
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white p-2 shadow-xl"
      >
        {showPopup && current && !options.length ? (
          <p className="px-2 py-3 text-sm text-slate-600" role="status">
            {t('search.nothingFound')} <q>{query}</q>
          </p>
        ) : null}
        {showPopup && loading && !options.length && !current ? (
          <p className="px-2 py-3 text-sm text-slate-500" role="status">
            {t('search.searching')}
          </p>
        ) : null}
        {showPopup
          ? groups.map(({ group, label }) => {
              const items = options.filter((o) => o.group === group);
              if (!items.length) return null;
              return (
                <div key={group} role="group" aria-label={label} className="py-1">
                  <p
                    aria-hidden="true"
                    className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                  >
                    {label}
                  </p>
                  {items.map((o) => {
                    const selected = activeOption?.key === o.key;
                    return (
                      <div
                        key={o.key}
                        id={`${id}-${o.key}`}
                        role="option"
                        aria-selected={selected}
                        className={`rounded ${selected ? 'bg-slate-100' : ''}`}
                      >
                        <Link
                          to={o.href}
                          tabIndex={-1}
                          onClick={() => setOpen(false)}
                          className="flex items-center gap-2 px-2 py-1.5 text-sm hover:bg-slate-100"
                        >
                          {o.image !== undefined ? (
                            <Thumb
                              image={o.image}
                              images={images}
                              size={32}
                              thumb
                              className="shrink-0"
                            />
                          ) : null}
                          <span className="min-w-0 truncate">
                            {o.label}
                            {o.context ? (
                              <span className="text-slate-500"> · {o.context}</span>
                            ) : null}
                          </span>
                        </Link>
                      </div>
                    );
                  })}
                </div>
              );
            })
          : null}
        {showPopup && query ? (
          <Link
            to={searchPath(query, lang)}
            tabIndex={-1}
            onClick={() => setOpen(false)}
            className="mt-1 block border-t border-slate-100 px-2 pt-2 text-sm font-medium underline"
          >
            {t('search.allResults', { q: query })}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
