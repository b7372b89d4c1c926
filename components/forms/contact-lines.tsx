import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Mail, Phone } from '@/components/ui/icons';
import { phoneText, site, telHref } from '@/content/site';

interface ContactLinesProps {
  phoneLabel: string;
  emailLabel: string;
  children?: ReactNode;
}

/** The institution's phone and e-mail as tel:/mailto: links (identity from content/site.ts). */
export async function ContactLines({ phoneLabel, emailLabel, children }: ContactLinesProps) {
  const typography = await getTranslations('Typography');
  return (
    <ul className="space-y-3">
      <li className="flex items-center gap-3">
        <Phone aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span className="sr-only">{typography('label', { label: phoneLabel })}</span>
        <a
          dir="ltr"
          href={telHref(site.phone)}
          className="font-medium text-primary-800 underline-offset-2 hover:underline"
        >
          {phoneText(site.phone)}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span className="sr-only">{typography('label', { label: emailLabel })}</span>
        <a
          dir="ltr"
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
