#!/usr/bin/env bash
# The Zapier app's CI: install its dependencies, check that lib/contract.json is a current copy of
# integrations/contract.json, and run its tests against the real server on SQLite and, when
# TEST_POSTGRES_URL is set, PostgreSQL (under CI=true a missing TEST_POSTGRES_URL fails).
# Needs the repository root installed and built (`npm ci` there runs the build).
set -euo pipefail
cd "$(dirname "$0")"

ROOT="$(cd ../.. && pwd)"
if [ ! -f "$ROOT/dist/server.js" ] || [ ! -f "$ROOT/dist/cli/index.js" ]; then
  echo "The server is not built: building it in the repository root"
  (cd "$ROOT" && npm run --silent build)
fi

echo "== npm ci (integrations/zapier)"
npm ci --no-audit --no-fund

echo "== lib/contract.json is current"
npm run --silent check-contract

echo "== tests (SQLite${TEST_POSTGRES_URL:+ and PostgreSQL})"
npm test
