import 'server-only';
import { getDatabase } from '@/db';
import { requestStaff, sameOrigin } from '@/lib/admin/auth';
import { logEvent } from '@/lib/core/log';
import { editorAccess, EDITOR_API_PATH } from './access';
import { changeOfUpdate, commitChange, recordEdit } from './edits';

type Handler = (request: Request) => Promise<Response>;

const refusal = (status: 401 | 403, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Keystatic's API (`make` builds its handlers, on the first request that passes: in GitHub mode
 * without its settings Keystatic throws, and only the editing screen should say so) behind the staff
 * session: 401 signed out, 403 without the « éditeur » role or for a post from another site. Each
 * save through it (local storage: `POST /api/keystatic/update`) is attributed once it succeeded
 * (lib/editor/edits.ts). With GitHub storage the browser commits to GitHub itself, as the editor's
 * GitHub account: those commits are their record.
 */
export function editorApi(
  make: () => { GET: Handler; POST: Handler },
  /** The clone the local storage writes into: the server's working directory. */
  directory = process.cwd(),
): { GET: Handler; POST: Handler } {
  let handlers: { GET: Handler; POST: Handler } | undefined;

  async function handle(request: Request, method: 'GET' | 'POST'): Promise<Response> {
    const access = editorAccess(await requestStaff(request));
    if (!access.allowed) {
      return access.status === 401
        ? refusal(401, 'Connexion requise : ouvrez une session de l’espace du personnel.')
        : refusal(403, 'Réservé aux comptes « éditeur ».');
    }
    if (method === 'POST' && !sameOrigin(request)) return refusal(403, 'Requête d’un autre site refusée.');
    handlers ??= make();
    if (method !== 'POST' || new URL(request.url).pathname !== `${EDITOR_API_PATH}/update`) {
      return handlers[method](request);
    }
    const body = await request.text();
    let change;
    try {
      change = changeOfUpdate(JSON.parse(body));
    } catch {
      change = undefined;
    }
    const response = await handlers.POST(
      new Request(request.url, { method: 'POST', headers: request.headers, body }),
    );
    if (response.ok && change) {
      const { staff } = access;
      let commit: string | undefined;
      try {
        commit = await commitChange(directory, staff, change);
      } catch (error) {
        logEvent('content_commit_failed', { staff: staff.email, error: String(error) }, 'warn');
      }
      await recordEdit((await getDatabase()).db, staff, change, commit);
    }
    return response;
  }

  return { GET: (request) => handle(request, 'GET'), POST: (request) => handle(request, 'POST') };
}
