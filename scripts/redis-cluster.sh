#!/usr/bin/env bash
# A Redis Cluster of six nodes on loopback for the tests of the lobby service (docs/architecture.md,
# "Redis topology"): three masters with a replica each. Idempotent: when the cluster is already up
# it only says so.
#
#   scripts/redis-cluster.sh [start]   start it (unless up), wait until every node says cluster_state:ok
#   scripts/redis-cluster.sh stop      shut its nodes down (nothing is saved)
#   scripts/redis-cluster.sh status    exit 0 when every node says cluster_state:ok
#
# REDIS_CLUSTER_PORTS (default "7001 7002 7003 7004 7005 7006") picks the ports, REDIS_CLUSTER_DIR
# (default a new temporary folder) where the nodes keep their cluster configuration and logs.
# `start` ends by printing the line the tests read, e.g.
#   REDIS_CLUSTER_NODES=127.0.0.1:7001,127.0.0.1:7002,...
set -euo pipefail

read -r -a PORTS <<<"${REDIS_CLUSTER_PORTS:-7001 7002 7003 7004 7005 7006}"
HOST=127.0.0.1

nodes_list() {
  local out=() port
  for port in "${PORTS[@]}"; do out+=("$HOST:$port"); done
  (IFS=,; echo "${out[*]}")
}

answers() { redis-cli -h "$HOST" -p "$1" ping >/dev/null 2>&1; }
field() { redis-cli -h "$HOST" -p "$1" cluster info 2>/dev/null | tr -d '\r' | sed -n "s/^$2://p"; }

cluster_ok() {
  local port
  for port in "${PORTS[@]}"; do
    [ "$(field "$port" cluster_state)" = ok ] || return 1
  done
}

start() {
  if cluster_ok; then
    echo "redis cluster already up"
    echo "REDIS_CLUSTER_NODES=$(nodes_list)"
    return 0
  fi
  local dir="${REDIS_CLUSTER_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/arena-redis-cluster.XXXXXX")}"
  local port
  for port in "${PORTS[@]}"; do
    answers "$port" && continue
    mkdir -p "$dir/$port"
    redis-server --bind "$HOST" --port "$port" --dir "$dir/$port" --logfile "$dir/$port/redis.log" \
      --cluster-enabled yes --cluster-config-file nodes.conf --cluster-node-timeout 5000 \
      --save '' --appendonly no --daemonize yes
  done
  for port in "${PORTS[@]}"; do
    for _ in $(seq 1 100); do answers "$port" && break; sleep 0.05; done
    answers "$port" || { echo "redis-server on port $port did not start (see $dir/$port/redis.log)" >&2; exit 1; }
  done
  # fresh nodes (no slot assigned anywhere) are joined into one cluster; nodes that already
  # belong to some cluster are left alone, and the wait below says whether it is healthy
  local assigned=0
  for port in "${PORTS[@]}"; do assigned=$((assigned + $(field "$port" cluster_slots_assigned))); done
  if [ "$assigned" -eq 0 ]; then
    local addresses=()
    for port in "${PORTS[@]}"; do addresses+=("$HOST:$port"); done
    redis-cli --cluster create "${addresses[@]}" --cluster-replicas 1 --cluster-yes >"$dir/create.log" 2>&1 ||
      { cat "$dir/create.log" >&2; exit 1; }
  fi
  for _ in $(seq 1 300); do cluster_ok && break; sleep 0.1; done
  cluster_ok || { echo "the redis cluster on ports ${PORTS[*]} is not ok after 30 s (logs in $dir)" >&2; exit 1; }
  echo "redis cluster up (nodes in $dir)"
  echo "REDIS_CLUSTER_NODES=$(nodes_list)"
}

stop() {
  local port
  for port in "${PORTS[@]}"; do
    answers "$port" && redis-cli -h "$HOST" -p "$port" shutdown nosave >/dev/null 2>&1 || true
  done
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) cluster_ok ;;
  *) echo "usage: $0 [start|stop|status]" >&2; exit 2 ;;
esac
