#!/usr/bin/env python3
"""`make bench`, third part: a table shared by four players, each cardtable in a pty.

The host (`cardtable set --host`) and three guests (`cardtable join`) run on this machine,
each in a pseudo-terminal of its own (100x30, xterm-256color), every screen kept by pyte.
A guest chooses a card and chooses it again, over and over; each time, the others' screens
show (or stop showing) that it is choosing. Measured: how long after the key the other
three screens show it (median and p99 over every screen and move), and the host's CPU,
from /proc/PID/stat, while the four watch a table at rest and while the moves go. Each
figure is printed beside its target with pass or FAIL; the exit status is 1 when one is
missed.

    python3 scripts/table_bench.py .build/release/cardtable
"""

import os
import select
import signal
import sys
import tempfile
import time

import pyte

from bench_common import Targets, cpu_seconds, row, spawn

COLUMNS, LINES = 100, 30
MOVES = 200
NAMES = ["Ann", "Bea", "Cal", "Dot"]


class Terminal:
    """One cardtable in a pty, what it draws kept on a pyte screen."""

    def __init__(self, binary, arguments, environment):
        self.pid, self.fd = spawn(binary, arguments, environment, COLUMNS, LINES)
        self.screen = pyte.Screen(COLUMNS, LINES)
        self.stream = pyte.ByteStream(self.screen)

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

    def stop(self):
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                pass
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
        ready, _, _ = select.select([t.fd for t in terminals], [], [], deadline - time.monotonic())
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


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    targets = Targets()
    check = targets.check

    print(f"\na table shared by four players, each in a pty ({COLUMNS}x{LINES}), pyte screens")
    with tempfile.TemporaryDirectory(prefix="cardtable-table-") as home:
        runtime = os.path.join(home, "run")
        os.mkdir(runtime, 0o700)

        def environment(player):
            return {
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                "HOME": home,
                "XDG_RUNTIME_DIR": runtime,
                "XDG_CONFIG_HOME": os.path.join(home, "config"),
                "XDG_STATE_HOME": os.path.join(home, "state-" + player),
                "CARDTABLE_TMPDIR": home,
                "TERM": "xterm-256color",
                "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8",
            }

        options = ["--reduced-motion", "--name"]
        host = Terminal(binary, ["set", "--host", "--seed", "3"] + options + [NAMES[0]], environment(NAMES[0]))
        terminals = [host]
        try:
            pump([host], 10, lambda t: "is open. To join it" in t.text())
            line = next(l for l in host.screen.display if "is open. To join it" in l)
            table = line.split()[1]
            for name in NAMES[1:]:
                guest = Terminal(binary, ["join", table] + options + [name], environment(name))
                terminals.append(guest)
                pump([guest], 10, lambda t, name=name: f"You are {name}" in t.text())
            pump([host], 10, lambda t: all(f". {name}" in t.text() for name in NAMES))
            os.write(host.fd, b"\r")
            started = pump(terminals, 15, lambda t: all(f"{name}: 0" in t.text() for name in NAMES))
            if None in started:
                print("    the table was not dealt on every screen")
                targets.missed.append("the deal")
                raise SystemExit

            # Four watch a table at rest (the status lines' clocks tick each second).
            pump(terminals, 1.0)
            cpu, wall = host.cpu_seconds(), time.monotonic()
            pump(terminals, 5.0)
            resting = (host.cpu_seconds() - cpu) / (time.monotonic() - wall)

            # Bea chooses her focused card and chooses it again: the others see it each time.
            mover, others = terminals[1], [terminals[0]] + terminals[2:]
            word = f"{NAMES[1]} choosing"  # nobody else chooses: her name alone
            latencies, lost = [], 0
            cpu, wall = host.cpu_seconds(), time.monotonic()
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
            moving = (host.cpu_seconds() - cpu) / (time.monotonic() - wall)
        finally:
            for t in terminals:
                t.stop()

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
    print("\n(10) the host's CPU while four watch")
    row("table at rest", f"{resting * 100:.2f}% of one core", f"at most 2%: {check(resting, 0.02, 'host CPU at rest')}")
    row(
        "a move every ~25 ms",
        f"{moving * 100:.2f}% of one core",
        f"at most 25%: {check(moving, 0.25, 'host CPU during moves')}",
    )
    return targets.report()


if __name__ == "__main__":
    sys.exit(main())
