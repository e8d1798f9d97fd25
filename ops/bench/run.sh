#!/usr/bin/env bash
# Numbers for docs/benchmarks.md, release build. `append` and `rebuild` run on a scratch
# database (a fresh SQLite file under --data-dir, or a fresh PostgreSQL database on the server
# in DATABASE_URL, dropped afterwards). The screen and live benches need a seeded firm:
# BENCH_FIRM_DIR=<data dir> after `caseboard demo --scale 10 --data-dir <dir>` (minutes).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -p caseboard
T=${CARGO_TARGET_DIR:-target}
B=$T/release/caseboard
DIR=$(mktemp -d)
PG=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
export RUST_LOG=warn
$B bench append --data-dir "$DIR" --events 20000 --writers 16
$B bench rebuild --data-dir "$DIR" --events 50000
DATABASE_URL=$PG $B bench append --events 20000 --writers 16
DATABASE_URL=$PG $B bench rebuild --events 50000
rm -rf "$DIR"
# Appends against peers on PostgreSQL: Caseboard's store, cqrs-es (postgres-es), esrs and raw
# INSERTs, alternated, with ratios (a separate cargo project, excluded from the workspace).
cargo run --release --manifest-path ops/bench/peers/Cargo.toml -- --url "$PG"
# Every screen's query (p50/p95/p99), the server's memory, and write → subscription message
# at 50 writes/s, on the seeded large firm.
if [ -n "${BENCH_FIRM_DIR:-}" ]; then
  CASEBOARD_BIN=$B node ops/bench/screens.mjs --data-dir "$BENCH_FIRM_DIR" --runs 50
  CASEBOARD_BIN=$B node --experimental-websocket ops/bench/live-writes.mjs --data-dir "$BENCH_FIRM_DIR" --rate 50 --seconds 30
  # Hostile requests (issue #36): time and resident memory of what one request may cost.
  CASEBOARD_BIN=$B node ops/bench/hostile.mjs --data-dir "$BENCH_FIRM_DIR"
fi
# The same screens on the distributed profile: BENCH_FIRM_PG_DATABASE_URL names a seeded
# PostgreSQL firm whose projector has caught up (`caseboard demo --scale 10`, then `caseboard
# projector` until it has), BENCH_FIRM_PG_DIR its data dir. An API process of its own serves
# them, started here after the peers (their 16 writers' pools need the connections).
if [ -n "${BENCH_FIRM_PG_DATABASE_URL:-}" ]; then
  PORT=${BENCH_FIRM_PG_PORT:-8097}
  DATABASE_URL=$BENCH_FIRM_PG_DATABASE_URL NATS_URL=${NATS_URL:-nats://127.0.0.1:4222} \
    $B api --listen "127.0.0.1:$PORT" --data-dir "${BENCH_FIRM_PG_DIR:-$(mktemp -d)}" &
  API=$!
  trap 'kill $API 2>/dev/null' EXIT
  for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.5; done
  node ops/bench/screens.mjs --url "http://127.0.0.1:$PORT" --pid "$API" --runs 50
  kill $API
fi
# Write → other browser updated (two real Chromium browsers; needs web/dist: npm --prefix web run build).
if [ -f web/dist/index.html ]; then
  CASEBOARD_BIN=$B node ops/bench/live-latency.mjs --samples 100
fi
