import {
  fillTemplate,
  mailtoLink,
  plainReplyLink,
  replyLocale,
  telLink,
  whatsappLink,
} from '@/lib/admin/reply-links';
import type { ReplyTemplateView } from '@/lib/admin/reply-templates';
import { languageLabels } from '@/lib/admin/labels';

/** Who the office answers, as the submission holds it. */
export interface ReplyTarget {
  kind: 'admissions' | 'contact';
  reference: string;
  name: string;
  email: string;
  /** The language of the form the submission was sent from. */
  locale: string;
  /** Applications only. */
  phone?: string;
  programme?: string;
}

const linkClass =
  'inline-block rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 break-all';

/**
 * Ways to answer: an e-mail (subject with the reference, a greeting in the applicant's language), a
 * call, WhatsApp, or (applications) an e-mail from one of the office's templates. Plain links: the
 * staff member's own mail program, phone or WhatsApp does the sending.
 */
export function ReplyPanel({ target, templates }: { target: ReplyTarget; templates: ReplyTemplateView[] }) {
  const locale = replyLocale(target.locale);
  const whatsapp = target.phone === undefined ? undefined : whatsappLink(target.phone);
  const tel = target.phone === undefined ? undefined : telLink(target.phone);
  const values = { nom: target.name.trim(), reference: target.reference, programme: target.programme ?? '' };
  return (
    <section
      aria-labelledby="reply-heading"
      className="rounded-lg bg-white p-6 shadow-sm"
      data-testid="reply"
    >
      <h2 id="reply-heading" className="font-semibold">
        Répondre
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Réponse {languageLabels[locale].inLanguage}, la langue du formulaire.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a href={plainReplyLink(target.kind, { ...target, locale })} className={linkClass}>
            Répondre par e-mail
          </a>
        </li>
        {tel && (
          <li>
            <a href={tel} className={linkClass}>
              Appeler le {target.phone}
            </a>
          </li>
        )}
        {whatsapp && 'href' in whatsapp && (
          <li>
            <a href={whatsapp.href} className={linkClass} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </li>
        )}
      </ul>
      {whatsapp && 'reason' in whatsapp && (
        <p className="mt-2 text-sm text-slate-600" data-testid="whatsapp-unavailable">
          Pas de lien WhatsApp : {whatsapp.reason}.
        </p>
      )}
      {/* The templates speak of an application: documents, interview, decision. */}
      {target.kind === 'admissions' && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium">Répondre avec un modèle</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="reply-templates">
            {templates.map((template) => (
              <li key={template.key}>
                <a
                  href={mailtoLink(
                    target.email,
                    fillTemplate(template[locale].subject, values),
                    fillTemplate(template[locale].body, values),
                  )}
                  className="text-primary-800 underline"
                >
                  {template.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
