import { Module } from '@nestjs/common';
import { AdminAnnouncementsController, AdminChangelogController, AdminTournamentsController } from './admin-content.controllers';
import { ChangeContentHandler, ReadSiteContentHandler } from './content.handler';
import { PublicContentController } from './public-content.controller';

/** The site's content on the `site-content` stream: the public reads and the admin console's CRUD. */
@Module({
  controllers: [PublicContentController, AdminTournamentsController, AdminChangelogController, AdminAnnouncementsController],
  providers: [ChangeContentHandler, ReadSiteContentHandler],
})
export class ContentModule {}
