// A home slider or banner: its image, linking to its target (an external or site URL, or the listing of
// its source).
import { Link } from '@remix-run/react';
import { SourceType } from '#contract/codes.ts';
import type { PromoItem } from '#app/routes/($lang)._index/home-data.ts';
import { img } from '#app/lib/format.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';

/** Slider/banner target: an external or site URL for source type 6, else the listing of its source. */
function targetOf(
  item: Pick<PromoItem, 'id' | 'slug' | 'source_type' | 'url'>,
  kind: 'home_spm' | 'banner',
  lang: string,
) {
  if (item.source_type === SourceType.URL && item.url)
    return item.url.startsWith('/') ? localizePath(item.url, lang) : item.url;
  return localizePath(`/${item.slug || 'all'}/products?${kind}=${item.id}`, lang);
}

export function Promo({
  item,
  kind,
  lang,
  className = '',
  width,
  height,
  priority = 'lazy',
}: {
  item: PromoItem;
  kind: 'home_spm' | 'banner';
  lang: string;
  className?: string;
  width: number;
  height: number;
  /** 'high': the page's first, largest picture (fetched first); 'eager': in view at once; 'lazy': below the
   * fold or out of the slider's view, fetched when it comes near. */
  priority?: 'high' | 'eager' | 'lazy';
}) {
  const site = useRootData()!.site;
  const href = targetOf(item, kind, lang);
  const external = /^https?:\/\//.test(href);
  const image = (
    <img
      src={img(item.image, site)}
      alt={item.title ?? ''}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
      className="h-full w-full rounded-lg object-cover"
    />
  );
  return external ? (
    <a href={href} rel="noopener noreferrer" className={className}>
      {image}
    </a>
  ) : (
    <Link to={href} className={className}>
      {image}
    </Link>
  );
}
