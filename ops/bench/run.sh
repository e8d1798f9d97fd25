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
fi
# The same screens on the distributed profile: BENCH_FIRM_PG_URL=http://… of a `caseboard api`
# serving a seeded PostgreSQL firm (its projector caught up), BENCH_FIRM_PG_PID for its memory.
if [ -n "${BENCH_FIRM_PG_URL:-}" ]; then
  node ops/bench/screens.mjs --url "$BENCH_FIRM_PG_URL" ${BENCH_FIRM_PG_PID:+--pid "$BENCH_FIRM_PG_PID"} --runs 50
fi
# Write → other browser updated (two real Chromium browsers; needs web/dist: npm --prefix web run build).
if [ -f web/dist/index.html ]; then
  CASEBOARD_BIN=$B node ops/bench/live-latency.mjs --samples 100
fi
