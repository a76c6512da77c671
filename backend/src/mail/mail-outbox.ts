import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OutgoingMail } from './outgoing-mail.js';

/** A kept mail, claimed by one replica for one delivery attempt. */
export interface ClaimedMail extends OutgoingMail {
  id: string;
  /** Including the attempt now being made. */
  attempts: number;
}

/** TypeORM answers an UPDATE or DELETE with `[rows, count]`, other statements with the rows. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0])) return result[0];
  return result as T[];
}

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * The `mail_outbox` table. Claims use `FOR UPDATE SKIP LOCKED` and a lease on `next_attempt_at`
 * instead of a transaction held open across the SMTP conversation: replicas never take the same
 * row, no connection waits on a slow SMTP server, and a row claimed by a replica that then died
 * comes due again when the lease ends (at-least-once delivery).
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly dataSource: DataSource) {}

  /** `manager`: keep it inside that transaction, so it is sent only if the transaction commits. */
  async keep(mail: OutgoingMail, expiresAt?: Date, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource).query(
      `INSERT INTO "mail_outbox" ("recipient", "subject", "text_body", "html_body", "expires_at", "headers")
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        expiresAt ?? null,
        mail.headers ? JSON.stringify(mail.headers) : null,
      ],
    );
  }

  /** Drops mail past its use (its link has expired); answers how many. */
  async dropExpired(): Promise<number> {
    const result: unknown = await this.dataSource.query(
      `DELETE FROM "mail_outbox" WHERE "expires_at" < now() RETURNING "id"`,
    );
    return rowsOf(result).length;
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const result: unknown = await this.dataSource.query(
      `UPDATE "mail_outbox"
          SET "attempts" = "attempts" + 1,
              "next_attempt_at" = now() + make_interval(secs => $2::double precision / 1000)
        WHERE "id" IN (
          SELECT "id" FROM "mail_outbox"
           WHERE "next_attempt_at" <= now()
           ORDER BY "next_attempt_at", "id"
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
      RETURNING "id", "recipient", "subject", "text_body", "html_body", "headers", "attempts"`,
      [limit, leaseMs],
    );
    return rowsOf<ClaimedRow>(result).map((row) => ({
      id: String(row.id),
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.headers ? { headers: row.headers } : {}),
      attempts: row.attempts,
    }));
  }

  async delivered(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "mail_outbox" WHERE "id" = $1`, [id]);
  }

  async failed(id: string, retryInMs: number, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "mail_outbox"
          SET "next_attempt_at" = now() + make_interval(secs => $2::double precision / 1000),
              "last_error" = $3
        WHERE "id" = $1`,
      [id, retryInMs, error.slice(0, 500)],
    );
  }
}
