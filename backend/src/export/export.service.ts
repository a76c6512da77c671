import { Injectable } from '@nestjs/common';
import { ProfilesService } from '../profiles/profiles.service.js';
import { classDirectoryText } from './directory-text.js';

/**
 * The administrators' export of the class directory (docs/profiles.md, "The class directory
 * export").
 */
@Injectable()
export class ExportService {
  constructor(private readonly profiles: ProfilesService) {}

  async classDirectory(): Promise<string> {
    return classDirectoryText(await this.profiles.sharedWithAiChat(), new Date());
  }
}
