import { Entity } from 'typeorm';
import { AccountTokenColumns } from './account-token.columns.js';

/** One reset link: only the SHA-256 of its token is stored; single use, one hour. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken extends AccountTokenColumns {}
