import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';

// Read from the database on every request (who is signed in, with which role): never pre-rendered.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: `Modifier le site | ${site.name}`,
  robots: { index: false, follow: false },
};

/**
 * The editing screen's own root, outside the public pages (app/[locale]) and the staff area: its
 * scripts (Keystatic's) load here and nowhere else.
 */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
