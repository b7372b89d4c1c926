import { postAdmission } from '@/lib/forms/admission-endpoint';
import { intakeToday } from '@/lib/intake/clock';

/** Applications from /admissions, judged on the server's day (lib/forms/admission-endpoint.ts). */
export function POST(request: Request): Promise<Response> {
  return postAdmission(request, intakeToday);
}
