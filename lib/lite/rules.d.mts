export declare const liteCookie: { name: string; attributes: string };
export declare function liteRewrites(notLocalePrefixed: string): {
  source: string;
  destination: string;
  has: { type: string; key: string; value?: string }[];
  missing: { type: string; key: string; value?: string }[];
}[];
