import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers, top to bottom; a file imports from its own floor or a lower one, never from above:
 *
 *   app/, proxy.ts, instrumentation.ts   routes and the request pipeline: may use every floor
 *   components/                          UI; reaches the database only through lib/
 *   lib/                                 behaviour: queries, forms, SEO, security, routes
 *   content/                             typed data: imports only lib/core and i18n/locales
 *   db/                                  schema, client, migrations: imports only lib/core
 *   i18n/, messages/                     locales, navigation and interface strings, beside the
 *                                        floors above: they import only each other and lib/core
 *   lib/core/                            the ground floor (environment, logging): imports nothing
 *
 * tests/, scripts/ and bench/ sit outside: they may import the site, the site never imports them.
 * The rule resolves `@/` through tsconfig, so alias and relative imports are checked alike
 * (tests/unit/layers.test.ts plants one of each).
 */
const site = ['./app', './components', './lib', './content', './db', './i18n', './messages'];
const entryPoints = ['./proxy.ts', './instrumentation.ts'];
/** Everything in lib/ but the ground floor. */
const libAboveCore = { from: './lib', except: ['./core'] };

const layerZones = [
  {
    target: './lib/core',
    from: ['./app', './components', './content', './db', './i18n', './messages', ...entryPoints],
    message: 'lib/core is the ground floor: it imports nothing from the site.',
  },
  {
    target: './lib/core',
    ...libAboveCore,
    message: 'lib/core is the ground floor: it imports nothing from the site.',
  },
  {
    target: './db',
    from: ['./app', './components', './content', './i18n', './messages', ...entryPoints],
    // The locale list (plain data, no framework): the database checks a stored language against it.
    except: ['./locale-routing.mjs'],
    message: 'db/ imports only lib/core and the locale list (i18n/locale-routing.mjs).',
  },
  { target: './db', ...libAboveCore, message: 'db/ imports only lib/core.' },
  {
    target: './content',
    from: ['./app', './components', './db', './messages', ...entryPoints],
    message: 'content/ is data: it imports only lib/core, i18n/locales and i18n/format.',
  },
  {
    target: './content',
    ...libAboveCore,
    message: 'content/ is data: it imports only lib/core, i18n/locales and i18n/format.',
  },
  {
    target: './content',
    from: './i18n',
    except: ['./locales.ts', './format.ts'],
    message: 'content/ is data: it imports only lib/core, i18n/locales and i18n/format.',
  },
  {
    target: ['./i18n', './messages'],
    from: ['./app', './components', './content', './db', ...entryPoints],
    message: 'i18n/ and messages/ import only each other and lib/core.',
  },
  {
    target: ['./i18n', './messages'],
    ...libAboveCore,
    message: 'i18n/ and messages/ import only each other and lib/core.',
  },
  {
    target: './lib',
    from: ['./app', './components', ...entryPoints],
    message: 'lib/ may not import app/ or components/.',
  },
  {
    target: './components',
    from: ['./app', ...entryPoints],
    message: 'components/ may not import app/.',
  },
  {
    target: './components',
    from: './db',
    message: 'components/ reach the database through lib/.',
  },
  {
    target: [...site, ...entryPoints],
    from: ['./tests', './scripts', './bench'],
    message: 'The site never imports tests/, scripts/ or bench/.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-builds/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'bundle/**',
    // Built by scripts/editor-screen.mjs from the editing screen's library.
    'public/_editor/**',
    'next-env.d.ts',
  ]),
]);
