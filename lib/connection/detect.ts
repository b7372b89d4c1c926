/**
 * Slow-connection detection: the Network Information API's effective type is
 * slow-2g or 2g, or its downlink is below 0.5 Mbit/s, or data-saver is on; when that information
 * is unavailable, a tiny test image taking over 2000 ms. Browser-only code, no React.
 */
export const testImageUrl = '/connection-test.gif';
export const testImageTimeoutMs = 2000;

interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
  saveData?: boolean;
}

export interface ConnectionState {
  slow: boolean;
  saveData: boolean;
}

function networkInformation(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** What the Network Information API says, or undefined where the browser does not expose it. */
export function connectionFromNavigator(): ConnectionState | undefined {
  const info = networkInformation();
  if (!info) return undefined;
  const saveData = info.saveData === true;
  const slowType = info.effectiveType === 'slow-2g' || info.effectiveType === '2g';
  const slowLink = typeof info.downlink === 'number' && info.downlink < 0.5;
  return { slow: slowType || slowLink || saveData, saveData };
}

/** Times the test image: slow when it has not arrived after 2000 ms. */
function probe(): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => {
      image.onload = image.onerror = null;
      resolve(true);
    }, testImageTimeoutMs);
    image.onload = image.onerror = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    image.src = `${testImageUrl}?t=${Date.now()}`;
  });
}

let detection: Promise<ConnectionState> | undefined;

/** Detects once per page load; every caller shares the answer. */
export function detectConnection(): Promise<ConnectionState> {
  detection ??= (async () => {
    const known = connectionFromNavigator();
    if (known) return known;
    return { slow: await probe(), saveData: false };
  })();
  return detection;
}
