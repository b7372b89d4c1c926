export declare function inlineScriptHashes(html: string): string[];
export declare function pagePolicy(scriptSources: readonly string[]): string;
export declare const scriptlessPagePolicy: string;
