export function webBuildIsStale(): boolean;
export function buildWebAppIfStale(stdio?: 'inherit' | 'ignore' | 'pipe'): number;
export function buildWebAppIfStaleInBackground(): Promise<{ status: number; output: string }>;
