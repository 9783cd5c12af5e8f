#!/usr/bin/env bash
# npm test: the whole suite, as CI runs it (bash .ci/run on a fresh clone).
#   1 dependencies  2 system packages (Chromium's headless shell, PostgreSQL, Redis, Caddy)  3 type check, lint and format
#   4 unit tests (beside step 3 when both run)
#   5 a private throwaway PostgreSQL cluster  6 integration on SQLite and on PostgreSQL, side by side, with the two
#     seeds (the browser tests' SQLite, the several instances' PostgreSQL) in the background  7 integration on MongoDB
#     (when one exists)  8 the seed, then next build, begun in the background beside the integration tests
#   9 crash tests (the production server killed mid-burst, an outbox worker killed mid-send, backups) and several
#     instances (production servers on one PostgreSQL and one Redis): beside Playwright when both run
#  10 browser tests against the production build on a fresh copy of the seeded SQLite database
#
# npm test -- --only STEP[,STEP...] runs only those steps (npm test -- --list names them); npm run test:quick is
# --only checks,unit,int-sqlite. A browser, crash or instance step run alone uses the build and the seeded
# snapshot an earlier run left (tmp/e2e-seed.db), so it can be rerun in seconds after a change to a test.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Step names for --only, in the order they run.
STEPS=(deps system checks unit int-sqlite int-postgres int-mongodb seed build crash multi e2e)
usage() {
  cat <<'USAGE'
Usage: npm test [-- --only STEP[,STEP...]] [-- --list]

Without options: every step, as CI runs it. Steps:
  deps          npm ci when node_modules is missing or older than package-lock.json
  system        Chromium's headless shell, PostgreSQL, Redis and Caddy from apt when missing
  checks        type check (next typegen, tsc, the admin import map), lint and format, side by side
  unit          unit tests (tests/unit; beside the checks when both run)
  int-sqlite    integration tests on a fresh SQLite file
  int-postgres  integration tests on a private PostgreSQL cluster
  int-mongodb   integration tests on MongoDB (MONGODB_URL or a local mongod; skipped without)
  seed          a fresh SQLite database for the browser tests, migrated, seeded and kept as tmp/e2e-seed.db
  build         next build
  crash         crash and shutdown tests against the build (tests/crash)
  multi         two production servers on one PostgreSQL and one Redis (tests/multi)
  e2e           Playwright against the build, on a fresh copy of tmp/e2e-seed.db
Aliases: int = int-sqlite,int-postgres,int-mongodb; quick = checks,unit,int-sqlite (npm run test:quick).
crash, multi and e2e alone need an earlier run's build and seed: npm test -- --only seed,build once.
USAGE
}

ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --only) [ $# -ge 2 ] || { usage >&2; exit 2; }; ONLY="$2"; shift 2 ;;
    --only=*) ONLY="${1#--only=}"; shift ;;
    --list) printf '%s\n' "${STEPS[@]}"; exit 0 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "unknown argument: $1" >&2; usage >&2; exit 2 ;;
  esac
done
selected=()
for name in ${ONLY//,/ }; do
  case "$name" in
    int) selected+=(int-sqlite int-postgres int-mongodb) ;;
    quick) selected+=(checks unit int-sqlite) ;;
    *)
      [[ " ${STEPS[*]} " == *" $name "* ]] || { echo "unknown step: $name (npm test -- --list names them)" >&2; exit 2; }
      selected+=("$name")
      ;;
  esac
done
ONLY=$(IFS=,; echo "${selected[*]}")
# want STEP: the step runs in this invocation.
want() { [ -z "$ONLY" ] || [[ ",$ONLY," == *",$1,"* ]]; }
# A step run alone when the whole suite was not asked for.
alone() { [ -n "$ONLY" ]; }

SUITE_START=$(date +%s)
CURRENT_STEP=""
STEP_START=$SUITE_START
SUMMARY=()

