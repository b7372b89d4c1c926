export const debianChromium: string;
export const chromiumPath: string;
export const chromiumArgs: string[];
