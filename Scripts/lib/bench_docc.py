"""Triglot (import + build) against `docc convert` on one package, taking turns (Scripts/bench-docc)."""
import argparse
import shutil
import statistics
import subprocess
import time
from pathlib import Path


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--triglot", required=True)
    parser.add_argument("--graph", required=True)
    parser.add_argument("--catalog", required=True)
    parser.add_argument("--work", required=True)
    options = parser.parse_args()
    work = Path(options.work)

    def triglot_round():
        content, site = work / "content", work / "triglot-site"
        shutil.rmtree(content, ignore_errors=True)
        shutil.rmtree(site, ignore_errors=True)
        imported = timed([options.triglot, "import", "--symbol-graph", options.graph, "--docc", options.catalog,
                          "--into", str(content)])
        (content / "site.yml").write_text("languages:\n  - code: en\n    name: English\nsymbols:\n  link: none\nstrict: false\n")
        built = timed([options.triglot, "build", "--content", str(content), "--output", str(site), "--quiet"])
        return imported, built

    def docc_round():
        output = work / "docc-site"
        shutil.rmtree(output, ignore_errors=True)
        return timed(["docc", "convert", options.catalog, "--additional-symbol-graph-dir", options.graph,
                      "--output-path", str(output), "--fallback-display-name", "ArgumentParser",
                      "--fallback-bundle-identifier", "org.swift.argumentparser"])

    triglot_round(), docc_round()  # warm-up: file caches and the first run of each program
    imports, builds, doccs = [], [], []
    for _ in range(options.runs):
        imported, built = triglot_round()
        imports.append(imported)
        builds.append(built)
        doccs.append(docc_round())
    totals = [a + b for a, b in zip(imports, builds)]
    pages = sum(1 for _ in (work / "content" / "en").rglob("*.md"))
    print(f"swift-argument-parser: {pages} pages, {options.runs} rounds, medians")
    print(f"  triglot import   {statistics.median(imports):.3f} s")
    print(f"  triglot build    {statistics.median(builds):.3f} s")
    print(f"  triglot total    {statistics.median(totals):.3f} s")
    print(f"  docc convert     {statistics.median(doccs):.3f} s")
    print(f"  ratio triglot/docc {statistics.median(totals) / statistics.median(doccs):.2f}")


if __name__ == "__main__":
    main()
