// Every screen has its own error boundary, so a failing loader shows the error screen inside the shell: the
// header and footer stay (only a failure of the root loader itself falls through to the root's boundary).
import { data } from '@remix-run/node';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { commonFixture } from '#mocks/site.ts';
import { CommonDataSchema } from '#contract/site/common.ts';
import App from '#app/root.tsx';
import { renderStub, loadTranslations } from '#tests/support/render.tsx';

type RouteModule = { default?: ComponentType; ErrorBoundary?: ComponentType };

// Flat route files and folder routes' route.tsx: every module the router may render.
const modules = import.meta.glob<RouteModule>(['./*.tsx', './*/route.tsx', '!./**/*.test.tsx'], {
  eager: true,
});
// Screens render a component; resource routes (sitemaps, robots, form endpoints) answer without one.
const screens = Object.keys(modules).filter((path) => modules[path]!.default);

loadTranslations();

// The root loader's answer as the shell reads it (settings, language, session bits).
const rootData = {
  locale: 'en',
  dir: 'ltr',
  origin: 'http://shop.test',
  site: { ...CommonDataSchema.parse(commonFixture), img_src_url: '/uploads/' },
  csrfToken: 'test-csrf',
  toast: null,
  prefs: { closedBanners: [], consent: 'declined' },
  thirdParty: null,
  strings: null,
  user: { loggedIn: false, id: null, name: null, avatar: null, cartCount: 0, wishlist: [] },
};

/** The real shell (root's App) around a screen whose loader fails with `status`. */
function renderFailing(mod: RouteModule, status: number, message: string) {
  return renderStub(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        Component: App,
        children: [
          {
            path: '*',
            loader: () => {
              throw data({ message }, { status });
            },
            Component: mod.default,
            ErrorBoundary: mod.ErrorBoundary,
          },
        ],
      },
    ],
    '/some/screen',
  );
}

describe('route error boundaries', () => {
  it('finds the screens', () => {
    expect(screens.length).toBeGreaterThan(20);
    expect(screens).toContain('./($lang).$main.product.$id/route.tsx');
  });

  it('every screen exports an ErrorBoundary', () => {
    expect(screens.filter((path) => !modules[path]!.ErrorBoundary)).toEqual([]);
  });

  it.each(screens)('%s keeps the header and footer around its error', async (path) => {
    renderFailing(modules[path]!, 503, 'API is down.');
    expect(await screen.findByRole('heading', { name: 'API is down.' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The error screen sits in the shell's one main landmark, with the failed loading bar.
    expect(within(screen.getByRole('main')).getByText('SORRY')).toBeInTheDocument();
    expect(screen.getByTestId('loading-bar-failed')).toBeInTheDocument();
  });

  it("shows a business error's message inside the shell", async () => {
    renderFailing(
      modules['./($lang).$main.product.$id/route.tsx']!,
      400,
      'The requested item is not available in your region',
    );
    expect(
      await screen.findByRole('heading', {
        name: 'The requested item is not available in your region',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Reload' })).toBeInTheDocument();
  });

  it('shows an unknown address as a 404 inside the shell', async () => {
    renderFailing(modules['./$.tsx']!, 404, 'This page could not be found');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try Reload' })).toBeNull();
  });
});
