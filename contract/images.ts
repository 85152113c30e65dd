// Image URLs (docs/api-reference.md §6.1): stored values are file names; full URL = img_src_url + name, thumbnail =
// img_src_url + thumb_prefix + name; missing → default_image; absolute URLs pass through unchanged.
export type ImageSettings = {
  img_src_url: string;
  thumb_prefix?: string | null;
  default_image?: string | null;
};

/** Why an uploaded picture (product, category, brand, store logo or banner) is refused: one set of texts. */
export const ImageUploadMessages = {
  missing: 'Choose an image file.',
  type: 'The image must be a JPEG, PNG or WebP file.',
  size: 'The image is too large.',
  broken: 'The image could not be read.',
} as const;

const ABSOLUTE = /^https?:\/\//i;

export function imageUrl(
  name: string | null | undefined,
  settings: ImageSettings,
  opts: { thumb?: boolean } = {},
): string {
  let file = name;
  if (!file || file === 'null') file = settings.default_image || 'default-image.svg';
  if (ABSOLUTE.test(file)) return file;
  const prefix = opts.thumb && settings.thumb_prefix ? settings.thumb_prefix : '';
  return `${settings.img_src_url}${prefix}${file}`;
}
