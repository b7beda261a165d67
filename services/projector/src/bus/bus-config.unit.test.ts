import { loadProjectorConfig } from '../config';

describe('the integration bus configuration', () => {
  it('is off by default: no brokers, the statistics from the store', () => {
    const config = loadProjectorConfig({});
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.STATS_SOURCE).toBe('store');
    expect(config.KAFKA_TOPIC).toBe('arena.events');
    expect(config.KAFKA_CLIENT_ID).toBe('arena-projector');
    expect(config.KAFKA_STATS_GROUP).toBe('arena-stats');
    expect(loadProjectorConfig({ KAFKA_BROKERS: ' ' }).KAFKA_BROKERS).toBeUndefined();
  });

  it('reads the brokers as a comma-separated list of host:port', () => {
    const config = loadProjectorConfig({ KAFKA_BROKERS: 'kafka-0:9092, kafka-1.internal:19092', STATS_SOURCE: 'bus' });
    expect(config.KAFKA_BROKERS).toEqual(['kafka-0:9092', 'kafka-1.internal:19092']);
    expect(config.STATS_SOURCE).toBe('bus');
  });

  it.each([
    [{ KAFKA_BROKERS: 'kafka-0' }, /"kafka-0" is not host:port[\s\S]*KAFKA_BROKERS/],
    [{ KAFKA_BROKERS: 'kafka-0:70000' }, /KAFKA_BROKERS/],
    [{ KAFKA_TOPIC: 'arena events' }, /KAFKA_TOPIC/],
    [{ KAFKA_TOPIC: '..' }, /KAFKA_TOPIC/],
    [{ STATS_SOURCE: 'kafka' }, /STATS_SOURCE/],
    [{ STATS_SOURCE: 'bus' }, /STATS_SOURCE=bus needs KAFKA_BROKERS/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadProjectorConfig(env)).toThrow(message);
  });
});
