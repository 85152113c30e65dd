// Uploaded images (docs/spec.md §5, §9): JPEG or PNG judged by their bytes (never the client's name or type), stored
// under the uploads folder with a random name of ours — a client's file name is never part of a path. Review
// photos are decoded and written again (which also drops EXIF data such as a phone's GPS position) with a
// thumbnail beside them, `thumb-` + name (docs/api-reference.md §6.1).
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

export type ImageKind = 'jpg' | 'png';

/** The image type from its first bytes: JPEG or PNG. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  return null;
}

/** A random file name under `folder` (ours, never the client's). */
export const randomImageName = (folder: string, kind: ImageKind, prefix = '') =>
  `${folder}/${prefix}${randomBytes(12).toString('hex')}.${kind}`;

const THUMB_SIZE = 320;
/** Pixels a decoder may allocate for one upload: far more than any photo of 1000 KB, far less than a bomb. */
const MAX_PIXELS = 40_000_000;

sharp.cache(false);

/**
 * Decodes `bytes` (already known to be JPEG or PNG), writes the image upright without its metadata, and a
 * thumbnail at most 320 px on its longer side, as `name` and `thumb-` + `name`. False when the bytes do not
 * decode (a truncated or forged file); nothing is left behind then.
 */
export async function writeImageWithThumb(
  uploadsDir: string,
  name: string,
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<boolean> {
  const full = join(uploadsDir, name);
  const thumb = join(uploadsDir, thumbName(name));
  try {
    const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const encode = (s: Sharp) =>
      kind === 'png' ? s.png({ compressionLevel: 9 }) : s.jpeg({ quality: 85, mozjpeg: true });
    const [a, b] = await Promise.all([
      encode(source()).toBuffer(),
      encode(
        source().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }),
      ).toBuffer(),
    ]);
    await mkdir(dirname(full), { recursive: true });
    await mkdir(dirname(thumb), { recursive: true });
    await writeFile(full, a);
    await writeFile(thumb, b);
    return true;
  } catch {
    await removeImage(uploadsDir, name);
    return false;
  }
}

/** `reviews/a.jpg` → `thumb-reviews/a.jpg`: the thumbnail's name by the §6.1 rule (prefix + name). */
const thumbName = (name: string) => `thumb-${name}`;

/** Removes an image and its thumbnail, if there; a name is only ever one we stored. */
export async function removeImage(uploadsDir: string, name: string): Promise<void> {
  await unlink(join(uploadsDir, name)).catch(() => undefined);
  await unlink(join(uploadsDir, thumbName(name))).catch(() => undefined);
}
