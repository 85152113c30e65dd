import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotField } from '#app/lib/honeypot.tsx';
import { PostForm } from '#app/components/form.tsx';
import { localizePath } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';
import { SiteLogo } from '#app/components/picture.tsx';

/**
 * The auth layout (docs/spec.md §2): logo, welcome text, Google and Facebook buttons only when enabled in
 * `common`, and the privacy policy link. Social buttons are plain links to /social-login/{provider}, which
 * binds the sign-in to this browser and goes on to the API's redirect endpoint.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { t } = useTranslation();
  if (!data) return <>{children}</>;
  const { site, locale } = data;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 py-8">
      <Link to={localizePath('/', locale)}>
        <SiteLogo site={site} which="header_logo" named className="h-12 w-auto" />
      </Link>
      <p className="text-lg font-medium">
        {t('auth.welcome', { site: site.site_setting.site_name ?? 'Bazaar' })}
      </p>
      <div className="w-full">{children}</div>
      {site.setting.google_login === 1 || site.setting.facebook_login === 1 ? (
        <div className="flex w-full flex-col gap-2">
          {site.setting.google_login === 1 ? (
            <a className="btn-secondary" href={localizePath('/social-login/google', locale)}>
              {t('auth.google')}
            </a>
          ) : null}
          {site.setting.facebook_login === 1 ? (
            <a className="btn-secondary" href={localizePath('/social-login/facebook', locale)}>
              {t('auth.facebook')}
            </a>
          ) : null}
        </div>
      ) : null}
      <Link to={localizePath('/page/privacy-policy', locale)} className="text-sm underline">
        {t('auth.privacy')}
      </Link>
    </div>
  );
}

/** The white card of one auth step: its heading and, when given, a line of introduction. */
export function AuthCard({
  title,
  intro,
  email,
  children,
}: {
  title: string;
  intro?: string;
  /** The e-mail a code was sent to, after the introduction. */
  email?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <h1 className={`${intro ? 'mb-2' : 'mb-4'} text-2xl font-semibold`}>{title}</h1>
      {intro ? (
        <p className="mb-4 text-sm text-slate-700">
          {email ? (
            <>
              {intro} <bdi className="font-medium">{email}</bdi>
            </>
          ) : (
            intro
          )}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** An auth form: posted with its CSRF token and honeypot, the form's errors above its fields. */
export function AuthForm<Schema extends Record<string, unknown>>(
  props: Omit<Parameters<typeof PostForm<Schema>>[0], 'honeypot'>,
) {
  return <PostForm {...props} honeypot />;
}

/** The 'restart' button of a two-step flow: forget the pending e-mail and start again. */
export function RestartForm({ label }: { label: string }) {
  return (
    <Form method="post" className="mt-4">
      <AuthenticityTokenInput />
      <HoneypotField />
      <button type="submit" name="intent" value="restart" className="text-sm underline">
        {label}
      </button>
    </Form>
  );
}

/** A link to another auth screen that keeps where the shopper goes afterwards. */
export const withRedirectTo = (path: string, redirectTo: string) =>
  `${path}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;
