// Product gallery. Without JS: thumbnails are links (`?image=N`) that show that image large, and the large
// image links to the full-size file. With JS: thumbnails switch at once (the URL follows, replaced), and the
// large image zooms — by pointer (hover and move) or keyboard (Enter/Space toggles, arrows pan, Escape).
import { Link, useLocation, useNavigate } from '@remix-run/react';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOM = 2.2;
const STEP = 10;

export function imageHref(search: string, index: number, hash = '') {
  const p = new URLSearchParams(search);
  if (index === 0) p.delete('image');
  else p.set('image', String(index));
  const qs = p.toString();
  return `?${qs}${hash}`.replace(/^\?$/, '?');
}

export function Gallery({
  images,
  thumbs,
  full,
  title,
  alts = [],
  active,
}: {
  /** display-size URLs (first = main image) */
  images: string[];
  /** thumbnail URLs, same order */
  thumbs: string[];
  /** full-size URLs, same order */
  full: string[];
  title: string;
  /** each picture's alt text, same order (the seller's; else the title) */
  alts?: (string | null | undefined)[];
  active: number;
}) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const navigate = useNavigate();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const current = Math.min(Math.max(active, 0), Math.max(images.length - 1, 0));
  const src = images[current];
  if (!src) return null;

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse') return;
    const r = e.currentTarget.getBoundingClientRect();
    setOrigin({
      x: Math.round(((e.clientX - r.left) / r.width) * 100),
      y: Math.round(((e.clientY - r.top) / r.height) * 100),
    });
  };
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setZoomed((z) => !z);
    } else if (e.key === 'Escape' && zoomed) {
      e.preventDefault();
      setZoomed(false);
    } else if (zoomed && e.key.startsWith('Arrow')) {
      e.preventDefault();
      const dx = e.key === 'ArrowLeft' ? -STEP : e.key === 'ArrowRight' ? STEP : 0;
      const dy = e.key === 'ArrowUp' ? -STEP : e.key === 'ArrowDown' ? STEP : 0;
      // Physical directions in every language: the picture itself is never mirrored.
      setOrigin((o) => ({ x: clamp(o.x + dx), y: clamp(o.y + dy) }));
    }
  };

  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-3">
      <div
        role="button"
        tabIndex={0}
        aria-pressed={zoomed}
        aria-label={zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}
        aria-describedby="gallery-help"
        data-testid="zoom"
        onKeyDown={onKeyDown}
        onClick={() => setZoomed((z) => !z)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setZoomed(true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setZoomed(false)}
        onPointerMove={onPointerMove}
        className={`relative aspect-square overflow-hidden rounded-xl bg-white focus-visible:outline-2 focus-visible:outline-offset-2 ${
          zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'
        }`}
      >
        <img
          src={src}
          alt={alts[current] || title}
          width={600}
          height={600}
          className="h-full w-full object-contain transition-transform duration-150"
          // Only ever set from the browser (CSSOM), never in server markup: the CSP forbids inline styles.
          style={
            zoomed
              ? { transform: `scale(${ZOOM})`, transformOrigin: `${origin.x}% ${origin.y}%` }
              : undefined
          }
          // React 18 knows only the lowercase attribute (fetchPriority arrives in React 19).
          {...{ fetchpriority: 'high' }}
        />
      </div>
      <p id="gallery-help" className="sr-only">
        {t('gallery.help')}
      </p>
      <a href={full[current]} className="self-start text-sm underline">
        {t('gallery.fullSize')}
      </a>
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((name, i) => (
            <li key={`${name}-${i}`}>
              <Link
                to={imageHref(location.search, i)}
                replace
                preventScrollReset
                aria-current={i === current ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setZoomed(false);
                  navigate(imageHref(location.search, i), {
                    replace: true,
                    preventScrollReset: true,
                  });
                }}
                className={`block rounded-md border-2 ${
                  i === current ? 'border-[var(--color-primary)]' : 'border-transparent'
                }`}
              >
                <img
                  src={thumbs[i] ?? name}
                  alt={alts[i] || t('gallery.image', { title, n: i + 1 })}
                  width={80}
                  height={80}
                  className="h-20 w-20 rounded object-cover"
                  loading="lazy"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
