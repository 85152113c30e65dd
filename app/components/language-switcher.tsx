import { Form, useLocation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '#app/components/icons.tsx';

type Language = { code: string; name: string };

/**
 * The language dropdown (docs/spec.md §2): only when more than one language is enabled. A <details> menu of submit
 * buttons posting to /language, so it opens, closes and switches without JavaScript and by keyboard.
 */
export function LanguageSwitcher({
  languages,
  current,
}: {
  languages: Language[];
  current: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (languages.length < 2) return null;
  const currentName = languages.find((l) => l.code === current)?.name ?? current;
  return (
    <details className="dropdown relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1 hover:bg-slate-100"
        aria-label={t('language.current', { language: currentName })}
      >
        <GlobeIcon />
        {currentName}
      </summary>
      <Form
        method="post"
        action="/language"
        reloadDocument
        className="absolute end-0 z-30 mt-1 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <fieldset>
          <legend className="sr-only">{t('language.choose')}</legend>
          {languages.map((l) => (
            <button
              key={l.code}
              type="submit"
              name="lang"
              value={l.code}
              lang={l.code}
              aria-current={l.code === current ? 'true' : undefined}
              className="block w-full rounded px-3 py-1.5 text-start hover:bg-slate-100 aria-[current=true]:font-semibold"
            >
              {l.name}
            </button>
          ))}
        </fieldset>
      </Form>
    </details>
  );
}
