#!/usr/bin/env python3
"""`make bench`, third part: shared tables, each cardtable in a pty.

The host (`cardtable set --host`, `cardtable memorize --host`), its guests (`cardtable
join`) and watchers (`cardtable watch`) run on this machine, each in a pseudo-terminal of
its own (100x30, xterm-256color), every screen kept by pyte. Each figure is printed beside
its target with pass or FAIL; the exit status is 1 when one is missed.

(9, 10) Four players at a Set table: a guest chooses a card and chooses it again, over
and over; each time, the others' screens show (or stop showing) that it is choosing.
Measured: how long after the key the other three screens show it (median and p99 over
every screen and move), and the host's CPU, from /proc/PID/stat, while the four watch a
table at rest and while the moves go.

(11) A player dropped and back: a guest is killed (SIGKILL, as a dropped connection
ends it), and once the host shows the seat waiting, `cardtable join` is run again under
the same name. Measured: the time from starting `join` to the player's table back on
their screen (the game's status line with every player's points), median and p99.

(12) The host's CPU with four players and four watchers, a game of Memorize in progress
at the default animation speed: whoever's turn it is turns the next card every 0.4 s
(every screen animates each turn, a pair found, a turn passed).

    python3 scripts/table_bench.py .build/release/cardtable [--scene N[,N...]]

--scene runs only the scenes named (9 and 10 go together).
"""

import os
import re
import select
import signal
import sys
import tempfile
import time

import pyte

from bench_common import Targets, cpu_seconds, row, spawn

COLUMNS, LINES = 100, 30
MOVES = 200
REJOINS = 30
NAMES = ["Ann", "Bea", "Cal", "Dot"]
WATCHERS = ["Wes", "Xia", "Yul", "Zoe"]
RIGHT = b"\x1bOC"  # the right arrow, as xterm sends it in keypad mode


class Terminal:
    """One cardtable in a pty, what it draws kept on a pyte screen."""

    def __init__(self, binary, arguments, environment):
        self.pid, self.fd = spawn(binary, arguments, environment, COLUMNS, LINES)
        self.screen = pyte.Screen(COLUMNS, LINES)
        self.stream = pyte.ByteStream(self.screen)
        self.open = True

    def text(self):
        return "\n".join(self.screen.display)

    def read(self):
        """Takes what the program wrote; the time it was read."""
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        self.stream.feed(data)
        return time.monotonic()

    def cpu_seconds(self):
        return cpu_seconds(self.pid)

    def drop(self):
        """Ends the program at once, as a dropped SSH connection or a killed terminal does."""
        self.end([signal.SIGKILL])

    def stop(self):
        self.end([signal.SIGTERM, signal.SIGKILL])

    def end(self, signals):
        if not self.open:
            return
        self.open = False
        for sig in signals:
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                pass
            if len(signals) > 1:
                time.sleep(0.3)
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.fd)


def pump(terminals, seconds, until=None):
    """Reads every terminal for `seconds`, or until `until(terminal)` holds for each one,
    noting when it first did; returns those times (None for a terminal it never held for)."""
    deadline = time.monotonic() + seconds
    held = {t.fd: None for t in terminals} if until else {}
    if until:
        for t in terminals:
            if until(t):
                held[t.fd] = time.monotonic()
    while time.monotonic() < deadline:
        if until and all(value is not None for value in held.values()):
            break
        ready, _, _ = select.select([t.fd for t in terminals], [], [], max(0, deadline - time.monotonic()))
        for t in terminals:
            if t.fd in ready:
                at = t.read()
                if until and held[t.fd] is None and until(t):
                    held[t.fd] = at
    return [held.get(t.fd) for t in terminals]


def percentile(values, fraction):
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, int(len(ordered) * fraction + 0.999999) - 1))
    return ordered[rank]


