import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { adminAuditFilter, type AuditEntry } from '@arena/contract';
import { Roles, RolesGuard } from '../auth';
import { filterTime, simpleRestFilter, simpleRestList } from '../platform/http/simple-rest';
import { AuditEntriesQuery } from './admin.queries';

/**
 * The audit list (docs/api.md, "Administration"; ra-data-simple-rest): every admin action, with
 * the acting user and the reason; ADMIN only. Shapes in @arena/contract.
 */
@Controller('api/admin/audit')
@UseGuards(RolesGuard)
@Roles('ADMIN')
export class AdminAuditController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/admin/audit?sort=["at","DESC"]&range=[0,24]&filter={"actor":"7656...","action":"user_type_changed","target":"7656...","from":"2026-01-01","to":"2026-01-31"}`
   * → a page of `AuditEntry` (`{id, at, actor, actor_name, action, target, reason, details}`),
   * newest first by default, `Content-Range: audit 0-24/N`; `filter={"id":[...]}` answers those
   * entries (getMany). Errors: 400 `invalid_payload`, 401 `sign_in_required`, 403 `forbidden`.
   */
  @Get()
  async list(
    @Query('range') range: string | undefined,
    @Query('sort') sort: string | undefined,
    @Query('filter') filterText: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const filter = simpleRestFilter(filterText, adminAuditFilter);
    const entries = await this.queryBus.execute<AuditEntriesQuery, AuditEntry[]>(
      new AuditEntriesQuery({
        actor: filter.actor,
        action: filter.action,
        target: filter.target,
        fromMs: filterTime(filter.from, 'from'),
        toMs: filterTime(filter.to, 'to'),
      }),
    );
    const wanted = filter.id ? new Set(filter.id) : null;
    // `id` is the event's position: sorted as a number
    const rows = (wanted ? entries.filter((entry) => wanted.has(entry.id)) : entries).map((entry) => ({
      entry,
      ...entry,
      position: Number(entry.id),
    }));
    const sortField = sort?.includes('"id"') ? sort.replace('"id"', '"position"') : sort;
    const page = simpleRestList(
      reply,
      'audit',
      rows,
      { range, sort: sortField },
      ['at', 'actor', 'action', 'target', 'position'],
      ['position', 'DESC'],
    );
    return page.map(({ entry }) => entry);
  }
}
