// Types of postgres.mjs, for the TypeScript tests that start a cluster of their own.
export type Cluster = {
  url: string;
  port: number;
  dir: string;
  data: string;
  binDir: string;
  stop(): void;
  /** Restarts the server with a fast shutdown (every connection is ended), without blocking the caller. */
  restart(): Promise<void>;
};
export function findBinDir(): string | null;
export function startCluster(options?: { database?: string; binDir?: string | null }): Promise<Cluster>;
export function stopClusterDir(dir: string, binDir?: string | null): void;
