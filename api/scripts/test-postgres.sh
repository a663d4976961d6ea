#!/usr/bin/env bash
# Runs the api test suites against a local PostgreSQL: makes sure a cluster is running (installing
# Debian's postgresql only when its binaries are missing), creates a role and a throwaway database on
# 127.0.0.1, runs the api Jest project with KORA_TEST_DATABASE_URL, then drops the database.
# Idempotent and non-interactive; run as root or as a user who can sudo/runuser to postgres.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PG_VERSION="${PG_VERSION:-15}"
PG_PORT="${PG_PORT:-5432}"
PG_ROLE="${KORA_PG_ROLE:-kora_test}"
PG_PASSWORD="${KORA_PG_PASSWORD:-kora_test}"
PG_DB="kora_test_$(date +%s)_$$"

as_postgres() {
  if [ "$(id -un)" = "postgres" ]; then "$@";
  elif command -v runuser >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@";
  else sudo -n -u postgres "$@"; fi
}

pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/postgres" ]; then
  echo "PostgreSQL binaries missing: installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
PG_VERSION="$(basename "$(dirname "$(pg_bin)")")"

if command -v pg_lsclusters >/dev/null 2>&1; then
  if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$PG_VERSION main"; then
    pg_createcluster "$PG_VERSION" main -p "$PG_PORT" >/dev/null
  fi
  if ! pg_lsclusters -h | awk -v v="$PG_VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
    pg_ctlcluster "$PG_VERSION" main start
  fi
  PG_PORT="$(pg_lsclusters -h | awk -v v="$PG_VERSION" '$1==v && $2=="main" {print $3}')"
fi

for _ in $(seq 1 30); do
  if as_postgres psql -p "$PG_PORT" -tAc 'select 1' >/dev/null 2>&1; then break; fi
  sleep 1
done

as_postgres psql -p "$PG_PORT" -v ON_ERROR_STOP=1 -q <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PG_ROLE}') THEN
    CREATE ROLE ${PG_ROLE} LOGIN PASSWORD '${PG_PASSWORD}';
  ELSE
    ALTER ROLE ${PG_ROLE} LOGIN PASSWORD '${PG_PASSWORD}';
  END IF;
END
\$\$;
CREATE DATABASE ${PG_DB} OWNER ${PG_ROLE};
SQL

cleanup() {
  as_postgres psql -p "$PG_PORT" -q -c "DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

export KORA_TEST_DATABASE_URL="postgres://${PG_ROLE}:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/${PG_DB}"
echo "api tests on PostgreSQL ${PG_VERSION} (database ${PG_DB})"
cd "$REPO_ROOT"
# The paths and options first: --selectProjects takes every word after it as a project name.
npx jest "$@" --selectProjects api
