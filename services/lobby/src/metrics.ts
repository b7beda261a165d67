/**
 * The lobby service's Prometheus metrics, in the text exposition format (a handful of counters
 * and gauges does not need a client library).
 */
export class LobbyMetrics {
  private readonly counters = new Map<string, { help: string; values: Map<string, number> }>();
  private readonly gauges = new Map<string, { help: string; read: () => number }>();

  constructor() {
    this.counter('lobby_client_messages_total', 'Client frames handled, by event (invalid: not a message of the protocol)');
    this.counter('lobby_errors_sent_total', 'error events sent, by code');
    this.counter('lobby_sockets_refused_total', 'Sockets closed for a missing, unknown or used ticket');
    this.counter('lobby_history_failures_total', 'Lobby events that could not be appended to the event store');
    this.counter('lobby_failures_total', 'Client requests or background tasks that failed on an error (Redis down...)');
  }

  /** Adds a gauge read when scraped. */
  gauge(name: string, help: string, read: () => number): void {
    this.gauges.set(name, { help, read });
  }

  /** Adds 1 to counter `name` with label `label` (e.g. `event="chat"`, or '' for none). */
  inc(name: string, label = ''): void {
    const counter = this.counters.get(name);
    if (!counter) return;
    counter.values.set(label, (counter.values.get(label) ?? 0) + 1);
  }

  /** The metrics as Prometheus text. */
  render(): string {
    const lines: string[] = [];
    for (const [name, { help, values }] of this.counters) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
      if (values.size === 0) lines.push(`${name} 0`);
      for (const [label, value] of values) lines.push(`${name}${label ? `{${label}}` : ''} ${value}`);
    }
    for (const [name, { help, read }] of this.gauges) lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${read()}`);
    return `${lines.join('\n')}\n`;
  }

  private counter(name: string, help: string): void {
    this.counters.set(name, { help, values: new Map() });
  }
}
