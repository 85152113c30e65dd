// The one form style: schemas built on contract/ answer with the spec's messages from the locales (the
// contract's English never reaches a shopper), one per field, in field order, the same in every language.
import { describe, expect, it } from 'vitest';
import { z } from '#contract/zod.ts';
import { EmailSchema } from '#contract/site/newsletter.ts';
import { PhoneSchema, passwordSchema, requiredText } from '#contract/account/schemas.ts';
import { QuantitySchema } from '#contract/cart/schemas.ts';
import { Messages } from '#contract/messages.ts';
import { LANGUAGE_CODES } from '#contract/codes.ts';
import { i18next } from '#app/lib/i18next.server.ts';
import { ACCOUNT_MESSAGES, firstError, parseForm } from '#app/lib/form-validation.ts';
import { VerificationCodeSchema, confirmationSchema, confirmed } from '#app/lib/account-forms.ts';
import { CONTACT_MESSAGES, ContactFormSchema } from '#app/lib/contact-form.ts';
import { VOUCHER_MESSAGES, VoucherCheckSchema } from '#app/lib/voucher-form.ts';

const tFor = (lang: string) => i18next.getFixedT(lang, ['account', 'cart', 'catalog', 'common']);
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

const Register = confirmed(
  z.object({
    first_name: requiredText('first_name', 20),
    email: EmailSchema,
    phone: PhoneSchema,
    password: passwordSchema(),
    password_confirmation: confirmationSchema('password_confirmation'),
    code: VerificationCodeSchema,
  }),
  'password',
  'password_confirmation',
);

describe('parseForm', () => {
  it("answers the contract's refusals with the spec's messages, one per field, in field order", async () => {
    const t = await tFor('en');
    const s = parseForm(
      form({
        first_name: 'x'.repeat(21),
        email: 'nope',
        phone: 'call me',
        password: '123',
        password_confirmation: '1234',
        code: '12345',
      }),
      Register,
      t,
    );
    expect(s.status).toBe('error');
    expect(s.reply().error).toEqual({
      first_name: ['First name may not be longer than 20 characters.'],
      email: ['Invalid email'],
      phone: ['Invalid number'],
      password: ['Invalid Password Length'],
      password_confirmation: ["Password didn't match"],
      code: ['Enter the 6-digit code from the e-mail.'],
    });
    // Fields in their order; the confirmation's check runs on the whole object, after them.
    expect(Object.keys(s.reply().error!)).toEqual([
      'first_name',
      'email',
      'phone',
      'password',
      'code',
      'password_confirmation',
    ]);
  });

  it('names the missing field in the shopper’s language, and a blank one counts as missing', async () => {
    const s = parseForm(form({ first_name: '   ' }), Register, await tFor('fr'));
    expect(s.reply().error?.first_name).toEqual(['Le champ Prénom est obligatoire']);
    expect(s.reply().error?.password_confirmation).toEqual([
      'Le champ Confirmez le mot de passe est obligatoire',
    ]);
    expect(s.reply().error?.code).toEqual(['Le champ Code est obligatoire']);
  });

  it('gives every language its own text for every refusal of a form (no English left over)', async () => {
    const english = parseForm(form({ email: 'x', password: '1' }), Register, await tFor('en'));
    expect(Object.keys(english.reply().error ?? {})).toHaveLength(6);
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const s = parseForm(form({ email: 'x', password: '1' }), Register, await tFor(lang));
      for (const [field, messages] of Object.entries(s.reply().error ?? {}))
        expect(messages, `${lang} ${field}`).not.toEqual(english.reply().error?.[field]);
    }
  });

  it('keeps the contract’s values: trimmed text, numbers as numbers', async () => {
    const t = await tFor('en');
    const s = parseForm(
      form({ quantity: ' 3 ' }),
      z.object({ quantity: QuantitySchema }),
      t,
      ACCOUNT_MESSAGES,
    );
    expect(s.status === 'success' && s.value).toEqual({ quantity: 3 });
    const refused = parseForm(
      form({ quantity: '1000' }),
      z.object({ quantity: QuantitySchema }),
      t,
    );
    expect(firstError(refused.reply().error)).toBe(Messages.maxQuantity);
  });

  it('uses a form’s own wording: the contact page and the voucher code', async () => {
    const fr = await tFor('fr');
    const contact = parseForm(form({ email: 'nope' }), ContactFormSchema, fr, CONTACT_MESSAGES);
    expect(contact.reply().error).toEqual({
      name: ['Nom est obligatoire'],
      email: ['Adresse e-mail invalide'],
      subject: ['Objet est obligatoire'],
      message: ['Votre message est obligatoire'],
    });
    const en = await tFor('en');
    const missing = parseForm(form({ code: ' ' }), VoucherCheckSchema, en, VOUCHER_MESSAGES);
    expect(firstError(missing.reply().error)).toBe('Enter a voucher code.');
    const foreign = parseForm(form({ code: '<script>' }), VoucherCheckSchema, en, VOUCHER_MESSAGES);
    expect(firstError(foreign.reply().error)).toBe('This voucher code does not exist.');
  });

  it('answers every refusal of a hidden id with one message, and lets an unknown text through', async () => {
    const t = await tFor('en');
    const schema = z.object({
      product_id: z.coerce.number().int().positive(),
      note: z.literal('a'),
    });
    const s = parseForm(form({ product_id: 'x', note: 'b' }), schema, t, {
      ...ACCOUNT_MESSAGES,
      fields: { product_id: 'cart:errors.unavailable' },
    });
    expect(s.reply().error?.product_id).toEqual(['This product is not available.']);
    expect(s.reply().error?.note?.[0]).toMatch(/expected "a"/);
  });
});

describe('firstError', () => {
  it('is the first message of the first refused field, or nothing', () => {
    expect(firstError({ a: null, b: ['one', 'two'], c: ['three'] })).toBe('one');
    expect(firstError(undefined)).toBe('');
    expect(firstError(null)).toBe('');
  });
});
