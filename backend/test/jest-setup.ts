import { answersOffTheTable } from './support/route-table-answers.js';

// `testTimeout` is a run-wide option that a project config cannot set; argon2 and a fresh
// database per file (or a whole PostgreSQL, in embedded-postgres.spec) need more than 5 s.
jest.setTimeout(60_000);

// What the file's test apps answered, held against the route table
// (test/support/route-table-answers.ts).
afterAll(() => {
  expect(answersOffTheTable()).toEqual([]);
});
