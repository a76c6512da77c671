# Sourced by .ci/run: puts the Node.js pinned in .ci/node/package-lock.json first on PATH, so CI
# runs on the project's Node line (.nvmrc, engines) even where the machine's own Node is older.
# The registry's `node` package carries the binary; it is installed once into a cache folder
# outside the checkout (keyed by the lock's hash), so a fresh clone does not download it again.
# npm itself runs on whichever `node` is first on PATH, so installs and builds use it too.
ci_node_lock="$(pwd)/.ci/node/package-lock.json"
ci_node_key=$(sha256sum "$ci_node_lock" | cut -c1-16)
ci_node_dir="${REUNION_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/reunion-ci}/node-$ci_node_key"
if ! "$ci_node_dir/node_modules/.bin/node" --version >/dev/null 2>&1; then
  echo "--- installing the pinned Node.js into $ci_node_dir"
  rm -rf "$ci_node_dir"
  mkdir -p "$ci_node_dir"
  cp .ci/node/package.json "$ci_node_lock" "$ci_node_dir/"
  (cd "$ci_node_dir" && npm ci --no-audit --no-fund --loglevel=error)
fi
export PATH="$ci_node_dir/node_modules/.bin:$PATH"
echo "--- Node.js $(node --version), npm $(npm --version)"
