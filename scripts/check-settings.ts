// `node cli/check-settings.mjs` (in the bundle) or `npx tsx scripts/check-settings.ts`: checks the
// settings of this environment as the server will read them; silent and exit code 0 when they are
// valid, else one line naming the refused setting and exit code 1. The bundle's server.js and
// `npm start` run it before the server starts.
import { checkSettings } from '@/lib/core/settings-check';

await checkSettings();
