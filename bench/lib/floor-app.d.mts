export const floorDir: string;
export const nextBin: string;
export const floorPostPath: string;
export function buildFloor(): void;
