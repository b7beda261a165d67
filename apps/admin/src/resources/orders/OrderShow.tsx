import type { AdminOrder, AdminOrderDetail, AdminOrderEvent } from '@arena/contract';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SimpleTable } from '../../shared/SimpleTable';
import { METHOD_CHOICES, PROVIDER_CHOICES, STATUS_CHOICES, usd } from './choices';
import { OrderActionButtons } from './OrderActions';

/** The provider's ids an event carries (provider event, payment, refund, session), as `name: id` pairs. */
function providerIds(data: Record<string, unknown>): string {
  return ['providerEventId', 'providerSessionId', 'paymentId', 'refundId']
    .filter((key) => typeof data[key] === 'string')
    .map((key) => `${key}: ${String(data[key])}`)
    .join(', ');
}

/** What an event says beyond the provider's ids (amounts, reasons, notes), as compact JSON. */
function details(data: Record<string, unknown>): string {
  const rest = Object.fromEntries(
    Object.entries(data).filter(([key]) => !['providerEventId', 'providerSessionId', 'paymentId', 'refundId', 'actor'].includes(key)),
  );
  return Object.keys(rest).length === 0 ? '' : JSON.stringify(rest);
}

/**
 * The record of the show page: react-admin first shows the list's row (no `events`, no
 * `granted`) while `GET /api/admin/orders/{id}` answers, so both may be missing for a moment.
 */
type ShownOrder = AdminOrder & Partial<Pick<AdminOrderDetail, 'events' | 'granted'>>;

/** The order's events in order, each with its time, who acted and the provider's ids. */
function EventsSection() {
  const record = useRecordContext<ShownOrder>();
  const translate = useTranslate();
  if (!record?.events) return null;
  return (
    <Labeled label={translate('arena.orders.events')}>
      <SimpleTable<AdminOrderEvent>
        testId="order-events"
        rows={record.events}
        rowKey={(event) => String(event.position)}
        columns={[
          { label: 'arena.orders.position', value: (event) => event.position, numeric: true },
          { label: 'arena.orders.at', value: (event) => new Date(event.at).toLocaleString() },
          { label: 'arena.orders.type', value: (event) => event.type },
          { label: 'arena.orders.actor', value: (event) => event.actor ?? '-' },
          { label: 'arena.orders.provider_ids', value: (event) => providerIds(event.data) || '-' },
          { label: 'arena.orders.details', value: (event) => details(event.data) },
        ]}
      />
    </Labeled>
  );
}

/** What the player's stream recorded as granted for the order. */
function GrantedSection() {
  const record = useRecordContext<ShownOrder>();
  const translate = useTranslate();
  if (!record?.granted) return null;
  return (
    <Labeled label={translate('arena.orders.granted')}>
      {record.granted.length === 0 ? (
        <span>{translate('arena.orders.nothing_granted')}</span>
      ) : (
        <SimpleTable
          testId="order-granted"
          rows={record.granted}
          rowKey={(item) => item.item_id}
          columns={[
            { label: 'arena.orders.item', value: (item) => item.item_id },
            { label: 'arena.orders.count', value: (item) => item.count, numeric: true },
          ]}
        />
      )}
    </Labeled>
  );
}

/** One order (`GET /api/admin/orders/{id}`): its row, its events with the provider's ids, what was granted; support's actions. */
export default function OrderShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <OrderActionButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="order_id" />
        <TextField source="steam_id" />
        <TextField source="item_id" />
        <FunctionField<AdminOrderDetail> source="price_usd_cents" render={(order) => usd(order.price_usd_cents)} />
        <SelectField source="method" choices={METHOD_CHOICES} />
        <SelectField source="provider" choices={PROVIDER_CHOICES} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <FunctionField<AdminOrderDetail> source="refunded_usd_cents" render={(order) => usd(order.refunded_usd_cents)} />
        <BooleanField source="subscription" />
        <DateField source="created_at" showTime />
        <DateField source="paid_at" showTime emptyText="-" />
        <DateField source="fulfilled_at" showTime emptyText="-" />
        <EventsSection />
        <GrantedSection />
      </SimpleShowLayout>
    </Show>
  );
}