export NEXT_TELEMETRY_DISABLED=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export DEBIAN_FRONTEND=noninteractive
# Test-only settings: never use these values in production.
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-test-secret-kempen-vastgoed-not-for-production}"
# The forms' spam check is off for the integration tests only; the browser tests run with it on (step 8).
export CAPTCHA_DISABLED=1
# Uploads of the test runs stay out of the site's own media/ folder.
export MEDIA_DIR="tmp/media"
export SEED_ADMIN_PASSWORD="${SEED_ADMIN_PASSWORD:-Admin-Kempen-2026!}"
# The seeded admin's second factor, known to the browser tests (tests/e2e/helpers/admin.ts computes its codes).
export SEED_ADMIN_TOTP_SECRET="${SEED_ADMIN_TOTP_SECRET:-AKZRRUIP4BT7K5ZU6Z6BP3JBOJCUGQXW}"

PG_VERSION=15
PG_BIN="/usr/lib/postgresql/${PG_VERSION}/bin"
PG_DIR=""
PG_PORT=""
MONGOD_PID=""
MONGO_DIR=""
REDIS_DIR=""
REDIS_PORT=""

secs() { echo $(( $(date +%s) - $1 )); }
fmt() { printf '%dm%02ds' $(( $1 / 60 )) $(( $1 % 60 )); }

step() {
  CURRENT_STEP="$1"
  STEP_START=$(date +%s)
  printf '\n\033[1m==> [%s] %s\033[0m\n' "$(fmt "$(secs "$SUITE_START")")" "$1"
}

step_done() {
  local took
  took=$(secs "$STEP_START")
  SUMMARY+=("$(printf '%8s  %s' "$(fmt "$took")" "$CURRENT_STEP")")
  printf '\033[1m<== %s: ok (%s)\033[0m\n' "$CURRENT_STEP" "$(fmt "$took")"
  CURRENT_STEP=""
}

fail() {
  echo "ERROR: $*" >&2
  exit 1
}

