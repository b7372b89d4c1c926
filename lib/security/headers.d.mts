export declare const securityHeaders: { key: string; value: string }[];
export declare const dataPolicy: string;
export declare const workerPolicy: string;
export declare function securityHeaderRules(): {
  source: string;
  headers: { key: string; value: string }[];
}[];
