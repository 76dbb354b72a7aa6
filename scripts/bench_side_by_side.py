#!/usr/bin/env python3
"""Two builds of cardtable measured side by side in one sitting: the old and the new.

A busy machine makes figures taken at different times incomparable; taken in turns, old,
new, old, new, each pair sees about the same machine. For each in-process scene of the
bench (`cardtable-bench --scene N`) the median of its frame-time p50 and p99 over the
rounds, and the ratio new/old; then the CPU of `cardtable deal --seed 1` in a pty
(scene 6 of `make bench`) the same way.

    python3 scripts/bench_side_by_side.py OLD_BUILD NEW_BUILD [--rounds N] [--scenes 2,3]

OLD_BUILD and NEW_BUILD are folders holding a release `cardtable-bench` and `cardtable`
(`.build/release` of two checkouts, or a copy of one kept before a change).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_bench import measure  # noqa: E402

FIGURE = re.compile(r"frame time (p50|p99)\s+(\d+) us")


def scene_times(build, scene, runs):
    """The frame-time p50 and p99 (microseconds of CPU) of one bench scene, as it reports them."""
    output = subprocess.run(
        [os.path.join(build, "cardtable-bench"), "--runs", str(runs), "--scene", str(scene)],
        capture_output=True, text=True, check=False,
    ).stdout
    figures = dict((name, int(value)) for name, value in FIGURE.findall(output))
    return figures.get("p50"), figures.get("p99")


def deal_share(build, home):
    """The share of a core `cardtable deal --seed 1` takes at 60 fps (scene 6)."""
    share, _, _, _ = measure(os.path.join(build, "cardtable"), ["deal", "--seed", "1"], 1.0, 10.0, home)
    return share


def ratio(new, old):
    return f"{new / old:.2f}" if old else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3, help="runs of a scene in each round")
    parser.add_argument("--scenes", default="1,2,3,4,5", help="in-process scenes, or none")
    parser.add_argument("--no-deal", action="store_true", help="leave out scene 6 (the pty)")
    arguments = parser.parse_args()
    builds = {"old": os.path.abspath(arguments.old), "new": os.path.abspath(arguments.new)}

    scenes = [int(scene) for scene in arguments.scenes.split(",") if scene.strip() and scene != "none"]
    print(f"old: {builds['old']}\nnew: {builds['new']}\n{arguments.rounds} rounds, taken in turns")
    for scene in scenes:
        times = {"old": [], "new": []}
        for _ in range(arguments.rounds):
            for which in ("old", "new"):
                times[which].append(scene_times(builds[which], scene, arguments.runs))
        medians = {
            which: [statistics.median(t[index] for t in times[which] if t[index] is not None) for index in (0, 1)]
            for which in times
        }
        print(f"\n({scene}) frame time, CPU, median of the rounds")
        for index, name in enumerate(("p50", "p99")):
            old, new = medians["old"][index], medians["new"][index]
            print(f"    {name}: old {old:.0f} us, new {new:.0f} us, new/old {ratio(new, old)}")

    if not arguments.no_deal:
        shares = {"old": [], "new": []}
        with tempfile.TemporaryDirectory(prefix="cardtable-side-by-side-") as home:
            for _ in range(arguments.rounds):
                for which in ("old", "new"):
                    shares[which].append(deal_share(builds[which], home))
        old, new = statistics.median(shares["old"]), statistics.median(shares["new"])
        print("\n(6) cardtable deal --seed 1 in a pty, 60 fps, CPU, median of the rounds")
        print(f"    old {old * 100:.2f}% of a core, new {new * 100:.2f}%, new/old {ratio(new, old)}")
        print("    rounds: old " + ", ".join(f"{s * 100:.2f}" for s in shares["old"])
              + "; new " + ", ".join(f"{s * 100:.2f}" for s in shares["new"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
