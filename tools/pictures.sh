#!/usr/bin/env bash
# Makes the README's pictures from scratch (`make pictures` builds the program first):
#
#   docs/deal.gif      the computer dealing and playing Set: a recording (--record) of
#                      `cardtable deal`, turned into a GIF by agg
#   docs/set.png       a game of Set with two cards chosen          } stills of the screen,
#   docs/memorize.png  Memorize with pairs found and two cards up   } by termshot (shared
#   docs/puzzle.png    the daily puzzle with two of its Sets found  } tools)
#   docs/review.png    what you missed (W) in a recorded game of Set      }
#   docs/calendar.png  the puzzle's calendar, a month of days solved      }
#
# usage: tools/pictures.sh [PROGRAM]   (default .build/release/cardtable; TERMSHOT=path)
#
# Every game runs in tmux with a fixed seed or date and files of its own (never the
# player's), so the pictures come out the same each time but for the clocks. Each must stay
# under 1 MB, for the README to load quickly.
set -euo pipefail
cd "$(dirname "$0")/.."

program=$(realpath "${1:-.build/release/cardtable}")
termshot=${TERMSHOT:-../shared/tools/termshot}
work=$(mktemp -d)
socket="cardtable-pictures-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
game=(env LANG=C.UTF-8 TERM=xterm-256color XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config")

echo "Recording a deal"
# Twelve seconds at twice the speed: the opening deal card by card, then Sets found,
# hopping and flying to the discard pile. `q` ends it.
tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 \
    "$(printf '%q ' "${game[@]}" "$program" deal --seed 4 --speed 2 --record "$work/deal.cast"); touch $(printf '%q' "$work/ended"); sleep 60"
sleep 12
tmux -L "$socket" send-keys q
for _ in $(seq 100); do [ -e "$work/ended" ] && break; sleep 0.1; done
[ -e "$work/ended" ] || { echo "The deal did not end" >&2; exit 1; }
# agg shows the alternate screen as a terminal does: from the moment the game gives the
# terminal back (the cursor shown, the alternate screen left), the GIF would show a blank
# screen. It ends on the game's last frame instead. (In a watched game something always
# moves, so there is no still moment to end on; the loop starts over with a new deal.)
python3 - "$work/deal.cast" "$work/game.cast" <<'PYTHON'
import json, sys
with open(sys.argv[1], encoding="utf-8") as cast, open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write(cast.readline())
    for line in cast:
        text = json.loads(line)[2]
        if "\x1b[?25h" in text or "\x1b[?1049l" in text:
            break
        out.write(line)
PYTHON
agg --fps-cap 15 --line-height 1.0 --last-frame-duration 1 "$work/game.cast" docs/deal.gif >/dev/null

# A still: `termshot` runs the game at 100x30, types each step's keys and waits, and
# captures the screen at the end.
still() {
    local name=$1
    shift
    local steps=()
    while [ "$1" != "--" ]; do
        steps+=(--step "$1")
        shift
    done
    shift
    echo "Taking a still of $name"
    "$termshot" --cols 100 --rows 30 --out "$work/$name" --term xterm-256color --start 3 "${steps[@]}" \
        -- "${game[@]}" "$program" "$@" >/dev/null
    cp "$work/$name/$(ls "$work/$name" | grep '\.png$' | sort | tail -1)" "docs/$name.png"
}

# Set: the focus moves on and two cards are chosen.
still set "Right Space@0.3" "Right Right Space@1" -- set --seed 4
# Memorize (Animals, seed 3: the lions lie in places 1 and 8, the koalas in 7 and 10, the
# cow in 9 and a rabbit in 13): two pairs found, then a cow and a rabbit, no match.
still memorize "Space@0.4" "Right Right Right Right Right Right Right@0.3" "Space@2" \
    "Left@0.3" "Space@0.4" "Right Right@0.3" "Space@2" "Left@0.3" "Space@0.4" \
    "Right Right Right@0.3" "Space@1" -- memorize --seed 3 --theme Animals
# The puzzle of 2026-12-01 (its cards 1, 9, 10 and 2, 7, 9 are Sets): two found, and the
# first card of the next chosen.
still puzzle "Space@0.3" "Right Right Right Right Right Right Right Right@0.3" "Space@0.3" \
    "Right@0.3" "Space@1" "Right Right Right Right@0.3" "Space@0.3" \
    "Right Right Right Right Right@0.3" "Space@0.3" "Right Right@0.3" "Space@1" \
    "Right Right Right Right Right Right@0.3" "Space@1" -- puzzle --date 2026-12-01

# The review and the calendar read a record of games, tools/pictures-games.json: a game of
# Set of seed 4 played to its end (it dealt three more and asked for hints with Sets on the
# table, so the review has Sets passed over to show) and the puzzles of November 2026 solved
# on their days, each kept as cardtable keeps it (written once with cardtable's own types).
mkdir -p "$work/state/cardtable"
cp tools/pictures-games.json "$work/state/cardtable/games.json"
# What you missed: the replay of that game, and W.
still review "W@1.5" -- replay last
# The calendar of November 2026, the 24th chosen.
still calendar -- puzzle --calendar --date 2026-11-24

status=0
for picture in docs/deal.gif docs/set.png docs/memorize.png docs/puzzle.png docs/review.png docs/calendar.png; do
    size=$(stat -c %s "$picture")
    echo "$picture: $size bytes"
    if [ "$size" -ge $((1024 * 1024)) ]; then
        echo "$picture is 1 MB or more: make it smaller" >&2
        status=1
    fi
done
exit $status
