import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { profileErrors } from './profiles.messages.js';

const MAX_ID = 2_147_483_647;

/**
 * The `:id` of a profile route. Anything that cannot be a profile's id (not digits, or past the
 * integer column's range, which PostgreSQL would answer with an error) is simply not found.
 */
@Injectable()
export class ProfileIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!(id <= MAX_ID)) throw new NotFoundException(profileErrors.notFound);
    return id;
  }
}
