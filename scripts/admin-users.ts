// `npm run admin:users -- list | disable | enable | delete | grant-editor | revoke-editor` (`node cli/admin-users.mjs` in the
// bundle): the staff accounts of the /admin area,
// next to `npm run admin:create-user`, which creates them and sets their passwords.
import {
  deleteStaffAccount,
  listStaffAccounts,
  setStaffDisabled,
  setStaffEditor,
} from '@/lib/admin/staff-accounts';
import { staffEmailSchema } from '@/lib/admin/staff';
import { embeddedOption, parseCommandLine, usageError } from './cli/arguments';
import { chooseDatabase, fail, openCliDatabase } from './cli/database';
import { commandLine } from './cli/invocation';

const command = commandLine('admin-users', 'admin:users');
const usage = `
Usage: ${command} <command> [options]

Commands:
  list                       The accounts (deleted ones left out): e-mail, state, role,
                             created, last sign-in, sessions still open.
  disable --email <e-mail>   The account can no longer sign in; its open sessions end at once.
  enable --email <e-mail>    The account can sign in again, with its password.
  delete --email <e-mail> --yes
                             Deletes the account and its sessions. The history it left (status
                             changes) stays, naming it « ancien compte »; the e-mail is free again.
  grant-editor --email <e-mail>
                             Gives the account the « éditeur » role: it reaches the site's editing
                             screen (/keystatic, link « Modifier le site » in the staff area).
  revoke-editor --email <e-mail>
                             Takes the role away, from the account's next request on.

Options:
  --email <e-mail>  The account's e-mail address.
  --yes             Confirms a deletion (it cannot be undone).
${embeddedOption}
  -h, --help        This help.

Uses DATABASE_URL, else the PGlite folder (PGLITE_DATA_DIR), and applies pending migrations first.
Exit codes: 0 done, 1 no such account or the database failed, 2 wrong arguments.
`;

const { values, positionals, embedded } = parseCommandLine(
  { email: { type: 'string' }, yes: { type: 'boolean' } },
  usage,
  command,
  { positionals: true },
);
const [action, ...extra] = positionals;
const actions = ['list', 'disable', 'enable', 'delete', 'grant-editor', 'revoke-editor'] as const;
type Action = (typeof actions)[number];
const commandList = 'list, disable, enable, delete, grant-editor or revoke-editor';
if (!action) usageError(`Missing command: ${commandList}.`, command);
if (!actions.includes(action as Action)) {
  usageError(`Unknown command "${action}": ${commandList}.`, command);
}
if (extra.length > 0) usageError(`Unexpected argument "${extra[0]}".`, command);

let email = '';
if (action === 'list') {
  if (values.email !== undefined || values.yes) usageError('list takes no option.', command);
} else {
  if (values.email === undefined) usageError(`${action} needs --email <e-mail>.`, command);
  const parsed = staffEmailSchema.safeParse(values.email);
  if (!parsed.success) usageError(`Not an e-mail address: ${values.email}`, command);
  email = parsed.data;
  if (action === 'delete' && !values.yes) {
    usageError('delete cannot be undone: add --yes to confirm.', command);
  }
  if (action !== 'delete' && values.yes) usageError(`${action} takes no --yes.`, command);
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '—');

const handle = await openCliDatabase(chooseDatabase(embedded));
let failure: string | undefined;
try {
  if (action === 'list') {
    const accounts = await listStaffAccounts(handle.db);
    if (accounts.length === 0)
      console.log(
        `No staff account. Create one with ${commandLine('admin-create-user', 'admin:create-user')} --email <e-mail>.`,
      );
    for (const account of accounts) {
      console.log(
        [
          account.email,
          account.disabledAt ? `disabled since ${day(account.disabledAt)}` : 'active',
          account.editor ? 'éditeur' : 'admissions',
          `created ${day(account.createdAt)}`,
          `last sign-in ${day(account.lastLoginAt)}`,
          `${account.openSessions} open session${account.openSessions === 1 ? '' : 's'}`,
        ].join('\t'),
      );
    }
  } else {
    const outcome =
      action === 'delete'
        ? await deleteStaffAccount(handle.db, email)
        : action === 'grant-editor' || action === 'revoke-editor'
          ? await setStaffEditor(handle.db, email, action === 'grant-editor')
          : await setStaffDisabled(handle.db, email, action === 'disable');
    if (outcome === 'unknown') failure = `No staff account for ${email}.`;
    else if (action === 'grant-editor' || action === 'revoke-editor') {
      const role = action === 'grant-editor' ? 'now an editor' : 'no longer an editor';
      console.log(
        outcome === 'changed' ? `${email} is ${role}.` : `${email} is already ${role.replace('now ', '')}.`,
      );
    } else {
      const done = { disable: 'Disabled', enable: 'Enabled', delete: 'Deleted' }[
        action as 'disable' | 'enable' | 'delete'
      ];
      console.log(outcome === 'changed' ? `${done}: ${email}` : `Already ${done.toLowerCase()}: ${email}`);
    }
  }
} finally {
  await handle.close();
}
if (failure) fail(failure);
