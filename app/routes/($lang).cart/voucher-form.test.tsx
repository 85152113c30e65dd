// The voucher form of the cart and the checkout: a voucher that no longer applies can be removed, so the
// order can go ahead without it; Enter in the code box still applies the typed code (its own form).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTranslations, renderAt, renderStub } from '#tests/support/render.tsx';
import { VoucherForm } from '#app/routes/($lang).cart/voucher-form.tsx';

loadTranslations();

describe('VoucherForm', () => {
  it('offers Remove for a voucher that no longer applies, in a form of its own after the code form', async () => {
    renderAt(
      '/cart',
      <VoucherForm code="WELCOME10" summary={{ voucher: null, voucher_error: 'used up' }} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The voucher WELCOME10 no longer applies to your selection.');
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAttribute('value', 'voucher-remove');
    const code = screen.getByRole('textbox', { name: 'Voucher code' });
    const codeForm = code.closest('form')!;
    // The code form's first (default) button applies; Remove sits in another form.
    expect(within(codeForm).getAllByRole('button')[0]).toHaveAttribute('value', 'voucher');
    expect(codeForm.contains(remove)).toBe(false);
  });

  it('shows the voucher in use with Remove, and no warning', async () => {
    renderAt('/cart', <VoucherForm code="SAVE5" summary={{ voucher: {}, voucher_error: null }} />);
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
  it('puts back the code just refused (kept by the error toast across the redirect)', async () => {
    renderStub(
      [
        {
          id: 'root',
          path: '/',
          loader: () => ({ toast: { type: 'error', message: 'x', values: { voucher: 'NOPE10' } } }),
          Component: () => <VoucherForm code={null} summary={null} />,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toHaveValue('NOPE10');
  });
});
