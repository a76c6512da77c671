import { Module } from '@nestjs/common';
import { ImageWork } from './image-work.js';

/** The one queue every photo's decoding waits in, per process. */
@Module({ providers: [ImageWork], exports: [ImageWork] })
export class ImagesModule {}
