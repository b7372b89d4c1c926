/** Set to true by scripts/bundle.mjs (esbuild's `define`) in the bundle's cli/*.mjs; absent under tsx. */
declare const __OPERATOR_BUNDLE__: boolean | undefined;

/**
 * Whether this command runs from the bundle (or the container built from it), `node cli/<name>.mjs`,
 * rather than from a checkout through `npm run`. There, no DATABASE_URL is far more likely a
 * forgotten environment file than a wish for the embedded database.
 */
export const inBundle = typeof __OPERATOR_BUNDLE__ !== 'undefined' && __OPERATOR_BUNDLE__;

/** How the operator runs the command here: `node cli/purge.mjs` in the bundle, `npm run purge --` in a checkout. */
export function commandLine(bundleName: string, npmScript: string): string {
  return inBundle ? `node cli/${bundleName}.mjs` : `npm run ${npmScript} --`;
}
