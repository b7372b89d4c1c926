// html-validate's recommended rules, applied to every page the server sends (tests/e2e/page-quality.spec.ts).
// Each exception is a way React/Next.js writes valid HTML that a stricter house style would not:
/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // A lazy image has no src until it nears the viewport: SiteImage keeps its sources in data-src
    // and data-srcset, and the image loader sets them (a src, even a placeholder, changed the
    // loader's timing on long pages). Browsers without scripts get the <noscript> copy, with a src.
    { img: { attributes: { src: { required: false } } } },
  ],
  rules: {
    // React writes some attributes camel-cased (`charSet`, `hrefLang`); HTML attribute names are
    // case-insensitive, so the browser reads them the same.
    'attr-case': 'off',
    // React closes void elements (`<meta/>`, `<img/>`): valid HTML, only a matter of style.
    'void-style': 'off',
    // React writes boolean attributes as `async=""`: valid HTML, only a matter of style.
    'attribute-boolean-style': 'off',
    // Likewise `hidden=""` on the elements React and Next.js hide.
    'attribute-empty-style': 'off',
    // React's useId() makes ids like `_R_2ivb_`: valid HTML5 ids (no spaces), which "relaxed" checks,
    // though they do not start with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Inline styles carry per-element values set from data: an entry animation's delay, an
    // image's blurred placeholder, a department's colour. The stylesheet holds every rule.
    'no-inline-style': 'off',
  },
};

export default config;
