/** The maintenance-database URL the global setup leaves for the test files. */
export const ADMIN_URL_VARIABLE = 'REUNION_TEST_ADMIN_DATABASE_URL';

export interface TestDatabaseServer {
  stop(): Promise<void>;
}
