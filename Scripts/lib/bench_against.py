#!/usr/bin/env python3
"""Time two triglot binaries against each other, build and check, in the same rounds (Scripts/bench).

    python3 Scripts/lib/bench_against.py --triglot NEW --against OLD --shared ../shared/bench [--pages 1000] [--runs 5]

A change that should not cost speed (or should gain some) is judged by one binary against the
other on the same corpus: timed minutes apart, the two figures would also hold whatever the
machine's load did in between. Here each round runs NEW and OLD `build` then NEW and OLD `check`,
the order of the two binaries swapped every round, after one warm-up round; the median of the
per-round ratios (NEW / OLD) is printed, with the medians of each side.

The corpus is compare.py's (WORK/pN/content, see bench_check.py); each binary builds into a site
folder of its own under WORK/pN, so a round rebuilds the site of the round before, as in use.
"""
import argparse
import os
import statistics
import sys
import tempfile

from bench_check import prepare, run


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triglot", required=True, help="the triglot binary under test (NEW)")
    ap.add_argument("--against", required=True, help="the triglot binary to compare with (OLD)")
    ap.add_argument("--shared", required=True, help="the folder holding gen_corpus.py")
    ap.add_argument("--pages", type=int, default=1000, help="pages per language")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "triglot-bench"))
    args = ap.parse_args()

    corpus, _ = prepare(args.shared, args.pages, args.work)
    binaries = {"new": os.path.abspath(args.triglot), "old": os.path.abspath(args.against)}
    for binary in binaries.values():
        if not os.access(binary, os.X_OK):
            sys.exit(f"{binary} is not an executable")

    def command(side, action):
        if action == "build":
            output = os.path.join(args.work, f"p{args.pages}", f"triglot-against-{side}")
            return [binaries[side], "build", "--content", corpus, "--output", output, "--allow-errors", "--quiet"]
        return [binaries[side], "check", "--content", corpus]

    walls = {(side, action): [] for side in binaries for action in ("build", "check")}
    for round_ in range(args.runs + 1):  # round 0 warms caches and is not counted
        sides = ("new", "old") if round_ % 2 == 0 else ("old", "new")
        for action in ("build", "check"):
            for side in sides:
                cmd = command(side, action)
                wall, _, code = run(cmd)
                if code not in (0, 1):  # the corpus has translation defects on purpose: check exits 1
                    sys.exit(f"{' '.join(cmd)} exited {code}; no figures")
                if round_:
                    walls[(side, action)].append(wall)

    print(f"corpus: {args.pages} pages x 3 languages; {args.runs} rounds taking turns; medians")
    print(f"  new: {binaries['new']}")
    print(f"  old: {binaries['old']}")
    for action in ("build", "check"):
        new, old = walls[("new", action)], walls[("old", action)]
        ratio = statistics.median(n / o for n, o in zip(new, old))
        print(f"  {action:5s} new {statistics.median(new):7.3f} s   old {statistics.median(old):7.3f} s"
              f"   new/old {ratio:.3f}")


if __name__ == "__main__":
    main()
