import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { httpClient } from '../shared/http';

/** The admin API (ra-data-simple-rest: `sort`, `range`, `filter`, `Content-Range`); docs/api.md "Admin". */
const ADMIN_API = '/api/admin';

/** The catalog is the public bare list `GET /api/cosmetics` (no admin route): paged here, read-only. */
const COSMETICS = 'cosmetics';

interface CatalogItem {
  id: string;
  type: string;
  name: { en: string; cn: string };
  rarity: string;
  gold_price: number | null;
  usd_cents: number | null;
  stackable: boolean;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return JSON.stringify(a ?? '').localeCompare(JSON.stringify(b ?? ''));
}

/** One page of a list held in full, sorted and filtered like the admin routes do it. */
function pageOf<T extends RaRecord>(all: T[], { pagination, sort, filter }: GetListParams): { data: T[]; total: number } {
  const filters = (filter ?? {}) as Record<string, unknown>;
  const q = typeof filters.q === 'string' ? filters.q.toLowerCase() : '';
  const matches = all.filter((record) =>
    Object.entries(filters).every(([key, value]) =>
      key === 'q' ? JSON.stringify(record).toLowerCase().includes(q) : value === undefined || record[key] === value,
    ),
  );
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    const field = sort.field;
    matches.sort((a, b) => direction * compare(a[field], b[field]));
  }
  const { page, perPage } = pagination ?? { page: 1, perPage: matches.length };
  return { data: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
}

async function catalog(): Promise<CatalogItem[]> {
  const { json } = await httpClient('/api/cosmetics');
  return json as CatalogItem[];
}

const readOnly = () => Promise.reject(new Error('read-only'));

/** Fields of a record the server computes (never sent back in a PUT). */
const COMPUTED: Record<string, readonly string[]> = {
  sales: ['status'],
  announcements: ['status'],
  redemption_codes: ['uses', 'created_at', 'created_by', 'redemptions', 'gold', 'items'],
};

/**
 * The console's data provider: ra-data-simple-rest on `/api/admin`, with
 * - the cosmetics catalog read from `/api/cosmetics` (read-only);
 * - writes carrying an `Idempotency-Key` (the http client) and the computed fields left out;
 * - a delete's `reason` sent as `?reason=` (ra-data-simple-rest sends no body with a delete).
 */
export function createDataProvider(): DataProvider {
  const rest = simpleRestProvider(ADMIN_API, httpClient);
  return {
    ...rest,
    async getList(resource, params) {
      if (resource !== COSMETICS) return rest.getList(resource, params);
      // the catalog's records are react-admin records (they have an id)
      return pageOf(await catalog(), params) as never;
    },
    async getOne(resource, params) {
      if (resource !== COSMETICS) return rest.getOne(resource, params);
      const item = (await catalog()).find((record) => record.id === String(params.id));
      if (!item) throw new Error('ra.notification.item_doesnt_exist');
      return { data: item } as never;
    },
    async getMany(resource, params) {
      if (resource !== COSMETICS) return rest.getMany(resource, params);
      const wanted = new Set(params.ids.map(String));
      return { data: (await catalog()).filter((record) => wanted.has(record.id)) } as never;
    },
    async update(resource, params) {
      if (resource === COSMETICS) return readOnly();
      const data = { ...(params.data as Record<string, unknown>) };
      for (const field of COMPUTED[resource] ?? []) delete data[field];
      return rest.update(resource, { ...params, data });
    },
    async create(resource, params) {
      if (resource === COSMETICS) return readOnly();
      return rest.create(resource, params);
    },
    async delete(resource, params) {
      if (resource === COSMETICS) return readOnly();
      const reason = (params.meta as { reason?: string } | undefined)?.reason;
      const query = reason ? `?reason=${encodeURIComponent(reason)}` : '';
      const { json } = await httpClient(`${ADMIN_API}/${resource}/${encodeURIComponent(String(params.id))}${query}`, {
        method: 'DELETE',
      });
      return { data: (json ?? params.previousData ?? { id: params.id }) as never };
    },
  };
}
