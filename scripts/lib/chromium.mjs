// The one browser the end-to-end tests and the benchmarks drive: Debian's Chromium, unless
// CHROMIUM_PATH names another executable. Playwright never downloads a browser for this project.
export const debianChromium = '/usr/bin/chromium';

/** The browser executable: CHROMIUM_PATH when set, else Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH || debianChromium;
