import { describe, expect, it } from 'vitest';
import { campus, geoUri, openStreetMapUrl } from '@/content/campus';
import { allPaymentMethods } from '@/content/payment';
import { formatDistance } from '@/i18n/format';
import { distanceMetres, layoutMap } from '@/lib/campus/map';

describe('the campus map, drawn from coordinates', () => {
  const map = layoutMap(campus.gate, campus.landmarks);

  it('puts the gate in the middle, north up and east right, every landmark inside the drawing', () => {
    expect(map.place(campus.gate)).toEqual({ x: map.width / 2, y: map.height / 2 });
    const north = map.place({ ...campus.gate, lat: campus.gate.lat + 0.001 });
    const east = map.place({ ...campus.gate, lon: campus.gate.lon + 0.001 });
    expect(north.y).toBeLessThan(map.height / 2);
    expect(east.x).toBeGreaterThan(map.width / 2);
    for (const landmark of campus.landmarks) {
      const { x, y } = map.place(landmark);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(map.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(map.height);
    }
  });

  it('keeps distances true to the scale bar', () => {
    const landmark = campus.landmarks[0]!;
    const a = map.place(campus.gate);
    const b = map.place(landmark);
    const drawn = (Math.hypot(b.x - a.x, b.y - a.y) / map.scale.length) * map.scale.metres;
    expect(drawn / distanceMetres(campus.gate, landmark)).toBeCloseTo(1, 2);
    expect(formatDistance(640, 'fr')).toBe('650\u00a0m');
    expect(formatDistance(1240, 'fr')).toBe('1,2\u00a0km');
    expect(formatDistance(1240, 'en')).toBe('1.2\u00a0km');
  });

  it('opens the place in OpenStreetMap and in a phone’s map application', () => {
    const { lat, lon } = campus.gate;
    expect(openStreetMapUrl(campus.gate)).toBe(
      `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    );
    expect(geoUri(campus.gate, 'Campus A')).toBe(`geo:${lat},${lon}?q=${lat},${lon}(Campus%20A)`);
  });
});

describe('how to pay', () => {
  it('offers a bank transfer, mobile money and the cash desk, with fictional numbers until launch', () => {
    expect(allPaymentMethods().map((m) => m.id)).toEqual(['bank-transfer', 'mobile-money', 'cash-desk']);
    const values = allPaymentMethods().flatMap((m) =>
      m.details.map((d) => (typeof d.value === 'string' ? d.value : d.value.fr)),
    );
    // Placeholders: zeros and "Exemple", like the identity defaults; never a plausible real account.
    for (const value of values) expect(value).toMatch(/0{2}|Exemple|EXEMPLE|EXMP|Université/);
  });
});
