import { useFetcher, useFetchers, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Visibility } from '#contract/codes.ts';
import { promotionShowsOn } from '#contract/site/promotion-pages.ts';
import type { Banner } from '#contract/shapes.ts';
import { img } from '#app/lib/format.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';

/** Hidden once the shopper closed it: the fetcher's optimistic state with JS, the cookie without. */
function usePreferenceForm() {
  const fetcher = useFetcher();
  const location = useLocation();
  // Each answer rewrites the whole preferences cookie from the one the browser sent: while one is on its
  // way, another would carry the old cookie and undo it (closing the popup, then accepting cookies at
  // once). So the buttons wait until no preference post is in flight.
  const busy = useFetchers().some(
    (f) => f.state !== 'idle' && (f.formAction ?? '').endsWith('/preferences'),
  );
  const hidden = (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
    </>
  );
  return { fetcher, hidden, busy };
}

/**
 * Top and popup banners (docs/spec.md §2): shown only when public; the close button only when closable is the
 * public value; 500×100 images; closing is remembered permanently (a cookie set by a form post); only on
 * the pages it names, never on checkout, payment, order-complete, account or workspace pages (decision 143).
 */
export function PromoBanner({
  banner,
  kind,
}: {
  banner: Banner | null | undefined;
  kind: 'top' | 'popup';
}) {
  const data = useRootData();
  const { t } = useTranslation();
  const { fetcher, hidden, busy } = usePreferenceForm();
  const { pathname } = useLocation();
  if (!data || !banner || banner.status !== Visibility.PUBLIC) return null;
  // Only on the page kinds staff named, and never while buying, in the account or a workspace (decision 143).
  if (!promotionShowsOn(banner.pages, pathname)) return null;
  if (
    data.prefs.closedBanners.includes(banner.id) ||
    fetcher.formData?.get('bannerId') === String(banner.id)
  )
    return null;
  const href = banner.url
    ? banner.url.startsWith('/')
      ? localizePath(banner.url, data.locale)
      : banner.url
    : undefined;
  const image = (
    <img
      src={img(banner.image, data.site)}
      alt={banner.title ?? ''}
      width={500}
      height={100}
      // The popup's picture is sized by .popup-banner (app.css, decision 121).
      className={kind === 'popup' ? undefined : 'h-auto max-w-full'}
    />
  );
  const closable = banner.closable === Visibility.PUBLIC;
  const close = closable ? (
    <fetcher.Form method="post" action="/preferences" data-close-banner="">
      {hidden}
      <input type="hidden" name="intent" value="close-banner" />
      <input type="hidden" name="bannerId" value={banner.id} />
      <button
        type="submit"
        disabled={busy}
        className="h-7 w-7 rounded-full bg-white/90 text-lg leading-7 text-slate-800 hover:bg-white"
        aria-label={t('banner.closeNamed', { title: banner.title ?? '' })}
      >
        ×
      </button>
    </fetcher.Form>
  ) : null;
  const content = (
    <>
      {href ? <a href={href}>{image}</a> : image}
      {close}
    </>
  );
  if (kind === 'top') {
    return (
      <aside
        aria-label={banner.title ?? ''}
        className="flex items-center justify-center gap-2 bg-slate-900 px-2 py-1"
        data-testid="top-banner"
      >
        {content}
      </aside>
    );
  }
  return (
    <PopupDialog label={banner.title ?? ''} closable={closable}>
      {content}
    </PopupDialog>
  );
}

/**
 * The popup banner as a dialog (issue 14, item 5): centred over the page, never beside its content (no
 * layout shift). Without JavaScript it is an open dialog with its close form. With it, a modal one: the
 * focus stays inside and the rest of the page is inert until it is closed; Escape or a tap beside it
 * closes it like the close button (and is remembered the same way). A banner the shop made not closable
 * has no close button, and Escape or a tap beside it closes it for this page only: a modal dialog with no
 * way out would leave a phone without an Escape key on an inert page.
 */
function PopupDialog({
  label,
  closable,
  children,
}: {
  label: string;
  closable: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // In a task of its own, not in hydration's: making the page inert restyles all of it (decision 112).
    const id = window.setTimeout(() => {
      const dialog = ref.current;
      if (!dialog?.isConnected || !dialog.open || typeof dialog.showModal !== 'function') return;
      dialog.close();
      dialog.showModal();
    }, 0);
    // A tap beside the dialog (Escape's counterpart without a keyboard): a modal dialog's backdrop counts
    // as the dialog itself, so a click on the dialog outside its box is one.
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => {
      if (!dialog || event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (inside) return;
      // With its × (closable), remembered like the ×; without, closed for this page only.
      const close = dialog.querySelector<HTMLFormElement>('form[data-close-banner]');
      if (close) close.requestSubmit();
      else dialog.close();
    };
    dialog?.addEventListener('click', onClick);
    return () => {
      window.clearTimeout(id);
      dialog?.removeEventListener('click', onClick);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      open
      aria-label={label}
      // Sized by CSS alone (.popup-banner in app.css, decision 121).
      className="popup-banner fixed inset-0 z-40 m-auto open:flex items-start gap-1 rounded-lg bg-white p-2 shadow-2xl backdrop:bg-slate-900/40"
      data-fixed={closable ? undefined : ''}
      data-testid="popup-banner"
      onKeyDown={(event) => {
        // Tab and Shift+Tab go round the dialog's controls (a modal dialog would let them leave to the
        // browser's own controls).
        if (event.key !== 'Tab' || !ref.current?.open) return;
        const items = [
          ...ref.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
        ];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        if (event.shiftKey ? active === first : active === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }}
      onCancel={(event) => {
        // Escape: remembered like the close button when the banner can be closed for good.
        const close = ref.current?.querySelector<HTMLFormElement>('form[data-close-banner]');
        if (!close) return;
        event.preventDefault();
        close.requestSubmit();
      }}
    >
      {children}
    </dialog>
  );
}

/** The cookie banner (docs/spec.md §2): only when enabled in settings, until answered; remembered permanently. */
export function CookieBanner() {
  const data = useRootData();
  const { t } = useTranslation();
  const { fetcher, hidden, busy } = usePreferenceForm();
  if (!data || data.site.setting.cookie_banner !== 1 || data.prefs.consent || fetcher.formData)
    return null;
  return (
    <section
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-2xl"
      data-testid="cookie-banner"
    >
      <fetcher.Form
        method="post"
        action="/preferences"
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-3"
      >
        {hidden}
        <input type="hidden" name="intent" value="consent" />
        <p className="flex-1 text-sm">{t('cookies.text')}</p>
        {(
          [
            ['declined', 'btn-secondary', 'cookies.decline'],
            ['accepted', 'btn-primary', 'cookies.accept'],
          ] as const
        ).map(([answer, style, label]) => (
          <button
            key={answer}
            type="submit"
            name="answer"
            value={answer}
            className={style}
            disabled={busy}
          >
            {t(label)}
          </button>
        ))}
      </fetcher.Form>
    </section>
  );
}
