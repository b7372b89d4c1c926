// Loaded before Next.js starts (the bundle's server.js, `npm start`): what Next.js prints as text
// on the console, its start banner first (« ▲ Next.js … », « - Local: … », « ✓ Ready in … »), is
// written as one JSON line each, like the site's own log, so a log collector reads every line of
// the process alike. Lines already JSON (the site's logger) pass through; blank spacer lines are
// dropped. LOG_LEVEL applies as in lib/core/log.ts. Plain JavaScript: it runs before anything is
// compiled or loaded (`node --import` for `npm start`; the bundle's server.js requires its copy
// compiled to CommonJS).
import { format } from 'node:util';

const severity = { info: 0, warn: 1, error: 2 };
const least = severity[process.env.LOG_LEVEL] ?? 0;
const colours = /\u001b\[[0-9;]*m/g;

function isJsonLine(args) {
  const [first] = args;
  return args.length === 1 && typeof first === 'string' && first.startsWith('{"') && first.endsWith('}');
}

function jsonLines(method, level, event) {
  const original = console[method].bind(console);
  console[method] = (...args) => {
    if (isJsonLine(args)) return original(...args);
    if (severity[level] < least) return;
    const text = format(...args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg)))
      .replace(colours, '')
      .trim();
    const message = text.split('\n')[0].trim();
    if (!message) return;
    original(
      JSON.stringify({ time: new Date().toISOString(), level, event, message: message.slice(0, 300) }),
    );
  };
}

if (!globalThis.__jsonConsole) {
  globalThis.__jsonConsole = true;
  jsonLines('log', 'info', 'framework_info');
  jsonLines('info', 'info', 'framework_info');
  jsonLines('warn', 'warn', 'framework_warning');
  jsonLines('error', 'error', 'framework_error');
}
