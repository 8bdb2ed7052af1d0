#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a private PostgreSQL cluster started in a
# temporary directory on a free port, and stops the cluster afterwards, whatever happens.
#   bash scripts/with-postgres.sh npm run test:postgres
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL not found: apt-get install -y postgresql" >&2; exit 1; }

dir=$(mktemp -d /tmp/agency-pg.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
"$@"
