export const SERVER_ENTRIES: Record<'main' | 'demo' | 'worker' | 'migrate', string>;
export function serverEntryPath(name: keyof typeof SERVER_ENTRIES, root?: string): string;
export function serverBuildIsStale(root?: string): boolean;
export function buildServer(root?: string): Promise<void>;
export function buildServerIfStale(root?: string): Promise<number>;
