/** Types of build-server.mjs for the TypeScript callers (the benchmark). */
export function newestMtime(dir: string): number;
export function serverBundleIsStale(outfile: string): boolean;
export function buildServer(opts?: { entry?: string; outdir?: string }): Promise<string>;
export const SERVER_NODE_FLAGS: string[];
