import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentStaff, LOGIN_PATH } from '@/lib/admin/auth';
import { editorAccess } from '@/lib/editor/access';

export const metadata: Metadata = { title: 'Modifier le site' };

/**
 * The editing screen (/keystatic, rewritten here by lib/routing/rules.mjs), for « éditeur »
 * accounts only: signed out, the staff sign-in; signed in without the role, back to the staff
 * area (which shows them no link here). Keystatic's interface
 * is a script of its own (lib/editor/screen.tsx, bundled by scripts/lib/editor-screen.mjs), which
 * this page loads into the element below, with the storage the server is configured for.
 */
export default async function EditorPage() {
  const access = editorAccess(await currentStaff());
  if (!access.allowed) redirect(access.status === 401 ? LOGIN_PATH : '/admin');
  return (
    <>
      <div
        id="keystatic"
        data-github-repo={process.env.KEYSTATIC_GITHUB_REPO ?? ''}
        data-app-slug={
          process.env.KEYSTATIC_GITHUB_APP_SLUG ?? process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG ?? ''
        }
      />
      {/* After the element it fills, which is parsed by the time the script runs. */}
      <script type="module" async src="/_editor/keystatic.js" />
    </>
  );
}