class Table:
    """A table hosted in a pty and joined from others, in a home of its own."""

    def __init__(self, binary, home, game, options):
        self.binary, self.home, self.options = binary, home, options
        self.runtime = os.path.join(home, "run")
        os.mkdir(self.runtime, 0o700)
        self.host = Terminal(binary, game + ["--host"] + options + ["--name", NAMES[0]], self.environment(NAMES[0]))
        self.terminals = [self.host]
        pump([self.host], 10, lambda t: "is open. To join it" in t.text())
        line = next((l for l in self.host.screen.display if "is open. To join it" in l), None)
        if line is None:
            raise RuntimeError("the host's lobby did not show")
        self.name = line.split()[1]

    def environment(self, player):
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.home,
            "XDG_RUNTIME_DIR": self.runtime,
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "XDG_STATE_HOME": os.path.join(self.home, "state-" + player),
            "CARDTABLE_TMPDIR": self.home,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        }

    def join(self, name, command="join"):
        """`cardtable join` (or `watch`) as `name`, started; waits for nothing."""
        guest = Terminal(self.binary, [command, self.name] + self.options + ["--name", name], self.environment(name))
        self.terminals.append(guest)
        return guest

    def seat(self, names, watchers=()):
        """Joins `names` and `watchers`, each waiting for its own lobby, then the host deals."""
        for name in names:
            guest = self.join(name)
            if None in pump([guest], 10, lambda t, name=name: f"You are {name}" in t.text()):
                raise RuntimeError(f"{name} did not reach the lobby")
        for name in watchers:
            watcher = self.join(name, "watch")
            if None in pump([watcher], 10, lambda t: "You watch" in t.text()):
                raise RuntimeError(f"{name} did not reach the lobby to watch")
        pump([self.host], 10, lambda t: all(f". {name}" in t.text() for name in [NAMES[0]] + names))
        os.write(self.host.fd, b"\r")

    def open_terminals(self):
        return [t for t in self.terminals if t.open]

    def close(self):
        for t in self.terminals:
            t.stop()


def status_line(terminal):
    return terminal.screen.display[-1]


def every_player_on(terminal):
    """Whether the game's status line shows every player's points."""
    line = status_line(terminal)
    return all(f"{name}: " in line for name in NAMES)


def seated_again(terminal, name):
    """Whether the game on `terminal` shows `name` in their seat, not away."""
    return every_player_on(terminal) and f"{name}: 0 (away" not in status_line(terminal)


def moves_scene(binary, home, targets):
    """(9) a guest's move on the other screens and (10) the host's CPU while four play."""
    check = targets.check
    table = Table(binary, home, ["set", "--seed", "3"], ["--reduced-motion"])
    try:
        table.seat(NAMES[1:])
        terminals = table.terminals
        if None in pump(terminals, 15, every_player_on):
            print("    the table was not dealt on every screen")
            targets.missed.append("the deal")
            return
        # Four watch a table at rest (the status lines' clocks tick each second).
        pump(terminals, 1.0)
        cpu, wall = table.host.cpu_seconds(), time.monotonic()
        pump(terminals, 5.0)
        resting = (table.host.cpu_seconds() - cpu) / (time.monotonic() - wall)

        # Bea chooses her focused card and chooses it again: the others see it each time.
        mover, others = terminals[1], [terminals[0]] + terminals[2:]
        word = f"{NAMES[1]} choosing"  # nobody else chooses: her name alone
        latencies, lost = [], 0
        cpu, wall = table.host.cpu_seconds(), time.monotonic()
        for move in range(MOVES):
            shows = move % 2 == 0
            sent = time.monotonic()
            os.write(mover.fd, b" ")
            seen = pump(others + [mover], 5, lambda t: (word in t.text()) == shows or t is mover)
            for at in seen[:-1]:
                if at is None:
                    lost += 1
                else:
                    latencies.append(at - sent)
            pump(terminals, 0.02)
        moving = (table.host.cpu_seconds() - cpu) / (time.monotonic() - wall)
    finally:
        table.close()

    print(f"\n(9) a move made at a guest's terminal, on the other three screens, {MOVES} moves")
    if not latencies:
        row("reached the others", "never", "FAIL")
        targets.missed.append("moves reaching the other screens")
    else:
        median = percentile(latencies, 0.5)
        p99 = percentile(latencies, 0.99)
        row("samples", f"{len(latencies)} ({lost} never came)", f"none lost: {check(lost, 0, 'moves lost')}")
        # Two frames at 60 fps, typically; never a lag a player would notice.
        row("latency median", f"{median * 1000:.1f} ms", f"at most 33 ms: {check(median, 0.033, 'median latency')}")
        row("latency p99", f"{p99 * 1000:.1f} ms", f"at most 100 ms: {check(p99, 0.100, 'p99 latency')}")
    print("\n(10) the host's CPU while four play")
    row("table at rest", f"{resting * 100:.2f}% of one core", f"at most 2%: {check(resting, 0.02, 'host CPU at rest')}")
    row(
        "a move every ~25 ms",
        f"{moving * 100:.2f}% of one core",
        f"at most 25%: {check(moving, 0.25, 'host CPU during moves')}",
    )


