import type { FastifyReply } from 'fastify';
import { ApiError } from './api-error';
import { simpleRestList } from './simple-rest';

const rows = () => [
  { id: 'b', uses: 3, expires_at: '2027-01-01' as string | null },
  { id: 'a', uses: 1, expires_at: null },
  { id: 'c', uses: 2, expires_at: '2026-01-01' },
];

function list(query: { range?: string; sort?: string }) {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
  const page = simpleRestList(
    reply,
    'codes',
    rows(),
    { range: query.range, sort: query.sort },
    ['id', 'uses', 'expires_at'],
    ['id', 'ASC'],
  );
  return { ids: page.map((row) => row.id), contentRange: headers['content-range'] };
}

describe('a react-admin list (ra-data-simple-rest)', () => {
  test('sorted by the asked field and order, nulls first ascending; the fallback without sort', () => {
    expect(list({}).ids).toEqual(['a', 'b', 'c']);
    expect(list({ sort: '["uses","DESC"]' }).ids).toEqual(['b', 'c', 'a']);
    expect(list({ sort: '["expires_at","ASC"]' }).ids).toEqual(['a', 'c', 'b']);
  });

  test('one page of the range, with the total in Content-Range', () => {
    expect(list({ range: '[1,5]' })).toEqual({ ids: ['b', 'c'], contentRange: 'codes 1-2/3' });
    expect(list({ range: '[5,9]' })).toEqual({ ids: [], contentRange: 'codes 5-5/3' });
  });

  test('a malformed range or sort, or a field that is not sortable, is refused', () => {
    for (const query of [{ range: '[2,1]' }, { range: 'x' }, { sort: '["secret","ASC"]' }, { sort: '["id","UP"]' }]) {
      expect(() => list(query)).toThrow(ApiError);
    }
  });
});
