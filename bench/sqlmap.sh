#!/usr/bin/env bash
# SQL injection probe (issue 5), on demand, not in CI: sqlmap (Debian package) against the search
# and id parameters of the API. Exits 0 when sqlmap finds nothing injectable, 1 when it does.
#
#   bench/sqlmap.sh                      starts its own server (embedded database in a temp folder)
#   BASE_URL=http://127.0.0.1:3000 bench/sqlmap.sh    probes a running server instead
#
# Env: GOLFER_EMAIL / GOLFER_PASSWORD (default: the demo golfer), LEVEL (sqlmap --level, default 3),
# RISK (--risk, default 2). A running server should have a high RATE_LIMIT_PER_MINUTE: sqlmap
# sends thousands of requests from one address.
set -euo pipefail

cd "$(dirname "$0")/.."
LEVEL="${LEVEL:-3}"
RISK="${RISK:-2}"
GOLFER_EMAIL="${GOLFER_EMAIL:-demo@golfwallet.dk}"
GOLFER_PASSWORD="${GOLFER_PASSWORD:-golfwallet}"
OUT="$(mktemp -d /tmp/gw-sqlmap-XXXXXX)"

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap is missing: installing the Debian package"
  apt-get update -qq && apt-get install -y -qq sqlmap >/dev/null
fi

SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
}
trap cleanup EXIT

if [ -z "${BASE_URL:-}" ]; then
  PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  BASE_URL="http://127.0.0.1:${PORT}"
  echo "starting a server on ${BASE_URL} (data in ${OUT}/data)"
  NODE_ENV=production PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$OUT/data" LOG_LEVEL=warn \
    RATE_LIMIT_PER_MINUTE=100000000 SEED_DEMO=true DATABASE_URL='' SMTP_URL='' \
    node --import tsx apps/api/src/server.ts >"$OUT/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 150); do
    if curl -fsS "$BASE_URL/api/v1/health" >/dev/null 2>&1; then break; fi
    sleep 0.2
  done
fi
curl -fsS "$BASE_URL/api/v1/health" >/dev/null || { echo "no server at $BASE_URL"; exit 2; }

SESSION="$(curl -fsS -X POST "$BASE_URL/api/v1/session" -H 'content-type: application/json' \
  -d "{\"email\":\"$GOLFER_EMAIL\",\"password\":\"$GOLFER_PASSWORD\"}" |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).session_id))")"
AUTH="Authorization: Basic $(printf '%s:' "$SESSION" | base64 -w0)"
read -r VOUCHER CLUB < <(curl -fsS "$BASE_URL/api/v1/vouchers?limit=1" -H "$AUTH" |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s).items[0];console.log(v.voucher_id, v.club_id)})")
echo "probing as $GOLFER_EMAIL, voucher $VOUCHER at club $CLUB; sqlmap output in $OUT"

# Each target: a name and sqlmap's arguments. '*' marks where sqlmap injects.
TARGETS=(
  "search|-u $BASE_URL/api/v1/vouchers?search=golf&limit=20 -p search"
  "count-search|-u $BASE_URL/api/v1/vouchers/count?search=golf -p search"
  "sort|-u $BASE_URL/api/v1/vouchers?sort=club_az&limit=20 -p sort"
  "voucher-id|-u $BASE_URL/api/v1/voucher/${VOUCHER}* --method PATCH --data {\"favourite\":true}"
  "pdf-ids|-u $BASE_URL/api/v1/voucher/pdf/${VOUCHER}* --method PATCH"
  "redeem-body|-u $BASE_URL/api/v1/voucher/redeem --method POST --data {\"voucher_id\":${VOUCHER}*,\"club_id\":${CLUB}}"
  "faq-category|-u $BASE_URL/api/v1/faq/3*/items"
)

found=0
for target in "${TARGETS[@]}"; do
  name="${target%%|*}"
  # shellcheck disable=SC2086
  args=(${target#*|})
  echo "== $name"
  sqlmap "${args[@]}" --batch --level "$LEVEL" --risk "$RISK" --dbms PostgreSQL \
    --headers "$AUTH
Content-Type: application/json" --output-dir "$OUT/$name" --disable-coloring >"$OUT/$name.log" 2>&1 || true
  if grep -qE "identified the following injection point|is vulnerable" "$OUT/$name.log"; then
    echo "   INJECTABLE — see $OUT/$name.log"
    found=1
  elif grep -qE "do not appear to be injectable|does not seem to be injectable" "$OUT/$name.log"; then
    echo "   nothing injectable"
  else
    echo "   inconclusive — see $OUT/$name.log"
    tail -5 "$OUT/$name.log" | sed 's/^/   | /'
    found=1
  fi
done

if [ "$found" -eq 0 ]; then echo "sqlmap found nothing injectable"; else echo "sqlmap: see above"; fi
exit "$found"
