import { Column, Entity } from 'typeorm';
import { AccountTokenColumns } from './account-token.columns.js';

/**
 * One confirmation link: only the SHA-256 of its token is stored, with the address (normal
 * form) it was sent to, so it confirms that address and no other; single use, 48 hours.
 */
@Entity({ name: 'email_confirmation_tokens' })
export class EmailConfirmationToken extends AccountTokenColumns {
  @Column({ name: 'email_key', type: 'text' })
  emailKey!: string;
}
