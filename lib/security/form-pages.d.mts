export declare const formPagePaths: readonly string[];
