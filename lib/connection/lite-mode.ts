import { liteCookie } from '@/lib/lite/rules.mjs';
import { detectConnection, type ConnectionState } from './detect';

/**
 * Lite mode (decision 0005): on Save-Data or a slow connection, links are not prefetched and
 * images are requested at their smallest size; on Save-Data or the visitor's choice the hero also
 * stays on its first image (a slow connection alone keeps it, at its slow rhythm). The visitor's
 * own choice (the footer's toggle) is remembered in localStorage and wins over the detection; it
 * is also a cookie, by which the server sends the next pages without any script (lib/lite).
 */
export const liteModeStorageKey = 'lite-mode';

type Choice = 'on' | 'off' | null;

export interface LiteModeState {
  /** Connection detected (undefined until the detection has answered). */
  connection: ConnectionState | undefined;
  choice: Choice;
  /** Whether lite mode applies now. */
  lite: boolean;
}

const listeners = new Set<() => void>();
let state: LiteModeState = { connection: undefined, choice: null, lite: false };
let started = false;

function readChoice(): Choice {
  try {
    // A link can carry the choice (?lite=1 or ?lite=0), e.g. one shared with a visitor on 2G.
    const fromUrl = new URLSearchParams(window.location.search).get('lite');
    if (fromUrl === '1' || fromUrl === '0') remember(fromUrl === '1' ? 'on' : 'off');
    const value = window.localStorage.getItem(liteModeStorageKey);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the choice for this browser: localStorage for the scripts, a cookie for the server. */
function remember(choice: 'on' | 'off') {
  // Secure on an https page (docs/security.md): a browser never keeps one an http page writes.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${liteCookie.name}=${choice}; ${liteCookie.attributes}${secure}`;
  window.localStorage.setItem(liteModeStorageKey, choice);
}

function update(next: Partial<LiteModeState>) {
  const merged = { ...state, ...next };
  const auto = merged.connection?.slow ?? false;
  merged.lite = merged.choice ? merged.choice === 'on' : auto;
  state = merged;
  document.documentElement.toggleAttribute('data-lite', merged.lite);
  for (const listener of listeners) listener();
}

function start() {
  if (started) return;
  started = true;
  update({ choice: readChoice() });
  void detectConnection().then((connection) => update({ connection }));
}

export function subscribeLiteMode(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLiteMode(): LiteModeState {
  return state;
}

const serverState: LiteModeState = { connection: undefined, choice: null, lite: false };
export function getServerLiteMode(): LiteModeState {
  return serverState;
}

/**
 * The visitor's choice from the toggle. Turning lite mode on reloads the page, which then comes
 * without scripts, unless a form on it may hold what the visitor typed.
 */
export function setLiteMode(lite: boolean) {
  const choice = lite ? 'on' : 'off';
  try {
    remember(choice);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
  update({ choice });
  // The two form pages (FormFrame's `data-ready` form) keep their scripts: nothing to reload there.
  if (lite && !document.querySelector('form[data-ready]')) window.location.reload();
}
