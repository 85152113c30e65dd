import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** Remix's unsigned cookie encoding: base64 of the JSON value. */
export const cookieValue = (value: unknown) =>
  encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));

/** A returning shopper who already answered the cookie banner and closed the popup (demo banner id 9). */
export async function setReturningShopper(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    {
      name: 'frontend_prefs',
      value: cookieValue({ closedBanners: [9], consent: 'accepted' }),
      url: baseURL,
    },
  ]);
}

/**
 * axe reads colours from what the browser has rendered, and a section that `content-visibility: auto` skips
 * has not been: its text gets false colour-contrast failures (axe-core issue 2768, open). This renders every
 * such section (through the CSSOM, which the CSP allows) so that axe checks the real colours of all of it.
 */
export async function renderSkippedContent(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
}

/** axe (WCAG 2.1 AA) on the page as it is now: a serious or critical violation fails. Needs JavaScript. */
export async function expectAccessible(page: Page) {
  await renderSkippedContent(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

// Every page: no uncaught errors and no CSP violations in the console (JavaScript-enabled projects).
export const test = base.extend<{
  consoleErrors: string[];
  firstVisit: boolean;
  allowedConsoleErrors: RegExp[];
  axe: void;
  js: boolean;
  stamp: string;
}>({
  firstVisit: [false, { option: true }],
  // The project's JavaScript setting as a plain boolean: on unless the project turns it off.
  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  // The project and the time, to make the test's own data (e-mails, store names) unlike any other run's.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  stamp: async ({}, use, testInfo) => use(`${testInfo.project.name}-${Date.now()}`),
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, baseURL, firstVisit }, use) => {
    if (!firstVisit && baseURL) await setReturningShopper(context, baseURL);
    await use(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        const text = m.text();
        if (m.type() !== 'error' || /Failed to load resource/.test(text)) return;
        if (!allowedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // Accessibility (issue 7): every screen a test ends on is checked with axe; serious or critical fails.
  // axe runs inside the page, so it needs JavaScript: the JS-enabled projects check the same server markup.
  axe: [
    async ({ page, javaScriptEnabled }, use) => {
      await use();
      if (!javaScriptEnabled || !page.url().startsWith('http')) return;
      await expectAccessible(page);
    },
    { auto: true },
  ],
});
export { expect };

/** With JavaScript on, wait until React has hydrated the page (clicks before that hit plain HTML). */
export async function hydrated(page: Page, javaScriptEnabled?: boolean) {
  if (javaScriptEnabled === false) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
}

/** Opens `path` and, with JavaScript on, waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string, javaScriptEnabled?: boolean) {
  await page.goto(path);
  await hydrated(page, javaScriptEnabled);
}

/** Fills a form's fields by their exact labels, in order, then presses its button `submit`. */
export async function submitForm(page: Page, fields: Record<string, string>, submit: string) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: submit }).click();
}

/** Opens `path` and checks the HTTP status the document came with. */
export async function openWithStatus(page: Page, path: string, status: number) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(status);
}

/** How far the page scrolls sideways (0: nothing sticks out, in either direction). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A namespace of the storefront's strings in `lang` (locales/<lang>/<ns>.json). */
export const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/**
 * The popup banner's box, and the boxes of copies of it cut where a first paint in the middle of parsing
 * it would cut it: without its close form, then without its picture too (decision 121). All must be equal.
 */
export function popupBoxes(dialog: Locator) {
  return dialog.evaluate((d) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return [Math.round(r.width), Math.round(r.height)];
    };
    const copy = d.cloneNode(true) as HTMLElement;
    copy.removeAttribute('data-testid');
    d.after(copy);
    const partial = [box(copy)];
    copy.querySelector('form')?.remove();
    partial.push(box(copy));
    copy.querySelector('img')?.closest('a')?.remove();
    copy.querySelector('img')?.remove();
    partial.push(box(copy));
    copy.remove();
    return { whole: box(d), partial };
  });
}
