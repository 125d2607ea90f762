#!/usr/bin/env python3
"""Time `triglot build` at two sizes in one run (Scripts/bench): 1,000 and 10,000 pages per
language by default, or 10,000 and 100,000 (`--sizes 10000 100000`, Scripts/bench --only scale).

    python3 Scripts/lib/bench_scaling.py --triglot .build/release/triglot --shared ../shared/bench [--runs 5]
        [--sizes 1000 10000]

A ratio of two sizes timed in two separate comparisons (compare.py at 1k, then at 10k, minutes
apart) also holds whatever the machine's load did in between. Here the two builds take turns
round by round, with cmark over each size's Markdown beside them up to 10,000 pages (beyond, its
one document of a gigabyte and more is no longer a comparison worth the memory), after one
warm-up round; the medians of this one run give the ratio, and each build's peak memory is
printed beside its time. cmark's own ratio shows how much of the ratio the corpus accounts for.
Targets: the larger size at most 11x the smaller's time; at 100,000 pages, a peak of at most
2 GiB (issue 29).

The corpora are compare.py's (WORK/pN/content and WORK/pN/all.md, see bench_check.py); each
build writes into WORK/pN/triglot-scaling, so a round rebuilds the site of the round before.
"""
import argparse
import os
import statistics
import sys
import tempfile

from bench_check import prepare, run

TARGET = 11.0  # the larger size's time <= 11x the smaller's
PEAK_AT_100K = 2048.0  # MiB
CMARK_UP_TO = 10000


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triglot", required=True, help="path to the built triglot executable")
    ap.add_argument("--shared", required=True, help="the folder holding gen_corpus.py")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "triglot-bench"))
    ap.add_argument("--sizes", type=int, nargs=2, default=[1000, 10000], metavar=("SMALL", "LARGE"),
                    help="pages per language of the two corpora (default 1000 10000)")
    args = ap.parse_args()

    sizes = tuple(sorted(args.sizes))
    commands = {}
    for pages in sizes:
        corpus, concat = prepare(args.shared, pages, args.work)
        output = os.path.join(args.work, f"p{pages}", "triglot-scaling")
        commands[("triglot", pages)] = ([os.path.abspath(args.triglot), "build", "--content", corpus, "--output", output,
                                         "--allow-errors", "--quiet"], None)
        if pages <= CMARK_UP_TO:
            commands[("cmark", pages)] = (["cmark"], concat)
    walls = {key: [] for key in commands}
    peaks = {key: [] for key in commands}
    for round_ in range(args.runs + 1):  # round 0 warms caches and is not counted
        for key, (cmd, stdin_path) in commands.items():
            wall, peak, code = run(cmd, stdin_path)
            if code != 0:
                sys.exit(f"{' '.join(cmd)} exited {code}; no figures")
            if round_:
                walls[key].append(wall)
                peaks[key].append(peak)

    median = {key: statistics.median(values) for key, values in walls.items()}
    peak = {key: max(values) for key, values in peaks.items()}
    small, large = sizes
    name = {pages: f"{pages // 1000}k" for pages in sizes}
    print(f"corpus: {small} and {large} pages x 3 languages, taking turns; {args.runs} rounds; medians, highest peak")
    for tool in ("cmark", "triglot"):
        shown = [f"{name[pages]} {median[(tool, pages)]:8.3f} s  peak {peak[(tool, pages)]:7.0f} MiB"
                 for pages in sizes if (tool, pages) in median]
        if shown:
            print(f"  {tool:8s} wall " + "   ".join(shown))
    ratio = median[("triglot", large)] / median[("triglot", small)]
    line = f"{name[large]}/{name[small]} in one run: triglot wall {ratio:.2f} (<= {TARGET:g}: {'met' if ratio <= TARGET else 'MISSED'})"
    if ("cmark", large) in median:
        line += f"  cmark wall {median[('cmark', large)] / median[('cmark', small)]:.2f}"
    print(line)
    if large >= 100000:
        top = peak[("triglot", large)]
        print(f"peak memory at {name[large]}: {top:.0f} MiB (<= {PEAK_AT_100K:.0f}: {'met' if top <= PEAK_AT_100K else 'MISSED'})")


if __name__ == "__main__":
    main()
