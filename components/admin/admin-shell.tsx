import type { ReactNode } from 'react';
import Link from 'next/link';
import { site } from '@/content/site';
import { FAILED_MAILS_PATH, mailText } from '@/lib/admin/failed-mails';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { LOGOUT_PATH } from '@/lib/admin/paths';
import type { Staff } from '@/lib/admin/staff';
import { sessionText } from '@/lib/admin/session-messages';
import { EDITOR_PATH } from '@/lib/editor/access';
import { LastLogin } from './last-login';
import { UnreadCount } from './unread-count';

type Section = InboxKind | 'modeles';

const sections: { kind: Section; label: string }[] = [
  { kind: 'admissions', label: "Demandes d'admission" },
  { kind: 'contact', label: 'Messages de contact' },
  { kind: 'modeles', label: 'Modèles de réponse' },
];

interface AdminShellProps {
  staff: Staff;
  /** The page shown, marked in the menu; none on the other pages (open sessions). */
  current?: Section;
  children: ReactNode;
}

/**
 * Header of every signed-in page: the two inboxes, the reply templates, who is signed in and their
 * previous sign-in, the failed e-mails, their open sessions, the editing screen for an « éditeur »
 * account, the logout button.
 */
export function AdminShell({ staff, current, children }: AdminShellProps) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold text-primary-800">{site.shortName} · Espace admissions</p>
          <nav aria-label="Espace admissions" className="flex flex-wrap gap-x-4 gap-y-1">
            {sections.map(({ kind, label }) => (
              <Link
                key={kind}
                href={`/admin/${kind}`}
                prefetch={false}
                aria-current={kind === current ? 'page' : undefined}
                className="rounded px-2 py-1 whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800"
              >
                {label}
                {kind !== 'modeles' && <UnreadCount kind={kind} />}
              </Link>
            ))}
          </nav>
          <div className="ms-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <LastLogin />
            <span data-testid="staff-email">{staff.email}</span>
            <Link href={FAILED_MAILS_PATH} prefetch={false} className="underline">
              {mailText('navLink')}
            </Link>
            <Link href="/admin/sessions" prefetch={false} className="underline">
              {sessionText('navLink')}
            </Link>
            {staff.editor && (
              // A plain link: the editing screen is its own application, not a staff page.
              <a href={EDITOR_PATH} className="font-semibold underline">
                Modifier le site
              </a>
            )}
            <form method="post" action={LOGOUT_PATH}>
              <button type="submit" className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100">
                Se déconnecter
              </button>
            </form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
    </>
  );
}
