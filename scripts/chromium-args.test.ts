// The e2e tests' `--disable-features` must repeat Playwright's own list, since Chromium keeps only the last
// one (chromium-args.ts); and it must really stop the address bar's WebUI renderer.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BAR_WEBUI, CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-args.ts';

const require = createRequire(import.meta.url);

describe('the e2e Chromium command line', () => {
  it('repeats every feature Playwright disables (Chromium keeps only the last --disable-features)', () => {
    const bundle = readFileSync(
      join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
      'utf8',
    );
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
    expect(list, "playwright-core's disabledFeatures list").toBeTruthy();
    const theirs = [...list!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
    const ours = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.split('=')[1]!.split(',')).toEqual([...theirs, ...ADDRESS_BAR_WEBUI]);
  });

  it('opens no address-bar WebUI renderer for a context', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      const context = await browser.newContext();
      await (await context.newPage()).setContent('<p>shop</p>');
      await new Promise((r) => setTimeout(r, 1000));
      // This process's descendants: the browser it launched and every process that browser started.
      const table = execSync('ps -eo pid,ppid,args')
        .toString()
        .split('\n')
        .slice(1)
        .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
        .filter((m) => m !== null)
        .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
      const ours = new Set([process.pid]);
      for (let grew = true; grew;) {
        grew = false;
        for (const p of table)
          if (ours.has(p.ppid) && !ours.has(p.pid)) grew = Boolean(ours.add(p.pid));
      }
      const renderers = table.filter((p) => ours.has(p.pid) && p.args.includes('--type=renderer'));
      expect(renderers.length).toBeGreaterThan(0);
      expect(renderers.filter((p) => p.args.includes('--top-chrome-webui'))).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
