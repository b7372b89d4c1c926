import type { Localized } from './types';

/*
 * Where the campus is and how to find it. PLACEHOLDERS: the coordinates, landmarks and hours below
 * are FICTIONAL (a plausible spot in N'Djamena's Klémat district, like the address in site.ts);
 * replace them with the campus's own before launch. The contact page's map is drawn from these
 * numbers when the site is built: no map service is asked at page load.
 */

/** A point on the Earth, in decimal degrees (WGS 84, as OpenStreetMap and phones use). */
export interface Coordinates {
  lat: number;
  lon: number;
}

export interface Landmark extends Coordinates {
  id: string;
  name: Localized;
}

export interface OpeningHours {
  days: Localized;
  hours: Localized;
}

export const campus = {
  name: { fr: 'Campus principal', en: 'Main campus', ar: 'الحرم الجامعي الرئيسي' } satisfies Localized,
  /** The main gate: where a visitor should arrive. */
  gate: { lat: 12.1131, lon: 15.0452 } satisfies Coordinates,
  /** What a taxi driver or a passer-by knows, to find the gate. */
  landmarks: [
    {
      id: 'grand-marche',
      name: { fr: 'Grand Marché', en: 'Grand Marché (central market)', ar: 'السوق الكبير' },
      lat: 12.1098,
      lon: 15.0395,
    },
    {
      id: 'cathedrale',
      name: {
        fr: 'Cathédrale Notre-Dame de la Paix',
        en: 'Notre-Dame de la Paix Cathedral',
        ar: 'كاتدرائية سيدة السلام',
      },
      lat: 12.1117,
      lon: 15.0498,
    },
    {
      id: 'place-nation',
      name: { fr: 'Place de la Nation', en: 'Place de la Nation', ar: 'ساحة الأمة' },
      lat: 12.1152,
      lon: 15.0425,
    },
    {
      id: 'rond-point-klemat',
      name: { fr: 'Rond-point de Klémat', en: 'Klémat roundabout', ar: 'دوار كليمات' },
      lat: 12.1162,
      lon: 15.0478,
    },
  ] satisfies readonly Landmark[],
  /** How a visitor finds the gate from the nearest landmark. */
  directions: {
    fr: "Depuis le rond-point de Klémat, prenez l'avenue Charles de Gaulle vers le Grand Marché : l'entrée principale est à 300 m sur la gauche, face à la station-service.",
    en: 'From the Klémat roundabout, take Avenue Charles de Gaulle towards the Grand Marché: the main gate is 300 m along on the left, opposite the petrol station.',
    ar: 'من دوار كليمات، اسلك شارع شارل ديغول في اتجاه السوق الكبير: المدخل الرئيسي على بعد 300 م على اليسار، قبالة محطة الوقود.',
  } satisfies Localized,
  /** When the Registrar's Office and the cash desk receive visitors. */
  hours: [
    {
      days: { fr: 'Du lundi au vendredi', en: 'Monday to Friday', ar: 'من الاثنين إلى الجمعة' },
      hours: { fr: '7 h 30 – 15 h 30', en: '7:30 am – 3:30 pm', ar: '7:30 – 15:30' },
    },
    {
      days: { fr: 'Samedi', en: 'Saturday', ar: 'السبت' },
      hours: { fr: '8 h – 12 h', en: '8 am – 12 noon', ar: '8:00 – 12:00' },
    },
    {
      days: {
        fr: 'Dimanche et jours fériés',
        en: 'Sundays and public holidays',
        ar: 'الأحد وأيام العطل الرسمية',
      },
      hours: { fr: 'Fermé', en: 'Closed', ar: 'مغلق' },
    },
  ] satisfies readonly OpeningHours[],
} as const;

/** The place in OpenStreetMap's web map, with a marker at the gate. */
export function openStreetMapUrl({ lat, lon }: Coordinates, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** The place as a geo: URI (RFC 5870): a phone opens it in its own map application. */
export function geoUri({ lat, lon }: Coordinates, label: string): string {
  return `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(label)})`;
}
