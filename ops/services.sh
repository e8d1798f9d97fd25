#!/usr/bin/env bash
# Makes sure PostgreSQL (127.0.0.1:5432) and NATS with JetStream (127.0.0.1:4222) are up:
# the distributed profile's tests create their own databases and streams on them.
set -u
pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
nats_up() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }
if ! pg_up; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi
if ! nats_up; then
  echo "starting NATS"
  mkdir -p /var/lib/nats-server
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server || true
fi
for _ in $(seq 1 30); do
  if pg_up && nats_up; then exit 0; fi
  sleep 1
done
pg_up || { echo "PostgreSQL is not reachable on 127.0.0.1:5432" >&2; exit 1; }
nats_up || { echo "NATS is not reachable on 127.0.0.1:4222" >&2; exit 1; }
