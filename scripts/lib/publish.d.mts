export declare const buildsFolder: string;
export declare const watchedFolders: string[];
export declare function logLine(
  event: string,
  fields?: Record<string, unknown>,
  level?: 'info' | 'warn' | 'error',
): void;
export declare function currentBuildBeside(root: string, stamp: string | undefined): string | undefined;
export declare function failureReason(output: string): string;
export declare function runPrimary(options: {
  root: string;
  port: number;
  host: string | undefined;
  distDir: string;
  stamp: string;
  workers: number;
  embedded: boolean;
  watching: boolean;
  debounceMs: number;
}): Promise<void>;
