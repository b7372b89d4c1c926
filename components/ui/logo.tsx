import { useLocale } from 'next-intl';
import { site } from '@/content/site';
import { isLocale } from '@/i18n/locales';
import { logoDrawing } from './logo-file';

interface LogoProps {
  /** Light version for dark backgrounds. */
  inverted?: boolean;
}

/**
 * The institution's logo and name. The drawing is public/logo.svg (public/logo-inverted.svg on
 * dark backgrounds), which an operator replaces with the real one (components/ui/logo-file.ts).
 */
export function Logo({ inverted = false }: LogoProps) {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'fr';
  const { viewBox, inner } = logoDrawing(inverted ? 'logo-inverted.svg' : 'logo.svg');
  return (
    <span className="flex items-center gap-3">
      <svg
        viewBox={viewBox}
        width="44"
        height="44"
        aria-hidden="true"
        className="shrink-0"
        dangerouslySetInnerHTML={{ __html: inner }}
      />
      <span className="flex flex-col leading-tight">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-primary-800'}`}
        >
          {site.shortNames[locale]}
        </span>
        {/* In the header, the full name gives way to the navigation on mid-size screens. */}
        <span
          className={`text-xs ${inverted ? 'text-slate-200' : 'hidden text-slate-600 sm:block lg:hidden 2xl:block'}`}
        >
          {site.names[locale]}
        </span>
      </span>
    </span>
  );
}
