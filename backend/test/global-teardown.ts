/** Stops the run's embedded PostgreSQL and removes its folder. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.reunionTestDatabaseServer?.stop();
  globalThis.reunionTestDatabaseServer = undefined;
}
