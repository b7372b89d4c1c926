// The one browser the end-to-end tests and the benchmarks drive: Debian's Chromium, unless
// CHROMIUM_PATH names another executable. Playwright never downloads a browser for this project.
export const debianChromium = '/usr/bin/chromium';

/** The browser executable: CHROMIUM_PATH when set, else Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH || debianChromium;

/** The flags every run of it gets on this kind of machine: no sandbox, GPU, updates or background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
