// The header's account links (docs/spec.md §2 "Header"): log in / register and the seller sign-up link only when
// vendor registration is on; for a signed-in shopper their name, the account menu and a logout form.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commonFixture } from '#mocks/site.ts';
import { Header } from '#app/components/header.tsx';
import { renderStub, loadTranslations } from '#tests/support/render.tsx';

loadTranslations();

function renderHeader(opts: { vendor: 0 | 1; user?: { name: string } }) {
  const site = {
    ...commonFixture,
    setting: { ...commonFixture.setting, vendor_registration: opts.vendor },
  };
  const user = opts.user
    ? { loggedIn: true, id: 1, name: opts.user.name, avatar: null, cartCount: 2 }
    : { loggedIn: false, id: null, name: null, avatar: null, cartCount: 0 };
  return renderStub(
    [{ id: 'root', path: '/', loader: () => ({ site, locale: 'en', user }), Component: Header }],
    '/',
    { csrf: 't' },
  );
}

describe('Header account links', () => {
  it('offers the seller sign-up only when vendor registration is on', async () => {
    renderHeader({ vendor: 1 });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Become a seller' })).toBeInTheDocument();
  });
  it('hides the seller sign-up when vendor registration is off', async () => {
    renderHeader({ vendor: 0 });
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a seller' })).toBeNull();
  });
  it("shows a signed-in shopper's name, the account menu and a logout form with its CSRF token", async () => {
    const { container } = renderHeader({ vendor: 1, user: { name: 'Ada Lovelace' } });
    expect(await screen.findByTestId('header-profile')).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Become a seller' })).toBeNull();
    const logout = container.querySelector('form[action="/logout"]')!;
    expect(logout.getAttribute('method')).toBe('post');
    expect(logout.querySelector('input[name="csrf"]')).toHaveValue('t');
  });
});
