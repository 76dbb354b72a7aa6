#!/usr/bin/env python3
"""`make bench`, second part: the real cardtable binary in a pseudo-terminal.

Measures what no in-process benchmark can: the CPU the whole program uses, read from
/proc/PID/stat, while it runs in a terminal of its own (a pty, 120x40, xterm-256color),
and what it writes there. Each figure is printed beside its target with pass or FAIL;
the exit status is 1 when a target is missed.

    python3 scripts/pty_bench.py .build/release/cardtable
"""

import os
import select
import signal
import sys
import tempfile
import time

from bench_common import Targets, cpu_seconds, row, spawn

COLUMNS, LINES = 120, 40
FRAME_START = b"\x1b[?2026h"  # every frame is wrapped in synchronized output


class Program:
    """The binary running in a pty of its own, its output read (and counted) as it comes."""

    def __init__(self, binary, arguments, home):
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_STATE_HOME": os.path.join(home, "state"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        }
        self.pid, self.fd = spawn(binary, arguments, environment, COLUMNS, LINES)
        self.output = bytearray()
        self.writes = []  # (time, bytes) of each read

    def pump(self, seconds):
        """Reads whatever the program writes for `seconds`, so it never blocks on a full pty."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                self.output += data
                self.writes.append((time.monotonic(), len(data)))

    def cpu_seconds(self):
        """User and system CPU the program has used, from /proc/PID/stat."""
        return cpu_seconds(self.pid)

    def stop(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        self.pump(0.5)
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def measure(binary, arguments, warm_up, seconds, home):
    """Runs `arguments` for `warm_up` seconds, then measures the next `seconds`."""
    program = Program(binary, arguments, home)
    try:
        program.pump(warm_up)
        start_cpu, start_wall = program.cpu_seconds(), time.monotonic()
        start_output = len(program.output)
        program.pump(seconds)
        cpu, wall = program.cpu_seconds() - start_cpu, time.monotonic() - start_wall
        written = bytes(program.output[start_output:])
    finally:
        program.stop()
    frames = [frame for frame in written.split(FRAME_START)[1:]]
    return cpu / wall, wall, written, frames


def slow_link_answer(binary, home, seconds=5.0):
    """Seconds from typing q to the end of `deal`, whose pty is read at about 4 KiB a second.

    A program that queued its frames would first have to get seconds of them through the
    slow link; one that skips frames while the link is behind answers at once.
    """
    program = Program(binary, ["deal", "--seed", "4", "--speed", "4"], home)
    try:

        def read_slowly(duration):
            end = time.monotonic() + duration
            while time.monotonic() < end:
                ready, _, _ = select.select([program.fd], [], [], 0.25)
                if ready:
                    try:
                        os.read(program.fd, 1024)
                    except OSError:
                        return
                time.sleep(0.25)

        read_slowly(seconds)
        start = time.monotonic()
        os.write(program.fd, b"q")
        while time.monotonic() - start < 20:
            done, _ = os.waitpid(program.pid, os.WNOHANG)
            if done:
                return time.monotonic() - start
            ready, _, _ = select.select([program.fd], [], [], 0.01)
            if ready:
                try:
                    os.read(program.fd, 256)
                except OSError:
                    pass
        return float("inf")
    finally:
        try:
            os.kill(program.pid, signal.SIGKILL)
            os.waitpid(program.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(program.fd)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    targets = Targets()
    check = targets.check

    print(f"\ncardtable in a pty ({COLUMNS}x{LINES}, xterm-256color), CPU from /proc/PID/stat")
    with tempfile.TemporaryDirectory(prefix="cardtable-pty-") as home:
        # A watched game at the default speed and 60 fps, after a second to start up; the
        # median of three runs, as one run's share of a core moves with what else runs.
        runs = sorted(
            (measure(binary, ["deal", "--seed", "1"], 1.0, 10.0, home) for _ in range(3)), key=lambda run: run[0]
        )
        share, wall, written, frames = runs[1]
        print(f"\n(6) cardtable deal --seed 1, 60 fps, {wall:.0f} s, median of 3 runs")
        row("frames", f"{len(frames) / wall:.1f} a second, {len(written) / wall / 1024:.1f} KiB a second")
        row(
            "CPU",
            f"{share * 100:.2f}% of one core ({', '.join(f'{run[0] * 100:.2f}' for run in runs)})",
            f"at most 2%: {check(share, 0.02, 'deal CPU')}",
        )

        # A table after its deal (about two seconds), left alone for five.
        share, wall, written, frames = measure(binary, ["set", "--seed", "1"], 4.0, 5.0, home)
        print(f"\n(7) cardtable set --seed 1, settled, idle {wall:.0f} s")
        largest = max((len(frame) for frame in frames), default=0)
        # The status line's clock shows whole seconds: a frame a second, a few bytes, is
        # the clock ticking; anything more is the table drawing when nothing moves.
        row(
            "frames",
            f"{len(frames)} ({len(written)} bytes, the largest {largest})",
            "the clock's alone, at most one a second and 64 bytes: "
            + check(0 if len(frames) <= wall + 1 and largest <= 64 else 1, 0, "idle frames"),
        )
        row("CPU", f"{share * 100:.2f}% of one core", f"under 0.5%: {check(share, 0.005, 'idle CPU')}")

        # A slow link: q typed after five seconds of a deal read at about 4 KiB a second.
        answers = sorted(slow_link_answer(binary, home) for _ in range(3))
        print("\n(8) cardtable deal on a pty read at 4 KiB a second, q after 5 s, 3 runs")
        row(
            "q answered (the end)",
            f"median {answers[1] * 1000:.0f} ms ({', '.join(f'{a * 1000:.0f}' for a in answers)})",
            f"at most 100 ms: {check(answers[1], 0.100, 'slow link')}",
        )

    return targets.report()


if __name__ == "__main__":
    sys.exit(main())
