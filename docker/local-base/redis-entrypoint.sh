#!/bin/sh
# As the official image does: with no config file, listen on every interface without protected mode
# (the container's network is the boundary).
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  case " $* " in
    *" --protected-mode "*) exec redis-server "$@" ;;
    *) exec redis-server --protected-mode no "$@" ;;
  esac
fi
exec "$@"
