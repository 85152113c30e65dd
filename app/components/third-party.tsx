import { useLocation } from '@remix-run/react';
import { useNonce } from '#app/lib/nonce.tsx';
import { useRootData } from '#app/components/use-root.ts';

/** A custom script's route pattern: '*' or empty for every page, else a path prefix, `*` as a wildcard. */
export function routeMatches(pattern: string | null | undefined, path: string): boolean {
  const p = (pattern ?? '').trim();
  if (!p || p === '*') return true;
  const re = new RegExp(
    `^${p
      .split('*')
      .map((x) => x.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}`,
  );
  return re.test(path);
}

/** Script code as stored by the shop: JavaScript, optionally wrapped in <script> tags. */
const jsOf = (code: string | null | undefined) =>
  (code ?? '')
    .replace(/^\s*<script[^>]*>/i, '')
    .replace(/<\/script>\s*$/i, '')
    .replace(/<\/script/gi, '<\\/script');

/** Inline code under the CSP nonce (the browser hides the nonce attribute, hence no hydration warning). */
function InlineScript({ code }: { code: string }) {
  const nonce = useNonce();
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
  );
}

/**
 * Analytics, pixel and the shop's custom scripts (docs/spec.md §1, issue 3): only after the shopper accepted
 * cookies, each with the CSP nonce; the CSP admits the analytics hosts for exactly these pages.
 */
export function ThirdPartyScripts({ place }: { place: 'head' | 'body' }) {
  const data = useRootData();
  const nonce = useNonce();
  const location = useLocation();
  if (!data?.thirdParty) return null;
  const { ga, pixel, scripts } = data.thirdParty;
  const custom = (where: 'header' | 'body') =>
    scripts
      .filter(
        (s) =>
          s[`${where}_script`] === 1 &&
          s[`${where}_script_code`] &&
          routeMatches(s.route_pattern, location.pathname),
      )
      .map((s) => <InlineScript key={s.id} code={jsOf(s[`${where}_script_code`])} />);
  if (place === 'body') return <>{custom('body')}</>;
  return (
    <>
      {ga ? (
        <>
          <script
            async
            nonce={nonce}
            suppressHydrationWarning
            src={`https://www.googletagmanager.com/gtag/js?id=${ga}`}
          />
          <InlineScript
            code={`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(ga)});`}
          />
        </>
      ) : null}
      {pixel ? (
        <InlineScript
          code={`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.nonce=${JSON.stringify(nonce)};t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(pixel)});fbq('track','PageView');`}
        />
      ) : null}
      {custom('header')}
    </>
  );
}
