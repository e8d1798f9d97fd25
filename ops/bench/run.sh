#!/usr/bin/env bash
# First numbers for docs/benchmarks.md: append and rebuild on both profiles, release build.
# Each bench runs on a scratch database (a fresh SQLite file under --data-dir, or a fresh
# PostgreSQL database on the server in DATABASE_URL, dropped afterwards).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -p caseboard
B=target/release/caseboard
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
# Write → other browser updated (two real Chromium browsers; needs web/dist: npm --prefix web run build).
if [ -f web/dist/index.html ]; then
  CASEBOARD_BIN=$B node ops/bench/live-latency.mjs --samples 100
fi
