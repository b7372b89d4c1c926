import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { phoneText, site, telHref } from '@/content/site';

interface ContactLinesProps {
  phoneLabel: string;
  emailLabel: string;
  children?: ReactNode;
}

/** The institution's phone and e-mail as tel:/mailto: links (identity from content/site.ts). */
export function ContactLines({ phoneLabel, emailLabel, children }: ContactLinesProps) {
  return (
    <ul className="space-y-3">
      <li className="flex items-center gap-3">
        <Phone aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span className="sr-only">{phoneLabel} :</span>
        <a
          href={telHref(site.phone)}
          className="font-medium text-primary-800 underline-offset-2 hover:underline"
        >
          {phoneText(site.phone)}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span className="sr-only">{emailLabel} :</span>
        <a
          href={`mailto:${site.email}`}
          className="font-medium break-all text-primary-800 underline-offset-2 hover:underline"
        >
          {site.email}
        </a>
      </li>
      {children}
    </ul>
  );
}
