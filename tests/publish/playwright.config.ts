import { serialSuiteConfig } from '../support/serial-suite';

/**
 * Publishing while serving (`npm start`, scripts/lib/publish.mjs): the server run from a copy of
 * the checkout, whose content is changed while a load of page requests runs (plain HTTP, as many
 * as a few visitors make), or by an editor on the editing screen (Debian's Chromium). Each test
 * rebuilds the site, which takes both cores for a minute or two: they run after the other
 * end-to-end tests, whose timings a rebuild beside them would upset.
 */
export default serialSuiteConfig('publish', 420_000);
