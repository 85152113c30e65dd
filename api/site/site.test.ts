// Site endpoints in-process on SQLite and (when reachable) PostgreSQL: common, pages, countries, localization,
// payment methods, contact and newsletter. Every success is parsed with its contract schema.
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../db/test-db.ts';
import { useTestApi } from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('site on %s', (dialect) => {
  const { get, getParsed, post, db } = useTestApi(dialect);

  it('serves common with languages, settings and no secrets', async () => {
    const data = await getParsed('common', '/common');
    expect(data.languages.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'fr',
      'ar',
      'tr',
      'hi',
    ]);
    expect(data.img_src_url).toBe('https://shop.test/uploads/');
    expect(data.setting).toMatchObject({
      currency: 'USD',
      currency_icon: '$',
      currency_position: 1,
      default_country: 'AF',
      default_state: 'BDS',
    });
    expect(data.top_banner.type).toBe(8);
    expect(data.popup_banner.type).toBe(9);
    expect(data.categories.length).toBeGreaterThanOrEqual(10);
    expect(data.categories[0].child.length).toBeGreaterThan(0);
    const raw = JSON.stringify((await get('/payment-gateway')).body);
    expect(raw).not.toMatch(/secret/i);
  });

  it("takes common's absolute URLs from PUBLIC_URL, never from the request's Host", async () => {
    const { body } = await get('http://attacker.example/common', { host: 'attacker.example' });
    const data = (body as { data: { site_setting: Record<string, unknown> } }).data;
    expect(data.site_setting.api_base).toBe('https://shop.test');
    expect(JSON.stringify(body)).not.toContain('attacker.example');
  });

  it('translates common with fallback to the base text', async () => {
    const fr = await getParsed('common', '/common', { lang: 'fr' });
    expect(fr.categories[0].title).toBe('Électronique');
  });

  it('serves pages, countries, localization and payment methods', async () => {
    expect((await getParsed('page', '/page/about')).title).toBe('About us');
    expect((await get('/page/nope')).body.status).toBe(404);
    const countries = await getParsed('countriesPhones', '/countries-phones');
    expect(Object.keys(countries.countries).length).toBeGreaterThan(200);
    expect(countries.countries.AF.states.BDS.name).toBe('Badakhshan');
    expect(countries.phones.AE).toBe('+971');
    expect(await getParsed('localization', '/localization?locale_code=fr')).toEqual({});
    expect((await get('/localization?locale_code=xx')).body.status).toBe(201);
    expect(await getParsed('paymentGateway', '/payment-gateway')).toMatchObject({
      cash_on_delivery: 1,
      bank: 1,
    });
  });

  it('keeps contact messages and refuses missing fields with the spec messages', async () => {
    const send = async (body: unknown) => {
      const { res, body: answer } = await post('/contact', JSON.stringify(body));
      expect(res.status).toBe(200);
      return answer;
    };
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
    expect(await send(message)).toMatchObject({ status: 200, data: true, token: '' });
    const rows = await db().selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
    expect(await send({ email: 'nope', subject: ' ' })).toMatchObject({
      status: 201,
      data: {
        form: ['name is required', 'Invalid email', 'subject is required', 'message is required'],
      },
    });
  });

  it('subscribes to the newsletter idempotently and refuses bad input with messages', async () => {
    const send = async (body: string, type = 'application/json') => {
      const { res, body: answer } = await post('/email-subscription', body, type);
      expect(res.status).toBe(200);
      return answer;
    };
    expect(await send(JSON.stringify({ email: 'Ada@Example.com' }))).toMatchObject({
      status: 200,
      data: true,
    });
    expect(await send(JSON.stringify({ email: 'ada@example.com' }))).toMatchObject({
      status: 200,
      data: true,
    });
    const rows = await db()
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', 'ada@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await send(JSON.stringify({ email: 'not-an-email' }))).data.form).toEqual([
      'Invalid email',
    ]);
    expect((await send(JSON.stringify({}))).data.form).toEqual(['email is required']);
    expect((await send('{"email": ')).data.form).toEqual(['The request body is not valid JSON']);
    expect((await send('[1,2]')).data.form).toEqual(['The request body is not valid JSON']);
    expect(
      (await send('email=grace%40example.com', 'application/x-www-form-urlencoded')).status,
    ).toBe(200);
    expect((await send(JSON.stringify({ email: `${'a'.repeat(300)}@x.com` }))).status).toBe(201);
  });
});
