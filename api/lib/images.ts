// Uploaded images (docs/spec.md §5, §9): JPEG, PNG or WebP judged by their bytes (never the client's name or
// type), stored through the file store (api/lib/files) under a random name of ours — a client's file name is
// never part of a key. They are decoded and encoded again (which also drops EXIF data such as a phone's GPS
// position) with a thumbnail beside them, `thumb-` + name (docs/api-reference.md §6.1).
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { FileStore } from './files/index.ts';
import { ImageUploadMessages } from '#contract/images.ts';

export type ImageKind = 'jpg' | 'png' | 'webp';

/** The image type from its first bytes: JPEG, PNG or WebP (RIFF….WEBP). */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A random file name under `folder` (ours, never the client's). */
export const randomImageName = (folder: string, kind: ImageKind, prefix = '') =>
  `${folder}/${prefix}${randomBytes(12).toString('hex')}.${kind}`;

const THUMB_SIZE = 320;
/** Pixels a decoder may allocate for one upload: far more than any photo of 1000 KB, far less than a bomb. */
const MAX_PIXELS = 40_000_000;

sharp.cache(false);

/** `reviews/a.jpg` → `thumb-reviews/a.jpg`: the thumbnail's name by the §6.1 rule (prefix + name). */
const thumbName = (name: string) => `thumb-${name}`;

/**
 * Decodes `bytes` and puts `name` (upright, without metadata, at most `fullSize` px on its longer side when
 * given) and `thumb-` + `name` (at most `thumbSize` px), both encoded by `encode`. False when the bytes do not
 * decode (a truncated or forged file); nothing is left behind then.
 */
async function putWithThumb(
  files: FileStore,
  name: string,
  bytes: Uint8Array,
  o: { encode: (s: Sharp) => Sharp; type: string; fullSize?: number; thumbSize: number },
): Promise<boolean> {
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const inside = (s: Sharp, size: number) =>
    s.resize(size, size, { fit: 'inside', withoutEnlargement: true });
  let full: Buffer, thumb: Buffer;
  try {
    [full, thumb] = await Promise.all([
      o.encode(o.fullSize ? inside(source(), o.fullSize) : source()).toBuffer(),
      o.encode(inside(source(), o.thumbSize)).toBuffer(),
    ]);
  } catch {
    return false;
  }
  try {
    await files.put(name, full, o.type);
    await files.put(thumbName(name), thumb, o.type);
  } catch (err) {
    await removeStoredImage(files, name);
    throw err;
  }
  return true;
}

/**
 * A review photo (already known to be JPEG or PNG) kept in its own format: the image upright without its
 * metadata, and a thumbnail at most 320 px on its longer side, as `name` and `thumb-` + `name`. False when
 * the bytes do not decode; nothing is left behind then.
 */
export async function writeImageWithThumb(
  files: FileStore,
  name: string,
  bytes: Uint8Array,
  kind: 'jpg' | 'png',
): Promise<boolean> {
  // A store that fails (a full disk, an unreachable bucket) only counts the photo as failed, like bad bytes.
  return putWithThumb(files, name, bytes, {
    encode: (s) =>
      kind === 'png' ? s.png({ compressionLevel: 9 }) : s.jpeg({ quality: 85, mozjpeg: true }),
    type: CONTENT_TYPES[kind],
    thumbSize: THUMB_SIZE,
  }).catch(() => false);
}

/** A catalogue picture's sizes: the seed draws products at 600 px and their thumbnails at 300 (WebP). */
const PICTURE_SIZE = 1200;
const PICTURE_THUMB_SIZE = 300;
const PICTURE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A picture for the catalogue (product, category, brand, banner): JPEG, PNG or WebP by its bytes, at most
 * `maxBytes` (4 MB unless told), decoded and stored as WebP under a random name in `folder` — at most
 * 1200 px on its longer side, and `thumb-` + name at most 300 px, as the seed's product pictures are. The
 * name is what the rows keep (the storefront builds img_src_url + name, + thumb_prefix for the thumbnail).
 */
export async function storeImage(
  files: FileStore,
  folder: string,
  bytes: Uint8Array,
  opts: { maxBytes?: number } = {},
): Promise<{ ok: true; name: string } | { ok: false; reason: 'type' | 'size' | 'decode' }> {
  if (!imageKind(bytes)) return { ok: false, reason: 'type' };
  if (bytes.byteLength > (opts.maxBytes ?? PICTURE_MAX_BYTES)) return { ok: false, reason: 'size' };
  const name = randomImageName(folder, 'webp');
  const stored = await putWithThumb(files, name, bytes, {
    encode: (s) => s.webp({ quality: 82 }),
    type: CONTENT_TYPES.webp,
    fullSize: PICTURE_SIZE,
    thumbSize: PICTURE_THUMB_SIZE,
  });
  return stored ? { ok: true, name } : { ok: false, reason: 'decode' };
}

/**
 * A picture uploaded as a multipart field (`file`), at most `maxBytes`: refused with the shop's one set of
 * texts (nothing sent, too large, not a JPEG/PNG/WebP, unreadable), else stored as `storeImage` does.
 */
export async function storeUploadedImage(
  files: FileStore,
  folder: string,
  file: unknown,
  maxBytes: number,
): Promise<{ ok: true; name: string } | { ok: false; message: string }> {
  if (!(file instanceof File) || file.size === 0)
    return { ok: false, message: ImageUploadMessages.missing };
  if (file.size > maxBytes) return { ok: false, message: ImageUploadMessages.size };
  const stored = await storeImage(files, folder, new Uint8Array(await file.arrayBuffer()), {
    maxBytes,
  });
  if (stored.ok) return stored;
  const why = { type: 'type', size: 'size', decode: 'broken' } as const;
  return { ok: false, message: ImageUploadMessages[why[stored.reason]] };
}

/**
 * Removes an image and its thumbnail, if there; a name is only ever one we stored. Best effort: a file the
 * store cannot remove now stays behind unreferenced (no row names it), which never fails the caller.
 */
export async function removeStoredImage(files: FileStore, name: string): Promise<void> {
  await Promise.all(
    [files.delete(name), files.delete(thumbName(name))].map((p) => p.catch(() => undefined)),
  );
}

/** The content type of an image kind (avatars are stored as sent). */
export const imageContentType = (kind: ImageKind) => CONTENT_TYPES[kind];
