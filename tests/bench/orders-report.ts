import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runOrders, type OrdersFigures } from './orders';
import { printHeader, printRow } from './table';

/** The rows of the orders' measures, in the bench's table (`table.ts`). */
export function printOrdersRows(orders: OrdersFigures): void {
  const { paidToReadable: r, webhooks: w, fulfilment: f } = orders;
  printRow(
    `orders, paid notification to the gold on \`GET /api/players/{id}\` (${r.orders} orders of ${orders.players} players, one at a time)`,
    `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (the webhook's answer: p50 ${r.webhookP50Ms} ms, p99 ${r.webhookP99Ms} ms)`,
    'one run',
    '—',
    '—',
  );
  printRow(
    `orders, paid notifications handled (${w.orders} orders, ${w.connections} connections, each recorded and granted)`,
    `${w.perSecond} webhooks/s (${w.seconds} s)`,
    'one run',
    '—',
    '—',
  );
  printRow(
    `orders, each fulfilled exactly once (${f.orders} orders; balances of ${orders.players} players)`,
    `${f.fulfilledOnce} of ${f.orders} once; ${f.playersBalanced} of ${orders.players} balances right`,
    'one run',
    '—',
    'all',
    f.ok,
  );
  for (const problem of orders.fulfilment.problems) console.log(`  ${problem}`);
}

/**
 * `BENCH_ONLY=orders npm run bench`: `measureOrders`, printed as a table and written to
 * artifacts/bench-orders.json; a failed fulfilment check sets the exit code.
 */
export async function reportOrders(root: string, redisUrl: string): Promise<void> {
  const orders = await runOrders(root, redisUrl);
  printHeader();
  printOrdersRows(orders);
  fs.mkdirSync(path.join(root, 'artifacts'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'artifacts/bench-orders.json'),
    JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, orders }, null, 2),
  );
  console.log('\nwritten to artifacts/bench-orders.json');
}
