// `npm run images` (and before `npm run dev`): the image pipeline alone, scripts/lib/images.mjs.
// `npm run build` runs it as its first step.
import { buildImages } from './lib/images.mjs';
import { buildLogoPng } from './lib/logo-png.mjs';
import { root } from './lib/setup.mjs';

await buildImages(root);
await buildLogoPng(root);
