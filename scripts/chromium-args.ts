// The command line of the Chromium the e2e tests drive (Debian's, new headless mode).
//
// New headless opens a real browser window for every Playwright context, and that window starts the
// address bar's WebUI renderer (`--top-chrome-webui`): about 0.15 s of Chromium's CPU per context on this
// 2-core machine, which the tests' own servers need (decision 119). These four
// features turn it off.
//
// Chromium keeps only the last `--disable-features` of its command line, and Playwright passes its own
// list before ours: this one repeats Playwright's (playwright-core's `chromiumSwitches`), and
// `chromium-args.test.ts` fails when a Playwright upgrade changes that list.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const ADDRESS_BAR_WEBUI = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_WEBUI].join(',')}`,
];
