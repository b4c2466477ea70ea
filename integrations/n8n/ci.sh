#!/usr/bin/env bash
# The n8n package's CI: install its dependencies, check that the nodes' contract.json is a current
# copy of integrations/contract.json, build and lint it with n8n's own tooling (n8n-node build,
# n8n-node lint), then run workflows in the published n8n (installed once into a cache outside the
# checkout, see scripts/install-n8n.sh) against the real server on SQLite and, when
# TEST_POSTGRES_URL is set, PostgreSQL (under CI=true a missing TEST_POSTGRES_URL fails).
# n8n's own database is a fresh PostgreSQL database, on TEST_POSTGRES_URL's server when given,
# else on 127.0.0.1:5432. Needs the repository root installed (`npm ci` there builds the server).
set -euo pipefail
cd "$(dirname "$0")"

step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

ROOT="$(cd ../.. && pwd)"
if [ ! -f "$ROOT/dist/server.js" ] || [ ! -f "$ROOT/dist/cli/index.js" ]; then
  step "building the server in the repository root"
  (cd "$ROOT" && npm run --silent build)
fi

step "npm ci (integrations/n8n)"
npm ci --no-audit --no-fund

step "contract.json is current"
npm run --silent check-contract

step "n8n-node build"
npm run --silent build

step "n8n-node lint"
npm run --silent lint

step "n8n ${N8N_VERSION:-1.123.81} (cached outside the checkout)"
bash scripts/install-n8n.sh

step "workflows in n8n against the real server (SQLite${TEST_POSTGRES_URL:+ and PostgreSQL})"
npm test

step "done"
