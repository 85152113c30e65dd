// A static page's rich text as the storefront shows it (`/page/{slug}`) and the admin's preview shows it
// (issue 35 item 3): HTML cleaned on the server by sanitizePageHtml (allow-list; no scripts, handlers or
// styles), in the page's typography.
const PROSE =
  'rounded-lg bg-white p-6 leading-relaxed text-slate-800 shadow-sm [&_a]:text-[var(--color-primary)] [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_th]:text-start [&_ul]:list-disc [&_ul]:ps-6';

export function PageHtml({
  html,
  testId,
  lang,
  dir,
}: {
  /** Cleaned on the server (app/lib/sanitize.server.ts); never raw input. */
  html: string;
  testId: string;
  lang?: string;
  dir?: string;
}) {
  return (
    <div
      data-testid={testId}
      lang={lang}
      dir={dir}
      className={PROSE}
      // Sanitised on the server by sanitizePageHtml (allow-list; no scripts, handlers or styles).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
