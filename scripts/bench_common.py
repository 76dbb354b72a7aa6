"""What the pseudo-terminal benchmarks share: a program started in a pty of a given size,
its CPU read from /proc/PID/stat, and the report's rows and targets."""

import fcntl
import os
import pty
import struct
import termios

TICKS = os.sysconf("SC_CLK_TCK")


def spawn(binary, arguments, environment, columns, lines):
    """Starts `binary` in a pty of its own, the size set before the program looks; returns
    (pid, the pty's fd)."""
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        os.execve(binary, [binary] + arguments, environment)
    return pid, fd


def cpu_seconds(pid):
    """User and system CPU the process has used."""
    with open(f"/proc/{pid}/stat") as stat:
        # The command name may hold spaces: the fields that follow come after its ')'.
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def row(label, figure, target=""):
    """One line of the report: the label, the figure, and the target with pass or FAIL."""
    print("    " + label.ljust(28) + (figure.ljust(36) + target if target else figure))


class Targets:
    """The targets checked so far, and the names of those missed."""

    def __init__(self):
        self.missed = []

    def check(self, value, limit, what):
        """'pass' when `value` is at most `limit`; else 'FAIL', and `what` is missed."""
        if value <= limit:
            return "pass"
        self.missed.append(what)
        return "FAIL"

    def report(self):
        """Says whether every target passed; the exit status (1 when one was missed)."""
        if self.missed:
            print("\nFAIL: " + "; ".join(self.missed))
            return 1
        print("\nall targets pass")
        return 0
