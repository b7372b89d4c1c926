/**
 * A coarse description of the browser a staff member signed in with, for their list of sessions:
 * « Chrome sur Android ». Only this label is stored, never the User-Agent header itself, which says
 * far more about the machine than the office needs to recognise it.
 */

/** Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const browsers: [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** Checked in order: Android also says "Linux", an iPhone also says "Mac OS X". */
const systems: [pattern: RegExp, name: string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Appareil inconnu';

/** « Chrome sur Android », « Firefox », « Navigateur sur Windows », or « Appareil inconnu ». */
export function deviceLabel(userAgent: string | null | undefined): string {
  // A header is at most a few hundred characters in practice: a longer one is not worth scanning.
  const header = (userAgent ?? '').slice(0, 512);
  const browser = browsers.find(([pattern]) => pattern.test(header))?.[1];
  const system = systems.find(([pattern]) => pattern.test(header))?.[1];
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur sur ${system}`;
  return UNKNOWN_DEVICE;
}
