// The reference point of `bench:load`: the same work as POST /api/admissions (read the body, parse
// it, the same zod schema, the same Drizzle insert on the same pool size), in a bare Node.js http
// server with none of Next.js and none of the endpoint's other checks.
import { createServer } from 'node:http';
import { openDatabase } from '@/db/client';
import { newReference } from '@/db/references';
import { admissionRequests } from '@/db/schema';
import { getProgramme } from '@/content/programmes';
import { admissionChoices } from '@/lib/forms/admission-choices';
import { createAdmissionSchema } from '@/lib/validation/admission';
import { splitEnvelope } from '@/lib/validation/envelope';

const port = Number(process.env.PORT);
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDataDir: 'unused' });
await handle.migrate();
const schema = createAdmissionSchema(admissionChoices());

createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(200).end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const { fields } = splitEnvelope(body);
        const parsed = schema.safeParse(fields);
        if (!parsed.success) return send(422, { errors: parsed.error.issues.length });
        const data = parsed.data;
        const programme = getProgramme(data.programType, data.program)!;
        const reference = newReference('ADM');
        await handle.db.insert(admissionRequests).values({
          reference,
          fullName: data.fullName,
          email: data.email,
          phone: data.phone,
          diploma: data.diploma,
          programType: data.programType,
          programSlug: programme.slug,
          programName: programme.title.fr,
          motivationLetter: data.message,
          locale: 'fr',
        });
        send(201, { reference });
      } catch {
        send(503, { error: 'unavailable' });
      }
    })();
  });
}).listen(port, () => console.log(JSON.stringify({ event: 'bare_ready', port })));
