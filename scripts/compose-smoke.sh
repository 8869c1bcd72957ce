#!/usr/bin/env bash
# `npm run smoke:compose`: the whole system as operations will run it. Builds the images (cached),
# starts docker-compose.yml under its own project name and host port, waits for every health check,
# then, through the gateway only: registers a student, submits an essay and follows it over
# socket.io to correction:completed, transcribes a photo (tesseract in the OCR container), checks
# the PDF report and the credits; finally tears the project down, volumes included, and prints
# `N passed, M failed` (exit 1 when anything failed).
#
#   SMOKE_GATEWAY_PORT=19080  host port of the gateway (never the development 8080)
#   SMOKE_PROJECT=argumenta-smoke  compose project name (its containers, volumes, network)
#   SMOKE_KEEP=1              leave the stack running at the end (e.g. to run load-tests/ against it)
#   SMOKE_IMAGE_MAX_MB=400    size aim of the application image (over it: a warning; SMOKE_IMAGE_STRICT=1 fails)
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# shellcheck source=lib/docker.sh
. scripts/lib/docker.sh

PROJECT="${SMOKE_PROJECT:-argumenta-smoke}"
PORT="${SMOKE_GATEWAY_PORT:-19080}"
IMAGE="${ARGUMENTA_IMAGE:-argumenta:dev}"
MAX_MB="${SMOKE_IMAGE_MAX_MB:-400}"
HEALTH_TIMEOUT_S="${SMOKE_HEALTH_TIMEOUT_S:-300}"
LOG="$(mktemp -d)/compose-smoke.log"
export ARGUMENTA_IMAGE="$IMAGE" GATEWAY_PORT="$PORT" PUBLIC_URL="http://localhost:$PORT" \
  OCR_POOL_SIZE="${OCR_POOL_SIZE:-1}" INTERNAL_SERVICE_TOKEN="smoke-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"

passed=0 failed=0
ok() { passed=$((passed + 1)); printf '  \033[32m✓\033[0m %s\n' "$*"; }
ko() { failed=$((failed + 1)); printf '  \033[31m✗\033[0m %s\n' "$*"; }
elapsed() { echo $(($(date +%s) - $1)); }
finish() {
  echo
  echo "$passed passed, $failed failed"
  if [ "$failed" -eq 0 ]; then rm -rf "$(dirname "$LOG")"; exit 0; fi
  echo "[smoke] log: $LOG"
  exit 1
}

