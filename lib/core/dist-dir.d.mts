export function distDirName(): string;
export function standaloneDistDir(distDir: string): string;