def rejoin_scene(binary, home, targets):
    """(11) From a dropped player's `cardtable join` to their table back on their screen."""
    check = targets.check
    table = Table(binary, home, ["set", "--seed", "3"], [])
    times, failures = [], 0
    try:
        table.seat(NAMES[1:])
        if None in pump(table.terminals, 15, every_player_on):
            print("    the table was not dealt on every screen")
            targets.missed.append("the deal")
            return
        pump(table.terminals, 1.0)  # the deal's flights land
        dropped = table.terminals[-1]
        name = NAMES[-1]
        for _ in range(REJOINS):
            dropped.drop()
            # The host has seen the drop: the seat waits.
            away = pump(table.open_terminals(), 10, lambda t: t is not table.host or f"{name}: 0 (away" in status_line(t))
            if away[0] is None:
                failures += 1
                break
            started = time.monotonic()
            dropped = table.join(name)
            back = pump([dropped], 10, lambda t: f"you are {name}" in t.screen.display[0] and seated_again(t, name))[0]
            if back is None:
                failures += 1
            else:
                times.append(back - started)
            # Everyone sees the seat taken again before the next drop.
            pump(table.open_terminals(), 10, lambda t: seated_again(t, name))
    finally:
        table.close()

    print(f"\n(11) a dropped player's `cardtable join` to their table back on screen, {REJOINS} drops")
    if not times:
        row("back at the table", "never", "FAIL")
        targets.missed.append("a dropped player back at the table")
        return
    median, p99 = percentile(times, 0.5), percentile(times, 0.99)
    row("samples", f"{len(times)} ({failures} never came back)", f"none lost: {check(failures, 0, 'rejoins lost')}")
    # The program's start-up, the connection, the game caught up and its first frame.
    row("back on screen median", f"{median * 1000:.0f} ms", f"at most 300 ms: {check(median, 0.300, 'rejoin median')}")
    row("back on screen p99", f"{p99 * 1000:.0f} ms", f"at most 1000 ms: {check(p99, 1.000, 'rejoin p99')}")


def watchers_scene(binary, home, targets):
    """(12) The host's CPU with four players and four watchers, a game of Memorize in progress."""
    check = targets.check
    table = Table(binary, home, ["memorize", "--seed", "2", "--theme", "Animals"], [])
    turned, share = 0, None
    try:
        table.seat(NAMES[1:], WATCHERS)
        players = dict(zip(NAMES, table.terminals))
        if None in pump(table.terminals, 15, lambda t: "Turn: " in status_line(t)):
            print("    the game did not start on every screen")
            targets.missed.append("the deal")
            return
        pump(table.terminals, 2.0)  # the deal's flights land
        cpu, wall = table.host.cpu_seconds(), time.monotonic()
        deadline = wall + 12.0
        while time.monotonic() < deadline:
            turn = re.search(r"Turn: (\w+)", status_line(table.host))
            if turn and turn.group(1) in players:
                os.write(players[turn.group(1)].fd, RIGHT + b" ")
                turned += 1
            pump(table.terminals, 0.4)
        share = (table.host.cpu_seconds() - cpu) / (time.monotonic() - wall)
        still_playing = "Turn: " in status_line(table.host)
    finally:
        table.close()

    print("\n(12) the host's CPU with four players and four watchers, Memorize in progress")
    row("cards turned", f"{turned} in 12 s{'' if still_playing else ' (the game ended)'}")
    row(
        "host CPU",
        f"{share * 100:.2f}% of one core",
        # A tenth of a core: what watching a whole deal at 60 fps may take alone (scene 6).
        f"at most 10%: {check(share, 0.10, 'host CPU, four players and four watchers')}",
    )


SCENES = {9: moves_scene, 10: moves_scene, 11: rejoin_scene, 12: watchers_scene}


def main():
    arguments = sys.argv[1:]
    chosen = sorted(SCENES)
    if len(arguments) == 3 and arguments[1] == "--scene":
        try:
            chosen = sorted({int(n) for n in arguments[2].split(",")})
        except ValueError:
            chosen = []
        arguments = arguments[:1]
    if len(arguments) != 1 or not chosen or any(n not in SCENES for n in chosen):
        print(__doc__)
        return 2
    binary = os.path.abspath(arguments[0])
    targets = Targets()
    print(f"\nshared tables, each player in a pty ({COLUMNS}x{LINES}), pyte screens")
    ran = set()
    for number in chosen:
        scene = SCENES[number]
        if scene in ran:
            continue
        ran.add(scene)
        with tempfile.TemporaryDirectory(prefix="cardtable-table-") as home:
            try:
                scene(binary, home, targets)
            except RuntimeError as problem:
                print(f"\n({number}) could not set the table: {problem}")
                targets.missed.append(f"scene {number}")
    return targets.report()


if __name__ == "__main__":
    sys.exit(main())
