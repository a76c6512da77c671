import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { photoErrors } from './photos.messages.js';

const MAX_ID = 2_147_483_647;

/** The `:id` of a photo route: anything that cannot be an id (or overflows the column) is not found. */
@Injectable()
export class PhotoIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!(id <= MAX_ID)) throw new NotFoundException(photoErrors.notFound);
    return id;
  }
}
