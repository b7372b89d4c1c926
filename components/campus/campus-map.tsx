import { campus, geoUri, openStreetMapUrl } from '@/content/campus';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/locales';
import { formatDistance } from '@/i18n/format';
import { distanceMetres, layoutMap } from '@/lib/campus/map';
import { catalogues } from '@/messages';
import { Compass, MapPin } from '@/components/ui/icons';

/**
 * "Getting to the campus": a map drawn at build time from the campus's coordinates (inline SVG, no
 * tile or script from a map service, so the page's security policy is unchanged), the landmarks
 * with their distance from the gate, the opening hours, and links that open the place in
 * OpenStreetMap or in the phone's own map application.
 */
export function CampusMap({ locale, headingLevel = 'h2' }: { locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  const t = catalogues[locale].Campus;
  const Heading = headingLevel;
  const { gate, landmarks } = campus;
  // A narrow drawing, so that its labels stay legible when a phone shrinks it to its width.
  const map = layoutMap(gate, landmarks, { width: 520, height: 420, margin: 50 });
  const here = map.place(gate);
  const placeName = `${site.names[locale]}, ${campus.name[locale]}`;
  const landmarksById = landmarks.map((landmark) => ({
    ...landmark,
    at: map.place(landmark),
    distance: formatDistance(distanceMetres(gate, landmark), locale),
  }));
  const link = 'font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900';
  return (
    <section id="campus" aria-labelledby="campus-title" className="scroll-mt-28">
      <Heading id="campus-title" className="flex items-center gap-3 text-2xl font-bold text-primary-900">
        <MapPin aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
        {t.title}
      </Heading>
      <p className="mt-2 max-w-3xl text-slate-700">{campus.directions[locale]}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <svg
            data-campus-map
            viewBox={`0 0 ${map.width} ${map.height}`}
            role="img"
            aria-labelledby="campus-map-title"
            className="block h-auto w-full bg-amber-50"
          >
            <title id="campus-map-title">{t.mapTitle}</title>
            {/* Lines from the gate to each landmark: the bearings a visitor follows. */}
            {landmarksById.map(({ id, at }) => (
              <line
                key={`to-${id}`}
                x1={here.x}
                y1={here.y}
                x2={at.x}
                y2={at.y}
                stroke="#cbd5e1"
                strokeWidth={3}
                strokeDasharray="8 6"
              />
            ))}
            {landmarksById.map(({ id, at, name }) => {
              const right = at.x < map.width / 2;
              return (
                <g key={id}>
                  <circle cx={at.x} cy={at.y} r={7} fill="#334155" />
                  <text
                    x={at.x + (right ? 12 : -12)}
                    y={at.y + 5}
                    textAnchor={right ? 'start' : 'end'}
                    fontSize={19}
                    fill="#1e293b"
                    stroke="#fffbeb"
                    strokeWidth={4}
                    paintOrder="stroke"
                  >
                    {name[locale]}
                  </text>
                </g>
              );
            })}
            <circle cx={here.x} cy={here.y} r={13} fill="#b91c1c" stroke="#fff" strokeWidth={3} />
            <text
              x={here.x}
              y={here.y - 22}
              textAnchor="middle"
              fontSize={21}
              fontWeight={700}
              fill="#7f1d1d"
              stroke="#fffbeb"
              strokeWidth={4}
              paintOrder="stroke"
            >
              {t.gate}
            </text>
            {/* North arrow and scale bar. */}
            <g transform={`translate(${map.width - 36} 44)`} fill="#334155">
              <path d="M0 -22 L8 6 L0 0 L-8 6 Z" />
              <text y={24} textAnchor="middle" fontSize={14} fontWeight={700}>
                N
              </text>
            </g>
            <g transform={`translate(20 ${map.height - 24})`} fill="#334155">
              <rect width={map.scale.length} height={6} />
              <text y={-8} fontSize={16}>
                {formatDistance(map.scale.metres, locale)}
              </text>
            </g>
          </svg>
          <figcaption className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
            {t.mapCaption}
          </figcaption>
        </figure>
        <div className="space-y-6">
          <div>
            <h3 className="font-bold text-primary-900">{t.landmarks}</h3>
            <ul className="mt-2 space-y-1 text-slate-800" data-campus-landmarks>
              {landmarksById.map(({ id, name, distance }) => (
                <li key={id}>
                  {name[locale]} <span className="text-slate-600">({distance})</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-bold text-primary-900">{t.hours}</h3>
            <dl className="mt-2 space-y-1 text-slate-800" data-campus-hours>
              {campus.hours.map(({ days, hours }) => (
                <div key={days.fr} className="flex flex-wrap justify-between gap-x-4">
                  <dt>{days[locale]}</dt>
                  <dd className="font-semibold">{hours[locale]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ul className="space-y-2">
            <li>
              <a href={openStreetMapUrl(gate)} target="_blank" rel="noopener noreferrer" className={link}>
                <Compass aria-hidden="true" className="me-2 inline size-5 align-text-bottom" />
                {t.openStreetMap}
                <span className="sr-only"> {t.newTab}</span>
              </a>
            </li>
            <li>
              <a href={geoUri(gate, placeName)} className={link} data-geo-link>
                <MapPin aria-hidden="true" className="me-2 inline size-5 align-text-bottom" />
                {t.phoneMaps}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
