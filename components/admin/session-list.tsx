import { formatOfficeDateTime } from '@/i18n/format';
import { sessionText } from '@/lib/admin/session-messages';
import { CLOSE_SESSIONS_PATH, type OwnSession } from '@/lib/admin/staff-sessions';
import { TableScroller } from './table-scroller';

/** The open sessions, each other one with its « Fermer » form (plain posts: they work without JS). */
export function SessionList({ sessions }: { sessions: OwnSession[] }) {
  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <TableScroller label={sessionText('title')}>
        <table className="w-full text-start text-sm" data-testid="sessions">
          <thead className="border-b border-slate-200 bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                {sessionText('device')}
              </th>
              <th scope="col" className="px-3 py-2">
                {sessionText('started')}
              </th>
              <th scope="col" className="px-3 py-2">
                {sessionText('lastUsed')}
              </th>
              <th scope="col" className="px-3 py-2">
                {sessionText('action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const device = session.device ?? sessionText('unrecorded');
              const started = formatOfficeDateTime(session.startedAt);
              return (
                <tr key={session.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-3 py-2">{device}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{started}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatOfficeDateTime(session.lastSeenAt)}</td>
                  <td className="px-3 py-2">
                    {session.current ? (
                      <strong>{sessionText('current')}</strong>
                    ) : (
                      <form method="post" action={CLOSE_SESSIONS_PATH}>
                        <input type="hidden" name="close" value="one" />
                        <input type="hidden" name="session" value={session.id} />
                        <button
                          type="submit"
                          aria-label={sessionText('closeLabel', { device, started })}
                          className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100"
                        >
                          {sessionText('close')}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      {others.length > 0 ? (
        <form method="post" action={CLOSE_SESSIONS_PATH} className="mt-4">
          <input type="hidden" name="close" value="others" />
          <button
            type="submit"
            className="rounded bg-primary-700 px-4 py-1.5 font-semibold text-white hover:bg-primary-800"
          >
            {sessionText('closeOthers')}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-slate-700">{sessionText('noOthers')}</p>
      )}
    </>
  );
}
