// The header's account links (spec §2 "Header"): log in / register and the seller sign-up link only when
// vendor registration is on; for a signed-in shopper their name, the account menu and a logout form.
import { createRemixStub } from '@remix-run/testing';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonFixture } from '#mocks/fixtures.ts';
import { i18nConfig } from '../lib/i18n.ts';
import { Header } from './header.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: 'en' });
});

function renderHeader(opts: { vendor: 0 | 1; user?: { name: string } }) {
  const site = {
    ...commonFixture,
    setting: { ...commonFixture.setting, vendor_registration: opts.vendor },
  };
  const user = opts.user
    ? { loggedIn: true, id: 1, name: opts.user.name, avatar: null, cartCount: 2 }
    : { loggedIn: false, id: null, name: null, avatar: null, cartCount: 0 };
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site, locale: 'en', user }),
      Component: () => (
        <AuthenticityTokenProvider token="t">
          <Header />
        </AuthenticityTokenProvider>
      ),
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
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