docker_ensure_tools >/dev/null || true
if ! docker_ensure_engine; then ko "engine Docker indisponível"; finish; fi
docker_pick_compose
if [ ${#COMPOSE[@]} -eq 0 ]; then ko "nem 'docker compose' nem docker-compose instalados"; finish; fi
compose() { "${COMPOSE[@]}" -p "$PROJECT" -f docker-compose.yml "$@"; }

teardown() {
  if [ "${SMOKE_KEEP:-}" = 1 ]; then
    echo "[smoke] pilha mantida (SMOKE_KEEP=1): http://localhost:$PORT — encerre com: ${COMPOSE[*]} -p $PROJECT down -v"
    return
  fi
  compose down -v --remove-orphans --timeout 30 >>"$LOG" 2>&1
}

echo "[smoke] compose: ${COMPOSE[*]} · projeto $PROJECT · gateway em localhost:$PORT · log $LOG"

# --- images ----------------------------------------------------------------------------------
t=$(date +%s)
if bash scripts/docker-base.sh >>"$LOG" 2>&1; then ok "imagens base locais ($(elapsed "$t") s)"; else ko "scripts/docker-base.sh falhou (log: $LOG)"; tail -n 20 "$LOG"; finish; fi
t=$(date +%s)
previous="$("$DOCKER" image inspect -f '{{.Id}}' "$IMAGE" 2>/dev/null || true)"
if "$DOCKER" build -t "$IMAGE" . >>"$LOG" 2>&1; then
  ok "imagem $IMAGE construída ($(elapsed "$t") s, com cache)"
  # The image this build replaced, now untagged: removed (its shared layers stay), so runs do not pile them up.
  if [ -n "$previous" ] && [ "$previous" != "$("$DOCKER" image inspect -f '{{.Id}}' "$IMAGE")" ] \
    && [ -z "$("$DOCKER" image inspect -f '{{join .RepoTags ""}}' "$previous" 2>/dev/null)" ]; then
    "$DOCKER" rmi "$previous" >>"$LOG" 2>&1 || true
  fi
else
  ko "docker build falhou (log: $LOG)"; tail -n 30 "$LOG"; finish
fi

echo "[smoke] tamanhos:"
for img in "$IMAGE" "$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)" postgres:15-bookworm redis:7-bookworm; do
  printf '  %-28s %s\n' "$img" "$("$DOCKER" image inspect -f '{{.Size}}' "$img" 2>/dev/null | awk '{ printf "%.0f MB", $1 / 1e6 }')"
done
size_mb=$("$DOCKER" image inspect -f '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f", $1 / 1e6 }')
# The size is an aim, not a correctness check: over it is reported loudly, and fails only with SMOKE_IMAGE_STRICT=1.
if [ "$size_mb" -le "$MAX_MB" ]; then
  ok "imagem da aplicação com $size_mb MB (≤ $MAX_MB MB)"
elif [ "${SMOKE_IMAGE_STRICT:-}" = 1 ]; then
  ko "imagem da aplicação com $size_mb MB (> $MAX_MB MB)"
else
  printf '  \033[33m!\033[0m imagem da aplicação com %s MB, acima da meta de %s MB (SMOKE_IMAGE_STRICT=1 reprova)\n' "$size_mb" "$MAX_MB"
fi

user="$("$DOCKER" image inspect -f '{{.Config.User}}' "$IMAGE")"
health="$("$DOCKER" image inspect -f '{{if .Config.Healthcheck}}{{join .Config.Healthcheck.Test " "}}{{end}}' "$IMAGE")"
if [ "$user" = 1000:1000 ] && [ -n "$health" ]; then ok "não-root ($user) e HEALTHCHECK ($health)"; else ko "usuário '$user', healthcheck '$health'"; fi
# Only production dependencies, no TypeScript left to transform, the Portuguese OCR model inside.
if "$DOCKER" run --rm --entrypoint sh "$IMAGE" -c '
    for dev in jest typescript vite eslint tsx @playwright react; do [ ! -e "node_modules/$dev" ] || { echo "dependência de desenvolvimento: $dev"; exit 1; }; done
    [ -z "$(find gateway services packages -name "*.ts" -not -path "*/node_modules/*" | head -1)" ] || { echo "fontes .ts na imagem"; exit 1; }
    ls node_modules/@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz >/dev/null' >>"$LOG" 2>&1; then
  ok "só dependências de produção, JavaScript compilado, modelo 'por' do tesseract na imagem"
else
  ko "conteúdo da imagem: $(tail -n 1 "$LOG")"
fi

# --- compose up ------------------------------------------------------------------------------
if compose config -q >>"$LOG" 2>&1; then ok "docker-compose.yml válido para ${COMPOSE[*]}"; else ko "compose config: $(tail -n 2 "$LOG")"; finish; fi
compose down -v --remove-orphans >>"$LOG" 2>&1 # leftovers of an interrupted run
trap 'teardown; exit 130' INT TERM
t=$(date +%s)
if ! compose up -d --no-build >>"$LOG" 2>&1; then
  ko "compose up falhou: $(tail -n 3 "$LOG")"
fi

# Every container healthy (keygen: exited 0), or give up after HEALTH_TIMEOUT_S.
wait_healthy() {
  local deadline=$(($(date +%s) + HEALTH_TIMEOUT_S)) pending ids id state
  while :; do
    pending=()
    ids=$(compose ps -q)
    for id in $ids; do
      state="$("$DOCKER" inspect -f '{{.Name}} {{.State.Status}} {{.State.ExitCode}} {{if .State.Health}}{{.State.Health.Status}}{{end}}' "$id")"
      case "$state" in
        *keygen*" exited 0 "*) ;;
        *" running 0 healthy") ;;
        *) pending+=("${state%% *}") ;;
      esac
    done
    [ -n "$ids" ] && [ ${#pending[@]} -eq 0 ] && return 0
    [ "$(date +%s)" -ge "$deadline" ] && { echo "${pending[*]}"; return 1; }
    sleep 2
  done
}
if not_ready=$(wait_healthy); then
  ok "todos os contêineres saudáveis ($(elapsed "$t") s após o up)"
else
  ko "sem saúde após ${HEALTH_TIMEOUT_S} s: $not_ready"
  compose ps
  compose logs --tail=15 2>&1 | tail -n 60
  teardown; finish
fi

aof="$(compose exec -T redis redis-cli config get appendonly | tail -n 1)"
policy="$(compose exec -T redis redis-cli config get maxmemory-policy | tail -n 1)"
if [ "$aof" = yes ] && [ "$policy" = noeviction ]; then ok "Redis com AOF e noeviction"; else ko "Redis appendonly=$aof maxmemory-policy=$policy"; fi
if "$DOCKER" volume inspect "${PROJECT}_pgdata" >/dev/null 2>&1 \
  && [ "$(compose exec -T postgres sh -c 'echo $PGDATA')" = /var/lib/postgresql/data ]; then
  ok "PostgreSQL no volume ${PROJECT}_pgdata"
else
  ko "volume do PostgreSQL ausente"
fi

# --- through the gateway, as a user ---------------------------------------------------------
echo "[smoke] cliente: node --import tsx scripts/compose-smoke-client.ts http://127.0.0.1:$PORT"
client_log="$(dirname "$LOG")/client.log"
node --import tsx scripts/compose-smoke-client.ts "http://127.0.0.1:$PORT" 2>&1 | tee "$client_log" | grep -v '^SMOKE_CLIENT '
read -r c_passed c_failed < <(sed -n 's/^SMOKE_CLIENT //p' "$client_log" | tail -n 1)
if [ -z "${c_passed:-}" ]; then
  ko "o cliente do smoke não terminou"
else
  passed=$((passed + c_passed)) failed=$((failed + c_failed))
fi
if [ "${c_failed:-1}" != 0 ]; then compose logs --tail=20 gateway essay correction-worker ocr-worker 2>&1 | tail -n 80; fi

# Redis killed without a chance to save (SIGKILL) comes back with what it had: the AOF in its volume.
compose exec -T redis redis-cli set argumenta:smoke:aof persistido >/dev/null 2>&1
sleep 2 # appendfsync everysec
"$DOCKER" kill -s KILL "$(compose ps -q redis)" >/dev/null 2>&1
compose start redis >>"$LOG" 2>&1
aof_value=""
for _ in $(seq 1 20); do
  aof_value="$(compose exec -T redis redis-cli get argumenta:smoke:aof 2>/dev/null | tr -d '\r')"
  [ "$aof_value" = persistido ] && break
  sleep 1
done
if [ "$aof_value" = persistido ]; then ok "Redis morto com SIGKILL volta com os dados (AOF no volume)"; else ko "dados do Redis perdidos após SIGKILL ('$aof_value')"; fi

# --- teardown --------------------------------------------------------------------------------
if [ "${SMOKE_KEEP:-}" != 1 ]; then
  t=$(date +%s)
  teardown
  left="$("$DOCKER" ps -aq --filter "label=com.docker.compose.project=$PROJECT")$("$DOCKER" volume ls -q --filter "label=com.docker.compose.project=$PROJECT")"
  if [ -z "$left" ]; then ok "pilha removida com volumes ($(elapsed "$t") s)"; else ko "restaram contêineres/volumes do projeto $PROJECT"; fi
else
  teardown
fi
finish
