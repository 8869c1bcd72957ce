#!/usr/bin/env bash
# What the whole suite needs from Debian besides Node: Chromium for Playwright (never a downloaded browser), the fonts
# the PDF and handwriting fixtures are drawn with, PostgreSQL and Redis, promtool (the observability test parses the
# dashboard's and the alerts' queries), lttoolbox and apertium-por-cat (the corrector's morphological analyser). Installs what is missing with apt-get when it can (root on Debian); otherwise
# names the packages and fails, so `npm test` on a new machine says what to install instead of 26 browser failures.
# Used by .ci/run and by `npm test` (scripts/test.mjs).
set -euo pipefail

need_apt=()
if [ -z "${CHROMIUM_PATH:-}" ] || [ ! -x "${CHROMIUM_PATH}" ]; then
  command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
fi
[ -d /usr/share/fonts/truetype/dejavu ] || need_apt+=(fonts-dejavu-core)
# grep reads all of fc-list's output: with -q it stops at the first match, fc-list dies of SIGPIPE and pipefail calls the font
# missing (it reinstalled it once in CI).
fc-list 2>/dev/null | grep -i 'Dancing Script' >/dev/null || need_apt+=(fonts-dancingscript fontconfig)
command -v pg_ctlcluster >/dev/null 2>&1 || need_apt+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
# pg_dump/pg_restore (npm run backup / restore, and their test) and PgBouncer (the pooler test): a machine whose
# PostgreSQL is elsewhere may lack the client.
command -v pg_dump >/dev/null 2>&1 || need_apt+=(postgresql-client)
command -v pgbouncer >/dev/null 2>&1 || need_apt+=(pgbouncer)
command -v promtool >/dev/null 2>&1 || need_apt+=(prometheus)
# The corrector's Portuguese morphological analyser (C1): lttoolbox's lt-proc and Apertium's Portuguese dictionary.
{ command -v lt-proc >/dev/null 2>&1 && [ -f /usr/share/apertium/apertium-por-cat/por-cat.automorf.bin ]; } || need_apt+=(lttoolbox apertium-por-cat)
[ ${#need_apt[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "[argumenta] faltam pacotes do sistema para os testes: ${need_apt[*]} — instale com: sudo apt-get install -y ${need_apt[*]}" >&2
  exit 1
fi
echo "[argumenta] instalando pacotes do sistema para os testes: ${need_apt[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}"
fc-cache -f >/dev/null 2>&1 || true
