import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SessionMiddleware } from '../auth/session/session.middleware.js';
import { RemotesModule } from '../remotes/remotes.module.js';
import { PageRenderer } from './page-renderer.js';
import { PagesMiddleware } from './pages.middleware.js';

/**
 * The site's pages (HTML), rendered on the server by the shell's server build; after the static
 * files (serve-static.ts), which answer everything that is a file.
 */
@Module({
  imports: [AuthModule, RemotesModule],
  providers: [PageRenderer],
})
export class PagesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(SessionMiddleware, PagesMiddleware)
      .exclude('api/{*path}', 'remotes/{*path}', 'health/{*path}')
      .forRoutes({ path: '{*path}', method: RequestMethod.GET });
  }
}
