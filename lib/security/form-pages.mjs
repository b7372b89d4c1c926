// The two form pages: each visitor gets a form token of their own there (proxy.ts), so they are
// the pre-rendered pages the proxy still sees (scripts/lib/page-policies.mjs leaves them to it).
// Plain JavaScript: the build step reads it too. Locale-free paths.
export const formPagePaths = ['/admissions', '/contact'];
