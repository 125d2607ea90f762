#!/usr/bin/env python3
"""Time `triglot status` with git baselines against `triglot check` on the same pages (Scripts/bench).

    python3 Scripts/lib/bench_status.py --triglot .build/release/triglot --shared ../shared/bench [--pages 1000] [--runs 5]

The synthetic corpus (the one bench_check.py and compare.py share) is copied into a git
repository with a history: every page committed, then one English page in ten edited in one
section and committed again, so a fifth of the translations are outdated by git history
(`translations: {baseline: git}`) and the rest current. Both commands run on that repository,
taking turns after a warm-up round; medians and the median per-round ratio are printed
(target: status <= 3x check).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_check import prepare, run  # noqa: E402

TARGET = 3.0


def git(folder, *args, date="2026-01-01T00:00:00"):
    env = dict(os.environ, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "-C", folder, "-c", "user.name=bench", "-c", "user.email=bench@example.org", *args],
                   check=True, env=env, stdout=subprocess.DEVNULL)


def repository(corpus, folder):
    """The corpus with its history, made once and cached beside it."""
    content = os.path.join(folder, "content")
    if os.path.isdir(os.path.join(content, ".git")):
        return content
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(corpus, content)
    with open(os.path.join(content, "site.yml"), "w") as f:
        f.write("languages:\n  - code: en\n    name: English\n  - code: zh-Hans\n    name: 简体中文\n"
                "  - code: ja\n    name: 日本語\ntranslations:\n  baseline: git\n")
    git(content, "init", "-q")
    git(content, "add", "-A")
    git(content, "commit", "-qm", "pages and translations")
    english = sorted(os.path.join(root, name) for root, _, names in os.walk(os.path.join(content, "en")) for name in names)
    for path in english[::10]:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        # One sentence more at the end of the page's first section.
        marker = text.find("\n## ", text.find("\n## ") + 1)
        at = marker if marker > 0 else len(text)
        text = text[:at] + "\nA sentence added to the English page after it was translated.\n" + text[at:]
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    git(content, "commit", "-qam", "English edits", date="2026-02-01T00:00:00")
    return content


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triglot", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--pages", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "triglot-bench"))
    args = ap.parse_args()

    corpus, _ = prepare(args.shared, args.pages, args.work)
    content = repository(corpus, os.path.join(args.work, f"p{args.pages}", "history"))
    triglot = os.path.abspath(args.triglot)
    commands = {
        "check": [triglot, "check", "--content", content],
        "status": [triglot, "status", "--content", content],
    }
    results = {name: [] for name in commands}
    for round_ in range(args.runs + 1):  # round 0 warms caches and is not counted
        for name, cmd in commands.items():
            wall, rss, code = run(cmd)
            if code not in ((0, 1) if name == "check" else (0,)):
                sys.exit(f"{' '.join(cmd)} exited {code}; no figures")
            if round_:
                results[name].append((wall, rss))
    for name, rows in results.items():
        print(f"  {name:7} wall {statistics.median(w for w, _ in rows):7.3f} s   peak {statistics.median(m for _, m in rows):7.1f} MiB")
    ratios = [s[0] / c[0] for c, s in zip(results["check"], results["status"])]
    ratio = statistics.median(ratios)
    print(f"status/check wall {ratio:.2f} (<= {TARGET:g}: {'met' if ratio <= TARGET else 'MISSED'})")


if __name__ == "__main__":
    main()
