import type { Coordinates } from '@/content/campus';

/*
 * The campus map as plain geometry, computed when the site is built: the gate and the landmarks
 * placed on a local flat projection (equirectangular around the gate, exact enough over a few
 * kilometres), a scale bar in metres. The page draws it as inline SVG: no tiles, no map script.
 */

const METRES_PER_DEGREE = 111_320;

export interface MapPoint {
  x: number;
  y: number;
}

export interface MapLayout {
  width: number;
  height: number;
  /** Where a point of the Earth falls on the drawing. */
  place(point: Coordinates): MapPoint;
  /** The scale bar: its length on the drawing and the metres it stands for. */
  scale: { length: number; metres: number };
}

/** Metres between two points (equirectangular approximation: within 1 % over a few kilometres). */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const latitude = (((a.lat + b.lat) / 2) * Math.PI) / 180;
  const dx = (b.lon - a.lon) * Math.cos(latitude) * METRES_PER_DEGREE;
  const dy = (b.lat - a.lat) * METRES_PER_DEGREE;
  return Math.hypot(dx, dy);
}

/**
 * Fits `centre` and `points` into a drawing `width` × `height` with `margin` all round, north up,
 * `centre` in the middle, and picks a round scale bar (100, 200, 500 m, 1 km…).
 */
export function layoutMap(
  centre: Coordinates,
  points: readonly Coordinates[],
  { width = 640, height = 400, margin = 60 } = {},
): MapLayout {
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  const east = (p: Coordinates) => (p.lon - centre.lon) * cosLat * METRES_PER_DEGREE;
  const north = (p: Coordinates) => (p.lat - centre.lat) * METRES_PER_DEGREE;
  const reachX = Math.max(1, ...points.map((p) => Math.abs(east(p))));
  const reachY = Math.max(1, ...points.map((p) => Math.abs(north(p))));
  // Pixels per metre: the farthest point still inside the margin, on both axes.
  const k = Math.min((width / 2 - margin) / reachX, (height / 2 - margin) / reachY);
  const steps = [50, 100, 200, 250, 500, 1000, 2000, 5000];
  const metres = steps.filter((s) => s * k <= width / 4).at(-1) ?? steps[0]!;
  return {
    width,
    height,
    place: (p) => ({ x: width / 2 + east(p) * k, y: height / 2 - north(p) * k }),
    scale: { length: metres * k, metres },
  };
}
