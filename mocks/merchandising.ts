// The home page and its banners in the mock API (issue 35 item 1): a slider, a home banner, a popup banner and a
// site feature kept in memory per kind; the demo administrator lists, opens, saves, deletes and pictures them
// like the API (an audit row per change). Anyone else gets the 404 (mock.ts).
import {
  MERCH_KINDS,
  MerchMessages,
  merchandising,
  type MerchItem,
  type MerchKind,
  type MerchRecord,
} from '#contract/admin/merchandising.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import { mockCell, MOCK_ADMIN } from './identity.ts';
import { mock, mockRecord } from './mock.ts';

type Body = Record<string, unknown> & { id?: number; title: string };
const titles = (en: string) => ({ en, fr: '', ar: '', tr: '', hi: '' });
const rec = (id: number, title: string, fields: Partial<MerchRecord> = {}): MerchRecord => ({
  id,
  title,
  titles: titles(title),
  image: null,
  status: 'public',
  sort: 0,
  starts_at: null,
  ends_at: null,
  audit: [],
  ...fields,
});

const fixtures = (): Record<MerchKind, MerchRecord[]> => ({
  sliders: [rec(1, 'New season', { type: 1, source_type: 1, targets: '1', url: null })],
  banners: [
    rec(1, 'Play more, pay less', {
      type: 3,
      source_type: 1,
      targets: '1',
      closable: true,
      pages: [],
    }),
    rec(2, 'Welcome offer', {
      type: 9,
      source_type: 6,
      url: '/register',
      closable: true,
      pages: [],
    }),
  ],
  features: [rec(1, 'Secure payments')],
});

const store = mockCell(fixtures);
const rows = (kind: MerchKind) => store.get()[kind];
const snapshot = ({ audit: _a, ...r }: MerchRecord) => ({ ...r }) as Record<string, unknown>;

function audited(kind: MerchKind, r: MerchRecord, action: string, before: Record<string, unknown>) {
  r.audit.push({
    id: r.audit.length + 1,
    admin: { id: MOCK_ADMIN.id, name: MOCK_ADMIN.name },
    action: `${kind.slice(0, -1)}:${action}`,
    before,
    after: snapshot(r),
    created: new Date().toISOString(),
  });
}

function save(kind: MerchKind, b: Body) {
  const list = rows(kind);
  const found = b.id !== undefined ? list.find((r) => r.id === b.id) : undefined;
  if (b.id !== undefined && !found) return notFound(MerchMessages.notFound);
  const before = found ? snapshot(found) : {};
  const r = found ?? rec(Math.max(0, ...list.map((x) => x.id)) + 1, b.title);
  if (!found) list.push(r);
  r.title = b.title;
  r.titles = { ...titles(b.title), ar: String(b.title_ar ?? ''), fr: String(b.title_fr ?? '') };
  r.status = b.status === 'private' ? 'private' : 'public';
  r.sort = Number(b.sort ?? 0);
  r.starts_at = (b.starts_at as string | undefined) ?? null;
  r.ends_at = (b.ends_at as string | undefined) ?? null;
  if (kind !== 'features') {
    r.type = Number(b.type ?? 1);
    r.source_type = Number(b.source_type);
    r.targets = String(b.targets ?? '');
    r.url = (b.url as string | undefined) ?? null;
  }
  if (kind === 'banners') {
    r.closable = b.closable === true;
    r.pages = (b.pages as string[] | undefined) ?? [];
  }
  audited(kind, r, found ? 'update' : 'create', before);
  return ok({ id: r.id }, MerchMessages.saved);
}

const item = ({ audit: _a, ...r }: MerchRecord): MerchItem => r;

const handlersOf = (kind: MerchKind) => {
  const E = merchandising[kind];
  return [
    ...mock(E.list, () => ok(rows(kind).map(item))),
    ...mockRecord(E.one, (id) => rows(kind).find((r) => r.id === id), MerchMessages.notFound),
    ...mock(E.save, ({ body }) => save(kind, body as Body)),
    ...mock(E.remove, ({ body }) => {
      const list = rows(kind);
      const r = list.find((x) => x.id === body.id);
      if (!r) return notFound(MerchMessages.notFound);
      list.splice(list.indexOf(r), 1);
      return ok({ id: body.id }, MerchMessages.deleted);
    }),
    // Any non-empty file is taken (the mock does not decode it, nor measure a banner's).
    ...mock(E.image, async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const r = rows(kind).find((x) => x.id === Number(form?.get('id')));
      if (!r) return notFound(MerchMessages.notFound);
      const file = form?.get('image');
      if (!(file instanceof File) || file.size === 0) return formError(MerchMessages.missing);
      const before = snapshot(r);
      r.image = `${kind}/mock-${r.id}.webp`;
      audited(kind, r, 'image', before);
      return ok({ id: r.id, image: r.image }, MerchMessages.imageSaved);
    }),
  ];
};

export const merchandisingHandlers = MERCH_KINDS.flatMap(handlersOf);
