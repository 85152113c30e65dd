import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '#app/components/error-view.tsx';
import { Price } from '#app/components/price.tsx';
import { USD, renderAt, loadTranslations } from '#tests/support/render.tsx';

loadTranslations();

describe('Price', () => {
  it('shows the offered price, the struck-through selling price and the discount', async () => {
    renderAt('/', <Price product={{ selling: 20, offered: 15 }} money={USD} />);
    expect(await screen.findByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('$20.00').tagName).toBe('S');
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('uses the flash price only with an end time', async () => {
    renderAt(
      '/',
      <Price
        product={{ selling: 20, offered: 15, price: 10, end_time: '2099-01-01 00:00:00' }}
        money={USD}
      />,
    );
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('50% off')).toBeInTheDocument();
  });

  it('shows a single price without a discount', async () => {
    renderAt(
      '/',
      <Price
        product={{ selling: 20, offered: 0, price: 10, end_time: null }}
        money={{ ...USD, currency_position: 2 }}
      />,
    );
    expect(await screen.findByText('20.00 $')).toBeInTheDocument();
    expect(screen.queryByText(/off/)).toBeNull();
  });
});

describe('ErrorView', () => {
  it('shows the 404 text and a link home', async () => {
    renderAt('/nope', <ErrorView status={404} />);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Try Reload' })).toBeNull();
  });

  it('shows SORRY, the default message, reload and go home for a 500', async () => {
    renderAt('/fr/page?x=1', <ErrorView status={500} />, 'en');
    expect(await screen.findByText('SORRY')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Reload' })).toHaveAttribute(
      'href',
      '/fr/page?x=1',
    );
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/fr');
  });

  it("shows 'API is down.' for a 503, whatever message came with it", async () => {
    renderAt('/', <ErrorView status={503} message="ignored" />);
    expect(await screen.findByRole('heading', { name: 'API is down.' })).toBeInTheDocument();
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('shows a business message for a 400, with its status, reload and go home', async () => {
    renderAt('/cart', <ErrorView status={400} message="Voucher is not valid." />);
    expect(
      await screen.findByRole('heading', { name: 'Voucher is not valid.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('400')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Reload' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  });

  it('renders in Arabic', async () => {
    renderAt('/ar', <ErrorView status={404} />, 'ar');
    expect(
      await screen.findByRole('heading', { name: 'تعذر العثور على هذه الصفحة' }),
    ).toBeInTheDocument();
  });
});
