#!/usr/bin/env bash
# The repository stands alone: run the tests that read the vendored spec (docs/spec/) and the
# stand-alone guard from a fresh clone in an empty temporary folder, so nothing beside the
# checkout (no spec folder next to it) can be read. The clone is of HEAD (what CI checked out);
# node_modules is linked from this checkout. The lists are read when each test file loads, so running only the
# tests that check the lists themselves proves the reading (the full files ran in npm test):
# the check costs a clone and some 30 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
here="$PWD"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git clone --quiet --no-hardlinks "$here" "$scratch/clone"
else
  # An unpacked archive: copy what a clone would hold.
  mkdir "$scratch/clone"
  tar -C "$here" --exclude=./node_modules --exclude=./dist --exclude=./test-results -cf - . | tar -C "$scratch/clone" -xf -
fi
ln -s "$here/node_modules" "$scratch/clone/node_modules"
ls -A "$scratch" | grep -qvx clone && { echo "stand-alone check: the scratch folder is not empty" >&2; exit 1; }

cd "$scratch/clone"
npx vitest run tests/stand-alone.test.ts tests/routes.test.tsx tests/api/endpoint-coverage.test.ts mocks/tests/coverage.test.ts \
  -t 'stands alone|lists the spec routes|reads a list of 94 paths|lists every call of the spec'
