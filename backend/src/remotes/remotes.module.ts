import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller.js';
import { RemotesService } from './remotes.service.js';

@Module({
  controllers: [RemotesController],
  providers: [RemotesService],
  exports: [RemotesService],
})
export class RemotesModule {}
