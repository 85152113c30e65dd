// Pictures that stand in several places the same way: square thumbnails and avatars, a product's thumbnail
// beside its line, the shop's logo. Each keeps its intrinsic size so the page does not shift while it loads.
import type { ImageSettings } from '#contract/images.ts';
import { img } from '#app/lib/format.ts';

const SIZES = {
  24: 'h-6 w-6',
  32: 'h-8 w-8',
  48: 'h-12 w-12',
  64: 'h-16 w-16',
  72: 'h-18 w-18',
  80: 'h-20 w-20',
  96: 'h-24 w-24',
} as const;

/**
 * A square picture of an upload at `size` px, cropped to fill (`round`: a circle). Decorative unless given
 * an `alt`; `thumb` uses the upload's thumbnail; `className` adds to the box. Nothing without the site's
 * image settings (`images` is the root's `site`, missing when the root itself failed).
 */
export function Thumb({
  image,
  images,
  size,
  round = false,
  thumb = false,
  lazy = false,
  alt = '',
  className = '',
}: {
  image: string | null | undefined;
  images: ImageSettings | undefined;
  size: keyof typeof SIZES;
  round?: boolean;
  thumb?: boolean;
  lazy?: boolean;
  alt?: string;
  className?: string;
}) {
  if (!images) return null;
  return (
    <img
      src={img(image, images, thumb)}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={`${SIZES[size]} ${round ? 'rounded-full' : 'rounded'} object-cover ${className}`.trim()}
    />
  );
}

/** A product's 80 × 80 thumbnail beside its line (cart, wishlist); decorative, the title is beside it. */
export const ProductThumb = ({
  image,
  images,
}: {
  image: string | null | undefined;
  images: ImageSettings;
}) => <Thumb image={image} images={images} size={80} thumb />;

type LogoSite = ImageSettings & {
  site_setting: {
    site_name?: string | null;
    header_logo?: string | null;
    footer_logo?: string | null;
  };
};

/** The shop's logo in its 180 × 48 box; `named` gives it the shop's name as text (else it is decorative). */
export function SiteLogo({
  site,
  which,
  named = false,
  lazy = false,
  className,
}: {
  site: LogoSite;
  which: 'header_logo' | 'footer_logo';
  named?: boolean;
  /** Below the fold (the footer's): fetched when it comes near. */
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={img(site.site_setting[which], site)}
      alt={named ? (site.site_setting.site_name ?? '') : ''}
      width={180}
      height={48}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      className={className}
    />
  );
}
