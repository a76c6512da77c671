import { Controller, Get, Header } from '@nestjs/common';
import type { RemoteRegistry } from '@reunion/contracts';
import { RemotesService } from './remotes.service.js';

@Controller('api')
export class RemotesController {
  constructor(private readonly remotes: RemotesService) {}

  /** Never cached: repointing a remote must reach the next page load. */
  @Get('remotes')
  @Header('Cache-Control', 'no-store')
  registry(): Promise<RemoteRegistry> {
    return this.remotes.registry();
  }
}
