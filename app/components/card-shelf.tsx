// What every product card of a page shares (issue 18, decision 085): the two forms its heart and its add
// to cart submit (buttons name them with `form=`, so a card holds no form and no CSRF input), its strings
// translated once, and one handler each for its link, its prefetch and its buttons. A hundred cards cost a
// hundred light elements instead of two hundred forms, a `Link` and six `t()` calls each.
import {
  createContext,
  useContext,
  useId,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  PrefetchPageLinks,
  useFetchers,
  useLocation,
  useNavigate,
  useSubmit,
} from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { languageFromPath, localizePath, template, type Template } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';
import { useIdlePrefetch } from '#app/components/progress.tsx';
import type { PriceLabels } from '#app/components/price.tsx';

export type Shelf = {
  /** The ids of the shelf's wishlist and cart forms. */
  forms: { wish: string; cart: string };
  t: TFunction;
  text: {
    add: string;
    wish: Template;
    unwish: Template;
    rating: Template;
    price: PriceLabels;
  };
  wishlist: readonly number[];
  /** Products whose add to cart, and whose heart, are on their way (fetchers, with JavaScript). */
  pending: { cart: ReadonlySet<number>; wish: ReadonlySet<number> };
  /** A card button's click with JavaScript: a fetcher posts its form, the page stays. */
  act: (e: MouseEvent<HTMLButtonElement>) => void;
  /** A card link's click: a client navigation, as `Link`'s (new tabs and modified clicks left alone). */
  go: (e: MouseEvent<HTMLAnchorElement>) => void;
  /** Pointer or focus on a card link: prefetch its page once the shopper has been idle (issue 14). */
  intent: (e: { currentTarget: HTMLAnchorElement }) => void;
};

const ShelfContext = createContext<Shelf | null>(null);

export function useShelf(): Shelf {
  const shelf = useContext(ShelfContext);
  if (!shelf) throw new Error('A product card is rendered inside a CardShelf.');
  return shelf;
}

const fetcherKey = (kind: 'cart' | 'wish', id: string) => `card-${kind}-${id}`;

/**
 * Wraps the cards of a page (or a grid): renders the two forms once and gives the cards what they share.
 * Without JavaScript a card button submits its form (post, redirect back here with a toast).
 */
export function CardShelf({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation(['cart', 'common']);
  const root = useRootData();
  const location = useLocation();
  const lang = root?.locale ?? languageFromPath(location.pathname);
  const here = `${location.pathname}${location.search}`;
  const id = useId();
  const forms = useMemo(() => ({ wish: `${id}w`, cart: `${id}c` }), [id]);
  const submit = useSubmit();
  const navigate = useNavigate();
  const idle = useIdlePrefetch() === 'intent';
  const [prefetch, setPrefetch] = useState<string | null>(null);
  const fetchers = useFetchers();
  const language = i18n.language;
  const text = useMemo(
    () => ({
      add: t('cart:card.addShort'),
      wish: template(t, 'cart:card.wish', 'title'),
      unwish: template(t, 'cart:card.unwish', 'title'),
      rating: template(t, 'common:product.rating', 'rating'),
      price: {
        current: t('common:product.currentPrice'),
        previous: t('common:product.previousPrice'),
        off: template(t, 'common:product.off', 'percent'),
      },
    }),
    // The strings change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
  const pending = useMemo(() => {
    const cart = new Set<number>();
    const wish = new Set<number>();
    for (const f of fetchers) {
      if (f.state === 'idle' || !f.formData) continue;
      const m = /^card-(cart|wish)-(\d+)$/.exec(f.key);
      if (m) (m[1] === 'cart' ? cart : wish).add(Number(m[2]));
    }
    return { cart, wish };
  }, [fetchers]);
  const shelf: Shelf = {
    forms,
    t,
    text,
    wishlist: root?.user?.wishlist ?? [],
    pending,
    act: (e) => {
      const button = e.currentTarget;
      e.preventDefault();
      const kind = button.getAttribute('form') === forms.wish ? 'wish' : 'cart';
      void submit(button, { navigate: false, fetcherKey: fetcherKey(kind, button.value) });
    },
    go: (e) => {
      if (e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      navigate(e.currentTarget.getAttribute('href')!);
    },
    intent: (e) => {
      if (idle) setPrefetch(e.currentTarget.getAttribute('href'));
    },
  };
  return (
    <ShelfContext.Provider value={shelf}>
      <form id={forms.wish} method="post" action={localizePath('/user/wishlists', lang)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="toggle-wishlist" />
        <input type="hidden" name="redirectTo" value={here} />
      </form>
      <form id={forms.cart} method="post" action={localizePath('/cart', lang)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="redirectTo" value={here} />
        {/* Whatever stops the add (a choice to make, stock): the product's page says why. */}
        <input type="hidden" name="choose" value="card" />
      </form>
      {children}
      {prefetch ? <PrefetchPageLinks page={prefetch} /> : null}
    </ShelfContext.Provider>
  );
}
