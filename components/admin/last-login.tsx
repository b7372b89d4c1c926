import { formatOfficeDateTime } from '@/i18n/format';
import { sessionText } from '@/lib/admin/session-messages';
import { previousLoginOfRequest } from '@/lib/admin/signed-in';

/**
 * « Dernière connexion : 24/11/2026 08:12 », the account's sign-in before this session's: a staff
 * member who did not sign in then learns someone else did. Nothing on a first sign-in.
 */
export async function LastLogin() {
  const previous = await previousLoginOfRequest();
  if (!previous) return null;
  return (
    <span data-testid="last-login" className="text-slate-600">
      {sessionText('lastLogin', { when: formatOfficeDateTime(previous) })}
    </span>
  );
}
