import { site } from '@/content/site';

interface LogoProps {
  /** Light version for dark backgrounds. */
  inverted?: boolean;
}

/** The institution's monogram and name; an operator replaces public/logo.svg with the real one. */
export function Logo({ inverted = false }: LogoProps) {
  return (
    <span className="flex items-center gap-3">
      <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" className="shrink-0">
        <rect width="48" height="48" rx="12" fill={inverted ? '#ffffff' : '#1a3fa8'} />
        <path d="M10 20 24 12l14 8-14 8z" fill="#e49b0f" />
        <path d="M15 24v8c0 2.5 4 5 9 5s9-2.5 9-5v-8l-9 5z" fill={inverted ? '#1a3fa8' : '#ffffff'} />
      </svg>
      <span className="flex flex-col leading-tight">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-primary-800'}`}
        >
          {site.shortName}
        </span>
        {/* In the header, the full name gives way to the navigation on mid-size screens. */}
        <span
          className={`text-xs ${inverted ? 'text-slate-200' : 'hidden text-slate-600 sm:block lg:hidden 2xl:block'}`}
        >
          {site.name}
        </span>
      </span>
    </span>
  );
}
