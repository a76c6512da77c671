import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection', '57P01')],
    ['a server still starting', withCode('the database system is starting up', '57P03')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    [
      'a statement over statement_timeout',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['no answer within query_timeout', new Error('Query read timeout')],
    ['a connection closed after a timeout', new Error('Client was closed and is not queryable')],
    [
      'TypeORM wrapping a read timeout',
      new QueryFailedError('SELECT 1', [], new Error('Query read timeout')),
    ],
    ['one address of several', new AggregateError([withCode('x', 'ECONNREFUSED')])],
    [
      'TypeORM wrapping pg',
      new QueryFailedError('SELECT 1', [], withCode('terminating connection', '57P01')),
    ],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate', '23505'))],
    ['a syntax error', withCode('syntax error', '42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
