#!/usr/bin/env python3
"""Time `triglot check` alone against the cmark program on the same Markdown (Scripts/bench).

    python3 Scripts/lib/bench_check.py --triglot .build/release/triglot --shared ../shared/bench [--pages 1000] [--runs 5]

The corpus is the one ../shared/bench/compare.py uses, generated and cached the same way in the
same place (WORK/pN/content, WORK/pN/hugo, WORK/pN/all.md), so the two scripts share it. Runs
alternate cmark and triglot after one warm-up round; medians and the median per-round ratio are
printed. The synthetic corpus holds genuine translation defects, so `triglot check` exiting 1
(errors found) counts as a run; exit 2 (could not run) or a crash does not.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

TARGET = 2.0  # triglot check <= 2x cmark


def prepare(shared, pages, work):
    """The corpus and its concatenation, exactly as compare.py makes them."""
    folder = os.path.join(work, f"p{pages}")
    corpus, hugo_site = os.path.join(folder, "content"), os.path.join(folder, "hugo")
    if not os.path.isdir(corpus):
        subprocess.run([sys.executable, os.path.join(shared, "gen_corpus.py"), "--pages", str(pages),
                        "--out", corpus, "--hugo", hugo_site], check=True)
    concat = os.path.join(folder, "all.md")
    if not os.path.exists(concat):
        with open(concat, "wb") as out:
            for root, _, files in sorted(os.walk(corpus)):
                for name in sorted(files):
                    with open(os.path.join(root, name), "rb") as f:
                        out.write(f.read() + b"\n")
    return corpus, concat


def run(cmd, stdin_path=None):
    """(wall seconds, peak RSS MiB, exit code) of one run, output discarded."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if stdin_path:
        stdin.close()
    return wall, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triglot", help="path to the built triglot executable")
    ap.add_argument("--shared", required=True, help="the folder holding gen_corpus.py")
    ap.add_argument("--pages", type=int, default=1000, help="pages per language")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "triglot-bench"))
    ap.add_argument("--prepare-only", action="store_true", help="generate the corpus and stop")
    args = ap.parse_args()

    corpus, concat = prepare(args.shared, args.pages, args.work)
    if args.prepare_only:
        return
    if not args.triglot:
        sys.exit("--triglot is required")
    commands = {
        "cmark": (["cmark"], concat),
        "check": ([os.path.abspath(args.triglot), "check", "--content", corpus], None),
    }
    results = {name: [] for name in commands}
    for round_ in range(args.runs + 1):  # round 0 warms caches and is not counted
        for name, (cmd, stdin_path) in commands.items():
            wall, rss, code = run(cmd, stdin_path)
            accepted = (0, 1) if name == "check" else (0,)
            if code not in accepted:
                sys.exit(f"{' '.join(cmd)} exited {code}; no figures")
            if round_:
                results[name].append((wall, rss))

    def med(name, i):
        return statistics.median(r[i] for r in results[name])

    print(f"corpus: {args.pages} pages x 3 languages; {args.runs} rounds; medians")
    for name in commands:
        print(f"  {name:8s} wall {med(name, 0):7.3f} s   peak {med(name, 1):7.1f} MiB")
    ratio = statistics.median(t[0] / c[0] for t, c in zip(results["check"], results["cmark"]))
    print(f"check/cmark wall {ratio:.2f} (<= {TARGET:g}: {'met' if ratio <= TARGET else 'MISSED'})")


if __name__ == "__main__":
    main()