# First TCP port >= $1 that nothing listens on (checked on all interfaces).
free_port() {
  node -e '
    const net = require("node:net")
    let port = Number(process.argv[1])
    const attempt = () => {
      const server = net.createServer()
      server.once("error", () => { port += 1; attempt() })
      server.listen(port, () => server.close(() => console.log(port)))
    }
    attempt()
  ' "$1"
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# initdb refuses to run as root: as root the cluster belongs to the postgres user.
# (From / so the postgres user never needs access to the checkout's directory.)
as_pg() {
  if is_root; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

cleanup() {
  local rc=$?
  set +e
  # Background jobs still running (a failed step): stopped with their children before their database goes.
  declare -F stop_background >/dev/null && stop_background
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/data/postmaster.pid" ]; then
    echo "Stopping the PostgreSQL test cluster (port $PG_PORT)"
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null
  fi
  [ -n "$PG_DIR" ] && rm -rf "$PG_DIR"
  if [ -n "$MONGOD_PID" ] && kill -0 "$MONGOD_PID" 2>/dev/null; then
    echo "Stopping the MongoDB test server (pid $MONGOD_PID)"
    kill "$MONGOD_PID"
    wait "$MONGOD_PID" 2>/dev/null
  fi
  [ -n "$MONGO_DIR" ] && rm -rf "$MONGO_DIR"
  if [ -n "$REDIS_DIR" ] && [ -f "$REDIS_DIR/redis.pid" ]; then
    echo "Stopping the Redis test server (port $REDIS_PORT)"
    kill "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null
  fi
  [ -n "$REDIS_DIR" ] && rm -rf "$REDIS_DIR"

  local total
  total=$(secs "$SUITE_START")
  echo
  if [ "${#SUMMARY[@]}" -gt 0 ]; then
    echo "Step timings:"
    printf '  %s\n' "${SUMMARY[@]}"
  fi
  if [ "$rc" -eq 0 ]; then
    printf '\033[1;32mAll tests passed in %s\033[0m\n' "$(fmt "$total")"
  else
    printf '\033[1;31mFAILED%s (exit %d) after %s\033[0m\n' "${CURRENT_STEP:+ in step \"$CURRENT_STEP\"}" "$rc" "$(fmt "$total")" >&2
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- 1. dependencies -----------------------------------------------------------------------------
# Every step runs on the production major (package.json engines.node, the Dockerfile's NODE_MAJOR): on a machine
# whose node is another major, a node of it from the npm registry, kept in ~/.cache (scripts/node-runtime.mjs),
# goes first on PATH for npm ci, Jest, next build, next start and node --test alike.
NODE_DIR=$(node scripts/node-runtime.mjs) || fail "could not get the Node.js major of package.json engines.node"
export PATH="$NODE_DIR:$PATH"
REQUIRED_MAJOR=$(node -p 'require("./package.json").engines.node.replace(/^\^/, "")')
[ "$(node -p 'process.versions.node.split(".")[0]')" = "$REQUIRED_MAJOR" ] \
  || fail "node on PATH is $(node -v) ($(command -v node)), not Node $REQUIRED_MAJOR: scripts/node-runtime.mjs printed \"$NODE_DIR\""
echo "Node.js $(node -v) ($(command -v node)), npm $(npm -v)"
if want deps; then
  step "dependencies"
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # package-lock.json lists other platforms' binaries too (scripts/complete-lockfile.mjs), so npm ci accepts it.
    npm ci --no-audit --no-fund
  else
    echo "node_modules is up to date with package-lock.json"
    # npm ci's postinstall patches Payload's admin; a checkout whose node_modules predates the patch gets it here.
    node scripts/patch-payload-ui.mjs
  fi
  step_done
fi
[ -d node_modules ] || fail "node_modules is missing: run npm ci (or npm test without --only)"

# What this invocation needs from the machine and from earlier steps.
NEED_PG=false
{ want int-postgres || want crash || want multi; } && NEED_PG=true
NEED_BROWSER=false
{ want e2e || want multi; } && NEED_BROWSER=true  # tests/multi/databaseOutage.test.mjs fills a form in it too
NEED_REDIS=false
want multi && NEED_REDIS=true

# --- 2. system packages --------------------------------------------------------------------------
# Redis: the machine's own service when one answers on 127.0.0.1:6379, else a private one (step 10).
redis_running() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }
if want system || $NEED_PG || $NEED_BROWSER || $NEED_REDIS; then
  step "system packages (Chromium headless shell, PostgreSQL ${PG_VERSION}, Redis, Caddy)"
  missing=()
  # The browser tests run Chromium's headless shell (playwright.config.ts); npm run bench's Lighthouse installs
  # the full browser itself when it runs.
  { want system || $NEED_BROWSER; } && { [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell); }
  { want system || $NEED_PG; } && { [ -x "$PG_BIN/initdb" ] || missing+=(postgresql); }
  # tests/multi/resilience.test.mjs starts and stops a Redis of its own, behind Caddy (deploy/Caddyfile).
  { want system || $NEED_REDIS; } && { command -v redis-server >/dev/null 2>&1 || missing+=(redis-server); }
  { want system || $NEED_REDIS; } && { command -v caddy >/dev/null 2>&1 || missing+=(caddy); }
  if [ "${#missing[@]}" -gt 0 ]; then
    if ! is_root; then
      fail "missing system packages: ${missing[*]}. Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}  (or run npm test as root)"
    fi
    echo "Installing with apt: ${missing[*]}"
    apt-get update
    apt-get install -y "${missing[@]}"
    [ -x /usr/bin/chromium-headless-shell ] || [[ " ${missing[*]} " != *" chromium-headless-shell "* ]] \
      || fail "apt installed chromium-headless-shell but /usr/bin/chromium-headless-shell is missing"
    [ -x "$PG_BIN/initdb" ] || [[ " ${missing[*]} " != *" postgresql "* ]] \
      || fail "apt installed postgresql but $PG_BIN/initdb is missing (expected PostgreSQL ${PG_VERSION}, Debian 12)"
  else
    echo "present: what the selected steps need"
  fi
  if is_root && ! id -u postgres >/dev/null 2>&1 && [ -x "$PG_BIN/initdb" ]; then
    echo "Creating the system user postgres (owner of the test cluster)"
    useradd --system --user-group --no-create-home --home-dir /var/lib/postgresql --shell /bin/sh postgres
  fi
  [ -x /usr/bin/chromium-headless-shell ] && /usr/bin/chromium-headless-shell --version 2>/dev/null || true
  [ -x "$PG_BIN/postgres" ] && "$PG_BIN/postgres" --version || true
  step_done
fi

mkdir -p tmp
labelled() { local label="$1"; shift; set -o pipefail; "$@" 2>&1 | sed -u "s/^/[$label] /"; }

# --- 3. type check, lint and format (4. the unit tests beside them) ------------------------------
# Side by side: tsc with the Payload CLI's checks, ESLint, Prettier and the unit tests each use about one core, and
# no lane waits for another, so both cores stay busy until the end of the step. Each output line says its run.
type_check() {
  # Route and page types (.next/types, next-env.d.ts) exist only after a build: generate them first,
  # so a fresh clone type-checks exactly like a built tree.
  npx next typegen
  npx tsc --noEmit
  # The admin renders plugin and custom components through the committed import map: one missing
  # (a new plugin's component, a new custom field) breaks the admin pages that use it at run time only.
  local import_map="src/app/(payload)/admin/importMap.js"
  cp "$import_map" tmp/importMap.committed.js
  npm run -s generate:importmap >/dev/null
  if ! cmp -s "$import_map" tmp/importMap.committed.js; then
    diff tmp/importMap.committed.js "$import_map" | head -n 20
    cp tmp/importMap.committed.js "$import_map"
    echo "the admin import map is out of date: run npm run generate:importmap and commit $import_map"
    return 1
  fi
  # The same for the generated types (Payload writes them itself only under next dev, payload.config.ts).
  local types=src/payload-types.ts
  cp "$types" tmp/payload-types.committed.ts
  npm run -s generate:types >/dev/null
  if ! cmp -s "$types" tmp/payload-types.committed.ts; then
    diff tmp/payload-types.committed.ts "$types" | head -n 20
    cp tmp/payload-types.committed.ts "$types"
    echo "$types is out of date with the collections: run npm run generate:types and commit it"
    return 1
  fi
}
# The unit tests join the step when both are asked for: after them, the shorter lanes would leave a core idle.
UNIT_WITH_CHECKS=false
want checks && want unit && UNIT_WITH_CHECKS=true
if want checks; then
  if $UNIT_WITH_CHECKS; then
    step "type check (next typegen, tsc --noEmit, admin import map), lint (eslint .), format (prettier --check .) and unit tests, side by side"
  else
    step "type check (next typegen, tsc --noEmit, admin import map), lint (eslint .) and format (prettier --check .), side by side"
  fi
  labelled types type_check &
  TYPES_PID=$!
  labelled lint npx eslint . &
  LINT_PID=$!
  labelled format npx prettier --check . &
  FORMAT_PID=$!
  if $UNIT_WITH_CHECKS; then
    labelled unit npx jest --selectProjects unit &
    UNIT_PID=$!
  fi
  checks_failed=()
  wait "$TYPES_PID" || checks_failed+=("type check")
  wait "$LINT_PID" || checks_failed+=(lint)
  wait "$FORMAT_PID" || checks_failed+=("format (npm run format formats the tree)")
  if $UNIT_WITH_CHECKS; then wait "$UNIT_PID" || checks_failed+=("unit tests"); fi
  [ "${#checks_failed[@]}" -eq 0 ] || fail "failed: ${checks_failed[*]} (their lines are marked [types] / [lint] / [format] / [unit] above)"
  step_done
fi

# --- 4. unit tests -------------------------------------------------------------------------------
if want unit && ! $UNIT_WITH_CHECKS; then
  step "unit tests"
  npx jest --selectProjects unit
  step_done
fi

# The watchdog turns a run that never ends (a test leaving a database connection open keeps Jest alive) into a
# clear failure, not a CI timeout. It sits far above a normal run: on a busy 2-core machine a run takes several
# times as long as on a quiet one, and a watchdog near the usual time once failed a run whose tests had all passed.
INT_TIMEOUT="${INT_TIMEOUT:-25m}"
run_int() {
  local rc=0
  DATABASE_URL="$1" NODE_OPTIONS="--experimental-vm-modules" \
    timeout --kill-after=30s "$INT_TIMEOUT" node_modules/.bin/jest --selectProjects int --runInBand || rc=$?
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    fail "the integration suite did not finish within $INT_TIMEOUT (an open handle? Payload is closed by closePayload and closeSharedPayload, tests/int/helpers/payload.ts)"
  fi
  return "$rc"
}

# --- 5. the PostgreSQL cluster (integration, crash and several-instance steps) -------------------
if $NEED_PG; then
  step "PostgreSQL ${PG_VERSION} test cluster (private, throwaway)"
  PG_DIR=$(mktemp -d /tmp/kv-pg-XXXXXX)
  is_root && chown postgres:postgres "$PG_DIR"
  chmod 700 "$PG_DIR"
  PG_PORT=$(free_port 54329)
  as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$PG_DIR/initdb.log" \
    || { cat "$PG_DIR/initdb.log"; fail "initdb failed"; }
  # A throwaway cluster: durability off for speed, TCP on localhost only, socket in its own directory.
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$PG_DIR/server.log"; fail "PostgreSQL did not start"; }
  as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres kv_test
  echo "PostgreSQL ${PG_VERSION} on 127.0.0.1:$PG_PORT (data in $PG_DIR)"
  step_done
fi

# --- the seeds, beside the integration tests ----------------------------------------------------
# The browser tests' SQLite database and the several-instance test's PostgreSQL database are seeded in the
# background while the integration tests run (their waits on timers, SMTP and retries leave a core idle for
# about a third of the step); the seed step then waits for them. Each seed writes its own log.
E2E_PORT=$(free_port 3100)
E2E_BASE_URL="http://127.0.0.1:$E2E_PORT"
# The content server's (Playwright's global setup starts it for the specs that change content): fixed before the run.
E2E_CONTENT_PORT=$(free_port $((E2E_PORT + 1)))
# The browser tests' environment, exported from the seed step on (not before: the integration runs have their own).
E2E_ENV=(E2E_PORT="$E2E_PORT" E2E_BASE_URL="$E2E_BASE_URL" E2E_CONTENT_PORT="$E2E_CONTENT_PORT" DATABASE_URL="file:./tmp/e2e.db" SERVER_URL="$E2E_BASE_URL"
  PAYLOAD_CONFIG_PATH=payload.config.ts)
# The seeded database, kept as it was after the seed: the crash tests and every browser run start from a
# copy of it (VACUUM INTO), so a rerun of one step never needs a new seed.
SEED_SNAPSHOT=tmp/e2e-seed.db

# remove_sqlite FILE: the database file and its journal, WAL and shared-memory files.
remove_sqlite() { rm -f "$1" "$1-journal" "$1-wal" "$1-shm"; }
# sqlite_copy SOURCE TARGET: a consistent copy of a SQLite database, WAL included, even while another
# process has it open (VACUUM INTO).
sqlite_copy() {
  remove_sqlite "$2"
  node -e '
    const { createClient } = require("@libsql/client")
    const [source, target] = process.argv.slice(1)
    const client = createClient({ url: `file:${source}` })
    client.execute(`VACUUM INTO '"'"'${target}'"'"'`).finally(() => client.close())
  ' "$1" "$2"
}
seed_e2e() {
  local started
  started=$(date +%s)
  remove_sqlite tmp/e2e.db
  env "${E2E_ENV[@]}" npm run migrate   # applies the committed migrations (cli/migrate.ts)
  env "${E2E_ENV[@]}" npm run seed
  sqlite_copy tmp/e2e.db "$SEED_SNAPSHOT"
  echo "seeded in $(fmt "$(secs "$started")")"
}
# The build reads the seeded database (Next prerenders the sitemap), so it comes after the seed.
build_e2e() {
  local started
  started=$(date +%s)
  # Cached data and pages of an earlier local run belong to an earlier database.
  node scripts/runtime-cache.mjs
  env "${E2E_ENV[@]}" PAGE_CACHE_IN_MEMORY=1 npx next build
  echo "built in $(fmt "$(secs "$started")")"
}
# Background jobs of this run (seeds, the crash tests beside Playwright), each in a process group of its own,
# stopped with their children when the run ends early.
BACKGROUND_GROUPS=()
in_background() { local log="$1"; shift; setsid "$@" >"$log" 2>&1 & BACKGROUND_GROUPS+=("$!"); }
stop_background() { local group; for group in "${BACKGROUND_GROUPS[@]}"; do kill -- "-$group" 2>/dev/null; done; }
# wait_background PID LOG WHAT: waits for a background job; on failure prints its log's end and fails the run.
wait_background() {
  wait "$1" || { tail -n 60 "$2"; fail "$3 failed (whole log: $2)"; }
}

# With the build asked for too, the build follows the seed in the same background job: begun beside the
# integration tests, it uses the cores they leave idle once the seeds are done (about 40 % of the step's second
# half on a 2-core machine), instead of a step of its own after them.
BUILD_WITH_SEED=false
if want seed; then
  prepare=seed_e2e
  if want build; then BUILD_WITH_SEED=true; prepare="seed_e2e; build_e2e"; fi
  in_background tmp/e2e-seed.log bash -c "$(declare -f fmt secs remove_sqlite sqlite_copy seed_e2e build_e2e); $(declare -p E2E_ENV SEED_SNAPSHOT); set -euo pipefail; $prepare"
  E2E_SEED_PID=$!
fi
if want multi; then
  MULTI_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/kv_multi"
  as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres kv_multi
  rm -rf tmp/media-multi tmp/seed-multi
  in_background tmp/multi-seed.log env DATABASE_URL="$MULTI_DATABASE_URL" MEDIA_DIR=tmp/media-multi SEED_DIR=tmp/seed-multi \
    npm run seed -- --properties=150
  MULTI_SEED_PID=$!
fi

# --- 6. integration tests on SQLite and on PostgreSQL, side by side (the seeds beside them) -------------------------------
# The two runs share nothing but the checkout: each has its own database and upload folder, and the
# tests take free ports and their own client addresses. Side by side they are one step with one log and
# keep both cores busy. Each line says its run.
labelled_int() { local label="$1"; shift; MEDIA_DIR="tmp/media-int-$label" labelled "$label" "$@"; }
int_runs=()
want int-sqlite && int_runs+=(SQLite)
want int-postgres && int_runs+=(PostgreSQL)
if [ "${#int_runs[@]}" -gt 0 ]; then
  step "integration tests on $(IFS=/; echo "${int_runs[*]}")${int_runs[1]:+, side by side}"
  pids=()
  if want int-sqlite; then
    rm -f tmp/int-sqlite.db tmp/int-sqlite.db-journal tmp/int-sqlite.db-wal tmp/int-sqlite.db-shm
    rm -rf tmp/media-int-sqlite
    labelled_int sqlite run_int "file:./tmp/int-sqlite.db" &
    pids+=("$!:SQLite")
  fi
  if want int-postgres; then
    rm -rf tmp/media-int-postgres
    labelled_int postgres run_int "postgres://postgres@127.0.0.1:$PG_PORT/kv_test" &
    pids+=("$!:PostgreSQL")
  fi
  int_failed=()
  for entry in "${pids[@]}"; do wait "${entry%%:*}" || int_failed+=("${entry#*:}"); done
  [ "${#int_failed[@]}" -eq 0 ] || fail "integration tests failed on: ${int_failed[*]} (their lines are marked [sqlite] / [postgres] above)"
  step_done
fi

# --- 7. integration tests on MongoDB -------------------------------------------------------------
if want int-mongodb; then
  if [ -n "${MONGODB_URL:-}" ]; then
    step "integration tests on MongoDB (MONGODB_URL)"
    run_int "$MONGODB_URL"
    step_done
  elif command -v mongod >/dev/null 2>&1; then
    step "integration tests on MongoDB (local mongod)"
    MONGO_DIR=$(mktemp -d /tmp/kv-mongo-XXXXXX)
    MONGO_PORT=$(free_port 27118)
    mongod --dbpath "$MONGO_DIR" --port "$MONGO_PORT" --bind_ip 127.0.0.1 --quiet >"$MONGO_DIR/mongod.log" 2>&1 &
    MONGOD_PID=$!
    for _ in $(seq 1 60); do
      (exec 3<>"/dev/tcp/127.0.0.1/$MONGO_PORT") 2>/dev/null && break
      kill -0 "$MONGOD_PID" 2>/dev/null || { cat "$MONGO_DIR/mongod.log"; fail "mongod exited"; }
      sleep 0.5
    done
    echo "mongod on 127.0.0.1:$MONGO_PORT (pid $MONGOD_PID)"
    run_int "mongodb://127.0.0.1:$MONGO_PORT/kv_test"
    step_done
  else
    echo
    echo "MongoDB integration run skipped: no MONGODB_URL and no mongod binary on this machine (no MongoDB server is installable here)"
  fi
fi

# --- 8. the browser tests' database and build ----------------------------------------------------
export "${E2E_ENV[@]}"
# Every test server of a run (Playwright's, its second servers, the crash and instance servers beside it) keeps
# the pages it renders in its own memory, not in the one .next they share (next.config.mjs).
export PAGE_CACHE_IN_MEMORY=1

if want seed; then
  if want int-sqlite || want int-postgres; then seed_when="begun beside the integration tests"; else seed_when="in the background"; fi
  if $BUILD_WITH_SEED; then
    step "e2e: fresh SQLite database (migrate + seed), kept as $SEED_SNAPSHOT, then next build ($seed_when)"
    wait_background "$E2E_SEED_PID" tmp/e2e-seed.log "seeding the browser tests' database or building"
    grep -E '^(seeded|built) in ' tmp/e2e-seed.log
    sed -n '/^Route (app)/,/^ƒ  (Dynamic)/p' tmp/e2e-seed.log
  else
    step "e2e: fresh SQLite database (migrate + seed, $seed_when), kept as $SEED_SNAPSHOT"
    wait_background "$E2E_SEED_PID" tmp/e2e-seed.log "seeding the browser tests' database"
    tail -n 3 tmp/e2e-seed.log
  fi
  step_done
fi
if { want crash || want e2e; } && [ ! -f "$SEED_SNAPSHOT" ]; then
  fail "no seeded database ($SEED_SNAPSHOT): run npm test -- --only seed,build first"
fi

if want build && ! $BUILD_WITH_SEED; then
  step "e2e: next build"
  build_e2e
  step_done
fi
if { want crash || want multi || want e2e; } && [ ! -f .next/BUILD_ID ]; then
  fail "no production build (.next/BUILD_ID): run npm test -- --only build first"
fi

# --- 9. crash tests and several instances ------------------------------------------------------
# The crash tests run the production build on copies of the seeded snapshot: kill -9 mid-burst, restart,
# every acknowledged submission stored once and every e-mail sent once; SIGTERM while sending; 200 MB bodies.
# tests/crash/outbox.test.mjs needs no build: an outbox worker killed mid-send, at most one repeat, on SQLite
# and on a database of its own in step 5's PostgreSQL cluster. tests/ops backs up and restores both databases.
# tests/multi runs production servers on one PostgreSQL database and one Redis. One file at a time (node --test's
# default on two cores); a test that never ends fails after 10 minutes instead of holding the run.
# With the browser tests they run beside Playwright (step 11): both wait much of their time (servers starting,
# timers, a worker for each of Playwright's two), and the machine was about 60 % busy in each alone.
node_tests=()
want crash && node_tests+=(tests/crash/ tests/ops/)
want multi && node_tests+=(tests/multi/)
NODE_TESTS_PID=""
if [ "${#node_tests[@]}" -gt 0 ]; then
  if want multi; then
    wait_background "$MULTI_SEED_PID" tmp/multi-seed.log "seeding the multi-instance database"
    if redis_running; then
      MULTI_REDIS_URL="redis://127.0.0.1:6379"
      echo "Redis: the machine's service on 127.0.0.1:6379"
    else
      REDIS_DIR=$(mktemp -d /tmp/kv-redis-XXXXXX)
      REDIS_PORT=$(free_port 6390)
      redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
        --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/redis.log" --dir "$REDIS_DIR"
      for _ in $(seq 1 40); do (exec 3<>"/dev/tcp/127.0.0.1/$REDIS_PORT") 2>/dev/null && break; sleep 0.25; done
      MULTI_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
      echo "Redis: a private server on 127.0.0.1:$REDIS_PORT"
    fi
  fi
  # Redis reaches only the several-instance servers (MULTI_REDIS_URL, each run under its own key prefix):
  # the crash tests' servers inherit this environment and keep Next's own cache.
  node_test_run=(env CRASH_PORT="$(free_port 3212)" CRASH_DB_TEMPLATE="$SEED_SNAPSHOT"
    CRASH_POSTGRES_SERVER="postgres://postgres@127.0.0.1:${PG_PORT:-5432}"
    BACKUP_POSTGRES_SERVER="postgres://postgres@127.0.0.1:${PG_PORT:-5432}"
    MULTI_DATABASE_URL="${MULTI_DATABASE_URL:-}" MULTI_REDIS_URL="${MULTI_REDIS_URL:-}" MULTI_MEDIA_DIR=tmp/media-multi
    node --test --test-timeout=600000 "${node_tests[@]}")
  if want e2e; then
    echo "crash tests and several instances (${node_tests[*]}): beside Playwright, log in tmp/node-tests.log"
    in_background tmp/node-tests.log "${node_test_run[@]}"
    NODE_TESTS_PID=$!
  else
    step "crash tests and several instances (${node_tests[*]})"
    "${node_test_run[@]}"
    step_done
  fi
fi

# --- 10. browser tests ---------------------------------------------------------------------------
if want e2e; then
  step "e2e: Playwright (Chromium, next start on port $E2E_PORT, a fresh copy of $SEED_SNAPSHOT)${NODE_TESTS_PID:+, crash tests beside}"
  sqlite_copy "$SEED_SNAPSHOT" tmp/e2e.db
  node scripts/runtime-cache.mjs
  # The ALTCHA widget solves its challenges in the browser: the forms are tested with the spam check on.
  unset CAPTCHA_DISABLED
  playwright_rc=0
  npx playwright test || playwright_rc=$?
  if [ -n "$NODE_TESTS_PID" ]; then
    if [ "$playwright_rc" -ne 0 ]; then
      stop_background
      echo "Playwright failed: the crash tests beside it were stopped (their log so far: tmp/node-tests.log)"
    else
      echo "Waiting for the crash tests and several instances beside Playwright (tmp/node-tests.log)"
      node_tests_rc=0
      wait "$NODE_TESTS_PID" || node_tests_rc=$?
      sed 's/^/[node --test] /' tmp/node-tests.log
      [ "$node_tests_rc" -eq 0 ] || fail "crash tests or several instances failed (their lines are marked [node --test] above)"
    fi
  fi
  [ "$playwright_rc" -eq 0 ] || fail "Playwright failed"
  step_done
fi
