import { getTranslations } from 'next-intl/server';
import { Link2, Mail, Share2 } from '@/components/ui/icons';
import { FacebookIcon, WhatsappIcon } from '@/components/ui/social-icons';
import { BrowserShare } from './browser-share';
import { shareLinks } from './share-links';

interface ShareButtonsProps {
  /** Absolute canonical URL of the article. */
  url: string;
  title: string;
}

const networks = [
  { id: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { id: 'whatsapp', name: 'WhatsApp', Icon: WhatsappIcon },
  { id: 'x', name: 'X (Twitter)', Icon: null },
  { id: 'linkedin', name: 'LinkedIn', Icon: null },
] as const;

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-primary-700 hover:text-primary-800';

/**
 * Plain links to each network's share page: they work without JavaScript. Copying the link and
 * the system share sheet need the browser, so they live in a small client leaf.
 */
export async function ShareButtons({ url, title }: ShareButtonsProps) {
  const t = await getTranslations('NewsArticle');
  const links = shareLinks(url, title, t('emailBody', { url }));
  return (
    <section aria-labelledby="share-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="share-heading" className="text-lg font-bold">
        {t('share')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2" data-testid="share-links">
        {networks.map(({ id, name, Icon }) => (
          <li key={id}>
            <a
              href={links[id]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('shareOn', { network: name })}
              data-network={id}
              className={buttonClass}
            >
              {Icon && <Icon className="size-4" />}
              {name}
            </a>
          </li>
        ))}
        <li>
          <a href={links.email} data-network="email" className={buttonClass}>
            <Mail aria-hidden="true" className="size-4" />
            {t('shareByEmail')}
          </a>
        </li>
        <BrowserShare
          url={url}
          title={title}
          className={buttonClass}
          labels={{
            copy: t('copyLink'),
            copied: t('copied'),
            copyFailed: t('copyFailed'),
            share: t('nativeShare'),
          }}
          icons={{
            copy: <Link2 aria-hidden="true" className="size-4" />,
            share: <Share2 aria-hidden="true" className="size-4" />,
          }}
        />
      </ul>
    </section>
  );
}
