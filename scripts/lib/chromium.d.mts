export const debianChromium: string;
export const chromiumPath: string;
