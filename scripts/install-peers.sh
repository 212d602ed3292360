#!/usr/bin/env bash
# Installs the interop matrix's Python and Node.js peers (docs/checks/peers.md) from PyPI and npm,
# at the exact versions of peers/python/requirements.txt and peers/node/package-lock.json:
# - Python: a virtual environment in peers/python/.venv made with python3 (3.9 or later);
# - Node.js: npm ci in peers/node (node_modules), without cbor-x's optional native addon
#   (cbor-extract, a speed-up only) and without install scripts.
# Idempotent: an environment whose recorded requirements match is left as it is. A runtime that is
# missing is reported and skipped (its peers then say they are unavailable); the script fails only
# when an install that was attempted fails. Both directories are gitignored.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0

install_python() {
  local dir=peers/python venv=peers/python/.venv
  if ! command -v python3 >/dev/null 2>&1; then
    echo "install-peers: python3 not found; the python:* peers stay unavailable" >&2
    return 0
  fi
  if ! python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)'; then
    echo "install-peers: $(python3 --version 2>&1) is older than 3.9; the python:* peers stay unavailable" >&2
    return 0
  fi
  if [ -x "$venv/bin/python" ] && cmp -s "$dir/requirements.txt" "$venv/.wirebench-requirements.txt"; then
    echo "install-peers: Python peers up to date ($venv)"
    return 0
  fi
  rm -rf "$venv"
  python3 -m venv "$venv" || return 1
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$dir/requirements.txt" || return 1
  cp "$dir/requirements.txt" "$venv/.wirebench-requirements.txt"
  echo "install-peers: Python peers installed in $venv ($("$venv/bin/python" --version 2>&1))"
}

install_node() {
  local dir=peers/node
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "install-peers: node or npm not found; the node:* peers stay unavailable" >&2
    return 0
  fi
  if [ -f "$dir/node_modules/.wirebench-lock.json" ] && cmp -s "$dir/package-lock.json" "$dir/node_modules/.wirebench-lock.json"; then
    echo "install-peers: Node.js peers up to date ($dir/node_modules)"
    return 0
  fi
  (cd "$dir" && npm ci --omit=optional --ignore-scripts --no-audit --no-fund --loglevel=error) || return 1
  cp "$dir/package-lock.json" "$dir/node_modules/.wirebench-lock.json"
  echo "install-peers: Node.js peers installed in $dir/node_modules (Node.js $(node --version))"
}

# (set -e does not apply inside a function called with ||: each step says || return 1)
install_python || { echo "install-peers: installing the Python peers failed" >&2; status=1; }
install_node || { echo "install-peers: installing the Node.js peers failed" >&2; status=1; }
exit $status
