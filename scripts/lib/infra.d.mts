export declare function ensureInfra(): Promise<void>;
export declare function ensureDatabase(url: string): Promise<void>;
export declare function dropDatabase(url: string): Promise<void>;
