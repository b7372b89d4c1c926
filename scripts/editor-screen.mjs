// `node scripts/editor-screen.mjs`: the editing screen's script alone (scripts/lib/editor-screen.mjs).
import { buildEditorScreen } from './lib/editor-screen.mjs';
import { root } from './lib/setup.mjs';

await buildEditorScreen(root);
