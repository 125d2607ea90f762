#!/usr/bin/env python3
"""Time `triglot build` at 1,000 and at 10,000 pages per language in one run (Scripts/bench).

    python3 Scripts/lib/bench_scaling.py --triglot .build/release/triglot --shared ../shared/bench [--runs 5]

The 10k/1k target compares two sizes, and timed in two separate comparisons (compare.py at 1k,
then at 10k, minutes apart) the ratio also holds whatever the machine's load did in between.
Here the two builds take turns round by round, with cmark over each size's Markdown beside them,
after one warm-up round; the medians of this one run give the ratio. cmark's own 10k/1k ratio
is printed next to it: it shows how much of the ratio the corpus itself accounts for.

The corpora are compare.py's (WORK/pN/content and WORK/pN/all.md, see bench_check.py); each
build writes into WORK/pN/triglot-scaling, so a round rebuilds the site of the round before.
"""
import argparse
import os
import statistics
import sys
import tempfile

from bench_check import prepare, run

TARGET = 11.0  # 10k time <= 11x the 1k time


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triglot", required=True, help="path to the built triglot executable")
    ap.add_argument("--shared", required=True, help="the folder holding gen_corpus.py")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "triglot-bench"))
    args = ap.parse_args()

    sizes = (1000, 10000)
    commands = {}
    for pages in sizes:
        corpus, concat = prepare(args.shared, pages, args.work)
        output = os.path.join(args.work, f"p{pages}", "triglot-scaling")
        commands[("triglot", pages)] = ([os.path.abspath(args.triglot), "build", "--content", corpus, "--output", output,
                                         "--allow-errors", "--quiet"], None)
        commands[("cmark", pages)] = (["cmark"], concat)
    walls = {key: [] for key in commands}
    for round_ in range(args.runs + 1):  # round 0 warms caches and is not counted
        for key, (cmd, stdin_path) in commands.items():
            wall, _, code = run(cmd, stdin_path)
            if code != 0:
                sys.exit(f"{' '.join(cmd)} exited {code}; no figures")
            if round_:
                walls[key].append(wall)

    median = {key: statistics.median(values) for key, values in walls.items()}
    print(f"corpus: 1000 and 10000 pages x 3 languages, taking turns; {args.runs} rounds; medians")
    for tool in ("cmark", "triglot"):
        print(f"  {tool:8s} wall 1k {median[(tool, 1000)]:7.3f} s   10k {median[(tool, 10000)]:7.3f} s")
    ratio = median[("triglot", 10000)] / median[("triglot", 1000)]
    cmark_ratio = median[("cmark", 10000)] / median[("cmark", 1000)]
    print(f"10k/1k in one run: triglot wall {ratio:.2f} (<= {TARGET:g}: {'met' if ratio <= TARGET else 'MISSED'})"
          f"  cmark wall {cmark_ratio:.2f}")


if __name__ == "__main__":
    main()
