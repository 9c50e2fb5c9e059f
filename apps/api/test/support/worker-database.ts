/** The copies of the run's database that global-setup.ts makes, one for each jest worker. */
export function workerDatabaseNames(name: string, workers: number): string[] {
  return Array.from({ length: workers }, (_, i) => workerDatabaseName(name, i + 1));
}

/** Jest numbers its workers from 1 (JEST_WORKER_ID); a run in band is worker 1. */
export function workerDatabaseName(name: string, worker: number): string {
  return `${name}_w${worker}`;
}
