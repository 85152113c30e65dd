// What the content's parts share (issue 35 item 3): who writes, what a write answers, the status's name.
import { Visibility } from '#contract/codes.ts';
import type { AuthUser } from '../lib/auth.ts';

export type Admin = Pick<AuthUser, 'id' | 'name'>;
export type Saved = { ok: true; id: number } | { ok: false; message: string; missing?: true };

export const statusName = (s: number): 'public' | 'hidden' =>
  s === Visibility.PUBLIC ? 'public' : 'hidden';
export const statusCode = (s: 'public' | 'hidden') =>
  s === 'public' ? Visibility.PUBLIC : Visibility.PRIVATE;

/** A write the database refused for a unique constraint (SQLite's and PostgreSQL's words). */
export const isUniqueViolation = (e: unknown) =>
  e instanceof Error &&
  /unique|duplicate key/i.test(`${e.message} ${String((e as { code?: unknown }).code)}`);
