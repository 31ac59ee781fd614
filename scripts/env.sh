# Shared environment for scripts/setup, scripts/serve and scripts/test (sourced, not run).
# Puts the repo's tools on PATH: cargo-installed trunk and wasm-bindgen, and
# wasm-opt (npm binaryen@132) from node_modules/.bin.

# shellcheck shell=bash
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export REPO_ROOT
export PATH="$REPO_ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# Trunk rejects NO_COLOR=1 (its --no-color takes only true/false).
unset NO_COLOR
# Trunk otherwise asks crates.io's web API for a newer Trunk on every run.
export TRUNK_SKIP_VERSION_CHECK=true
