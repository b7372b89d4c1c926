import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';

// Read from the database on every request, for the signed-in staff member only: never pre-rendered.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: `Espace admissions | ${site.name}`, template: `%s | Espace admissions` },
  robots: { index: false, follow: false },
};

/**
 * The staff area's own root: no site header or footer, no service worker registration, no public
 * links to it. French only (the admissions office works in French).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
