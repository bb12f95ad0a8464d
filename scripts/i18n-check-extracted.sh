#!/usr/bin/env bash
# CI: the code holds no text that is missing from the source catalogue (or the pseudo catalogue made
# from it). Extracts afresh, then fails when that changed anything committed.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/i18n-extract.mjs >/dev/null
if ! git diff --exit-code --stat -- locales/source/messages.json locales/pseudo/; then
  echo
  echo "✗ The code has texts that are not in the committed catalogues (diff above)."
  echo "  Run 'npm run i18n:extract' and commit locales/source/messages.json and locales/pseudo/."
  exit 1
fi
if [ -n "$(git ls-files --others --exclude-standard -- locales/source locales/pseudo)" ]; then
  echo "✗ Catalogue files are not committed: $(git ls-files --others --exclude-standard -- locales/source locales/pseudo)"
  exit 1
fi
echo "✓ every text in the code is extracted"
