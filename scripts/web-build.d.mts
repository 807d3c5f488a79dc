export function webBuildIsStale(): boolean;
export function buildWebAppIfStale(stdio?: 'inherit' | 'ignore' | 'pipe'): number;
