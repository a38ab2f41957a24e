# Puts Node.js 22 on PATH for this shell when the machine's Node is older. Source it:
#
#   . scripts/use-node.sh
#
# The project needs Node >= 22.12 (Electron 45 and its build tools, fastify's cookie and
# content-disposition). A machine that has it keeps its own; on one that does not, this fetches
# the official Node binary once from the npm registry (the node-<os>-<arch> package, which is
# what nvm-less CI machines can reach) into ~/.cache/backoffice-desk and prepends it to PATH.
BACKOFFICE_NODE_VERSION=22.23.3

backoffice_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

backoffice_use_node() {
  if backoffice_node_ok; then return 0; fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x64 ;;
    Linux-aarch64) platform=linux-arm64 ;;
    Darwin-arm64) platform=darwin-arm64 ;;
    Darwin-x86_64) platform=darwin-x64 ;;
    *)
      echo "use-node: install Node.js 22.12 or later for $(uname -s) $(uname -m)" >&2
      return 1
      ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/backoffice-desk/node-$BACKOFFICE_NODE_VERSION-$platform"
  if [ ! -x "$dir/bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "use-node: install Node.js 22.12 or later (no npm here to fetch it with)" >&2
      return 1
    fi
    echo "use-node: fetching Node.js $BACKOFFICE_NODE_VERSION ($platform) from the npm registry" >&2
    work="$(mktemp -d)" || return 1
    if ! (cd "$work" && npm pack --silent "node-$platform@$BACKOFFICE_NODE_VERSION" >/dev/null &&
      mkdir -p "$dir" && tar -xzf ./*.tgz -C "$dir" --strip-components=1); then
      rm -rf "$work" "$dir"
      echo "use-node: could not fetch Node.js; install Node.js 22.12 or later" >&2
      return 1
    fi
    rm -rf "$work"
  fi
  PATH="$dir/bin:$PATH"
  export PATH
  hash -r 2>/dev/null || true
  backoffice_node_ok
}

backoffice_use_node
