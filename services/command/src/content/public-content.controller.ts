import { Controller, Get, Inject } from '@nestjs/common';
import type { ChangelogEntryView, PublicAnnouncementView, TournamentView } from '@arena/contract';
import { readActiveAnnouncements, readChangelog, readTournaments } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

/** The site's content for everyone (docs/game-rules.md "Site content"), from the read models. Bare lists. */
@Controller('api')
export class PublicContentController {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/tournaments` → `{id, name, date (YYYY-MM-DD), signup_url, results_url, prize_pool_usd_cents (US cents)}[]`, the latest date first. */
  @Get('tournaments')
  tournaments(): Promise<TournamentView[]> {
    return readTournaments(this.read.redis, this.read.live.keys);
  }

  /** `GET /api/changelog` → `{id, date (YYYY-MM-DD), text: {en, cn}}[]`, the latest date first. */
  @Get('changelog')
  changelog(): Promise<ChangelogEntryView[]> {
    return readChangelog(this.read.redis, this.read.live.keys);
  }

  /**
   * `GET /api/announcements` (the live site's path) → the announcements active now (started, not
   * ended), the latest start first: `{announcement_id, text, link, language (en|cn), starts_at, ends_at (ISO; null: no end)}[]`.
   */
  @Get('announcements')
  announcements(): Promise<PublicAnnouncementView[]> {
    return readActiveAnnouncements(this.read.redis, this.read.live.keys, this.clock.now());
  }
}
