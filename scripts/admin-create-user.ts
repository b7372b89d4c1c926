// `npm run admin:create-user -- --email someone@universite.td` (`node cli/admin-create-user.mjs` in
// the bundle): creates a staff account for the
// /admin area, or sets a new password for an existing one (closing its open sessions). The
// password is asked twice on the terminal, not echoed; when stdin is not a terminal (a script,
// a test) it is read from stdin: one line, or two identical lines.
import { MIN_PASSWORD_LENGTH } from '@/lib/admin/password';
import { saveStaffUser, staffEmailSchema, StaffInputError } from '@/lib/admin/staff';
import { embeddedOption, parseCommandLine, usageError } from './cli/arguments';
import { chooseDatabase, fail, openCliDatabase } from './cli/database';
import { commandLine } from './cli/invocation';

function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    process.stdout.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    input.on('data', onData);
  });
}

async function readStdin(): Promise<string[]> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/);
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
    const second = await askHidden('Password again: ');
    if (first !== second) fail('The two passwords differ; nothing was saved.');
    return first;
  }
  const [first = '', second = ''] = await readStdin();
  if (second !== '' && second !== first) fail('The two passwords differ; nothing was saved.');
  return first;
}

const command = commandLine('admin-create-user', 'admin:create-user');
const usage = `
Usage: ${command} --email <e-mail>

Creates a staff account for the /admin area, or sets a new password for an existing one (closing
its open sessions). The password (at least ${MIN_PASSWORD_LENGTH} characters) is asked twice without
echo; when stdin is not a terminal it is read from stdin: one line, or two identical lines.
A disabled account stays disabled: ${commandLine('admin-users', 'admin:users')} enable --email <e-mail>.

Options:
  --email <e-mail>  The account's e-mail address.
${embeddedOption}
  -h, --help        This help.

Exit codes: 0 done, 1 the password was refused or the database failed, 2 wrong arguments.
`;
const { values, embedded } = parseCommandLine({ email: { type: 'string' } }, usage, command);
if (values.email === undefined) usageError('Missing --email <e-mail>.', command);
const email = staffEmailSchema.safeParse(values.email);
if (!email.success) usageError(`Not an e-mail address: ${values.email}`, command);
// Before the password is asked: a missing DATABASE_URL is said at once.
const database = chooseDatabase(embedded);
const password = await readPassword();
if (password.length < MIN_PASSWORD_LENGTH) {
  fail(`The password needs at least ${MIN_PASSWORD_LENGTH} characters; nothing was saved.`);
}

const handle = await openCliDatabase(database);
try {
  const outcome = await saveStaffUser(handle.db, email.data, password);
  console.log(outcome === 'created' ? `Account created: ${email.data}` : `Password changed: ${email.data}`);
} catch (error) {
  if (error instanceof StaffInputError) fail(error.message);
  throw error;
} finally {
  await handle.close();
}
