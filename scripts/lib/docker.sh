# Shared by scripts/docker-base.sh, scripts/compose-smoke.sh and .ci/run (sourced, not executed):
# which docker/compose CLI to use, and how to get a Docker engine answering on this machine.

ARGUMENTA_DOCKER_CACHE="${ARGUMENTA_DOCKER_CACHE:-/var/cache/argumenta-docker}"

docker_say() { printf '\033[36m[docker]\033[0m %s\n' "$*" >&2; }

# Debian's CLI first: it builds with BuildKit's built-in frontend (cache mounts) without a buildx
# plugin, which another `docker` on the PATH may lack. DOCKER=... overrides.
docker_pick_cli() {
  export DOCKER_BUILDKIT=1
  if [ -n "${DOCKER:-}" ]; then return; fi
  if [ -x /usr/bin/docker ]; then DOCKER=/usr/bin/docker; else DOCKER="$(command -v docker || true)"; fi
  export DOCKER
}

# Compose v2 (`docker compose`) when its plugin is there, else Debian's docker-compose 1.29.
docker_pick_compose() {
  docker_pick_cli
  if [ -n "$DOCKER" ] && "$DOCKER" compose version >/dev/null 2>&1; then
    COMPOSE=("$DOCKER" compose)
  elif command -v docker-compose >/dev/null 2>&1; then
    COMPOSE=(docker-compose)
  else
    COMPOSE=()
  fi
}

# Installs docker.io, docker-compose and debootstrap from Debian's packages when missing (root only).
docker_ensure_tools() {
  local need=()
  command -v dockerd >/dev/null 2>&1 || need+=(docker.io)
  command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
  command -v debootstrap >/dev/null 2>&1 || need+=(debootstrap)
  [ ${#need[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    docker_say "faltam ${need[*]}: instale com 'sudo apt-get install -y ${need[*]}'"
    return 1
  fi
  docker_say "instalando ${need[*]} (pacotes do Debian)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
}

# An engine that answers, or dockerd started in the background (log in the cache dir). Returns
# non-zero with the reason on stderr when none can be had (no root, no kernel support, ...).
docker_ensure_engine() {
  docker_pick_cli
  [ -n "$DOCKER" ] || { docker_say "nenhum cliente docker instalado"; return 1; }
  "$DOCKER" info >/dev/null 2>&1 && return 0
  command -v dockerd >/dev/null 2>&1 || { docker_say "dockerd não está instalado"; return 1; }
  [ "$(id -u)" = 0 ] || { docker_say "o Docker não responde e só root pode iniciar o dockerd"; return 1; }
  mkdir -p "$ARGUMENTA_DOCKER_CACHE"
  local log="$ARGUMENTA_DOCKER_CACHE/dockerd.log"
  docker_say "iniciando dockerd em segundo plano (log: $log)..."
  nohup setsid dockerd >"$log" 2>&1 </dev/null &
  local pid=$!
  for _ in $(seq 1 60); do
    "$DOCKER" info >/dev/null 2>&1 && { docker_say "dockerd no ar (pid $pid)"; return 0; }
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  docker_say "o dockerd não respondeu; últimas linhas do log:"
  tail -n 5 "$log" >&2 || true
  return 1
}

docker_image_exists() { "$DOCKER" image inspect "$1" >/dev/null 2>&1; }
