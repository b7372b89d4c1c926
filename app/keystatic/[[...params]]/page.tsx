import { redirect } from 'next/navigation';
import { currentStaff, LOGIN_PATH } from '@/lib/admin/auth';
import { editorAccess } from '@/lib/editor/access';
import { KeystaticApp } from '../keystatic-app';

/**
 * The editing screen, for « éditeur » accounts only: signed out, the staff sign-in; signed in
 * without the role, back to the staff area (which shows them no link here).
 */
export default async function EditorPage() {
  const access = editorAccess(await currentStaff());
  if (!access.allowed) redirect(access.status === 401 ? LOGIN_PATH : '/admin');
  return (
    <KeystaticApp
      githubRepo={process.env.KEYSTATIC_GITHUB_REPO}
      appSlug={process.env.KEYSTATIC_GITHUB_APP_SLUG}
    />
  );
}
