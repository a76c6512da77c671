import { type PreparedStatement, preparedStatement } from '../../database/prepared-statement.js';

/** The session table (its migration: database/migrations); connect-pg-simple owns its rows. */
export const SESSION_TABLE = 'session';

/**
 * A signed-in request's one read: connect-pg-simple's own condition (this sid, not expired)
 * joined to the user the session's passport entry names, `userColumns` being that user's SELECT
 * list over the alias `u`. The id is checked before the cast, so no session's content can make
 * the statement fail. Parameters: the sid, then sessionClock().
 */
export function sessionAndUserStatement(userColumns: string): PreparedStatement {
  return preparedStatement(
    'session-and-user',
    `SELECT s.sess, ${userColumns}
    FROM "${SESSION_TABLE}" s
    LEFT JOIN "users" u ON u.id = CASE
      WHEN s.sess #>> '{passport,user}' ~ '^[1-9][0-9]{0,8}$'
      THEN (s.sess #>> '{passport,user}')::int END
    WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
  );
}

/** connect-pg-simple's clock for the `expire` check: whole seconds, rounded up. */
export const sessionClock = (): number => Math.ceil(Date.now() / 1000);
