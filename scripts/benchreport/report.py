"""BENCHMARKS.md from exported samples (`make bench`)."""

import datetime
import glob
import os
import platform
import subprocess
import sys

from .config import (ASSEMBLER_BEFORE, ASSEMBLER_ROW_TARGET, ASSEMBLER_REGISTRATION, AWAIT_TARGETS, ASSEMBLER_TARGETS, ASSEMBLER_THREADS, ASSEMBLER_VS_SWINJECT, BUILDS, CACHED,
                     LAZY_PROVIDER_NS, NOISE, OVERRIDE_TARGETS, OVERRIDES, OVERRIDES_ONE_KEY, REGISTRATION_TARGETS, ROOT, SCENARIOS,
                     SYSTEMS, TARGETS, VALIDATIONS)
from . import deferred
from .fmt import allocs, fmt_ratio, megabytes, ns, ratio
from .samples import get, load


def machine(dirs):
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        swift = subprocess.run([os.environ.get("SWIFT", "swift"), "--version"], capture_output=True,
                               text=True).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        swift = "swift: unknown version"
    # When the samples were written, so a report rewritten later still dates the run.
    stamp = max(os.path.getmtime(p) for d in dirs for p in glob.glob(os.path.join(d, "*.tsv")))
    date = datetime.datetime.fromtimestamp(stamp, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return (f"{model}, {os.cpu_count()} cores, {swift}, {platform.system()} {platform.release()}; {date}")


def targets_table(rows):
    """One row per target of issue 3, measured in this run."""
    out = []

    def mark(ok):
        return "✓" if ok else "✗"

    for scenario, target in TARGETS.items():
        h, d = get(rows, scenario, "handwired"), get(rows, scenario, "dowel")
        r = ratio(d, h)
        if r is not None:
            out.append(f"| `{scenario}`: Dowel / hand-wired ≤ {target} | {r:.2f} | {mark(r <= target)} |")
    for scenario in ("lazy", "provider"):
        h, d = get(rows, scenario, "handwired"), get(rows, scenario, "dowel")
        if h is not None and d is not None:
            out.append(f"| `{scenario}` adds ≤ {LAZY_PROVIDER_NS} ns over hand-wired | {d - h:+.1f} ns | "
                       f"{mark(d - h <= LAZY_PROVIDER_NS)} |")
    for scenario in AWAIT_TARGETS:
        d, made = get(rows, scenario, "dowel"), deferred.await_limit(rows, scenario)
        if d is None or made is None:
            continue
        limit, what = made
        out.append(f"| `{scenario}` (Dowel) {what} | {ns(d)} ns (limit {ns(limit)}) | {mark(d <= limit)} |")
    m = get(rows, "await-singleton", "dowel", "mallocCountTotal")
    if m is not None:
        # An async sample runs its 1,000 awaits in one task, which may allocate once for itself
        # (0.001 per resolve): fewer than one malloc per 100 resolves is none per resolve.
        out.append(f"| `await-singleton`: 0 mallocs per cached resolve | {allocs(m)} | {mark(m < 0.01)} |")
    for scenario in ("asynclazy", "asyncprovider"):
        h, d = get(rows, scenario, "handwired"), get(rows, scenario, "dowel")
        if h is not None and d is not None:
            out.append(f"| `{scenario}` adds ≤ {LAZY_PROVIDER_NS} ns over hand-wired | {d - h:+.1f} ns | "
                       f"{mark(d - h <= LAZY_PROVIDER_NS)} |")
    for scenario, _ in SCENARIOS:
        if scenario.startswith("lookup-") or scenario == "many":
            continue
        s, d = get(rows, scenario, "swinject"), get(rows, scenario, "dowel")
        r = ratio(s, d)
        if r is None:
            continue
        need = 60 if scenario == "singleton" else 30
        out.append(f"| `{scenario}`: Swinject / Dowel ≥ {need} | {fmt_ratio(r)} | {mark(r >= need)} |")
    for scenario in CACHED:
        m = get(rows, scenario, "dowel", "mallocCountTotal")
        if m is not None:
            out.append(f"| `{scenario}`: 0 mallocs per cached resolve | {allocs(m)} | {mark(m == 0)} |")
    for scenario in ("transient", "combined", "complex"):
        h, d = (get(rows, scenario, x, "mallocCountTotal") for x in ("handwired", "dowel"))
        if h is not None and d is not None:
            out.append(f"| `{scenario}`: a prototype resolve allocates only its instances | {allocs(d)} vs "
                       f"{allocs(h)} hand-wired | {mark(d <= h)} |")
    h, d = get(rows, "threads2-singleton", "handwired"), get(rows, "threads2-singleton", "dowel")
    if h and d:
        out.append(f"| 2 threads on one singleton: throughput ≥ 0.8 × hand-wired | {h / d:.2f} × | "
                   f"{mark(h / d >= 0.8)} |")
    for scenario, target in ASSEMBLER_TARGETS.items():
        a, d, s = (get(rows, scenario, x) for x in ("assembler", "dowel", "swinject"))
        r = ratio(a, d)
        if r is not None:
            out.append(f"| `{scenario}`: DowelAssembler / Dowel ≤ {target} | {r:.2f} | {mark(r <= target)} |")
        r = ratio(s, a)
        if r is not None:
            out.append(f"| `{scenario}`: Swinject / DowelAssembler ≥ {ASSEMBLER_VS_SWINJECT} | {fmt_ratio(r)} | "
                       f"{mark(r >= ASSEMBLER_VS_SWINJECT)} |")
    for scenario, need in ASSEMBLER_THREADS.items():
        a, d = get(rows, scenario, "assembler"), get(rows, scenario, "dowel")
        if a and d:
            out.append(f"| `{scenario}`: DowelAssembler throughput ≥ {need} × Dowel's | {d / a:.2f} × | "
                       f"{mark(d / a >= need)} |")
    for n, target in REGISTRATION_TARGETS.items():
        t, b = get(rows, f"build-{n}", "dowel"), get(rows, f"build-{n}", "dowel", "mallocBytesCount")
        if t is not None:
            out.append(f"| registration ≤ {target['ns']} ns at {n:,} | {ns(t)} ns | {mark(t <= target['ns'])} |")
        if b is not None:
            out.append(f"| registration ≤ {target['bytes']} bytes at {n:,} | {ns(b)} bytes | "
                       f"{mark(b <= target['bytes'])} |")
    for n in BUILDS:
        sc, t = f"build-{n}", ASSEMBLER_REGISTRATION
        r = ratio(get(rows, sc, "assembler"), get(rows, sc, "swinject"))
        if r is not None:
            out.append(f"| registration at {n:,}: DowelAssembler ns ≤ {t['ns_vs_swinject']} × Swinject's | "
                       f"{r:.2f} × | {mark(r <= t['ns_vs_swinject'])} |")
        r = ratio(*(get(rows, sc, x, "mallocBytesCount") for x in ("assembler", "swinject")))
        if r is not None:
            out.append(f"| registration at {n:,}: DowelAssembler bytes ≤ {t['bytes_vs_swinject']} × Swinject's | "
                       f"{r:.2f} × | {mark(r <= t['bytes_vs_swinject'])} |")
    for n in OVERRIDES:
        sc, t = f"override-{n}", OVERRIDE_TARGETS
        a, s = get(rows, sc, "assembler"), get(rows, sc, "swinject")
        r = ratio(a, s)
        if r is not None:
            out.append(f"| `{sc}`: DowelAssembler ns per override ≤ {t['ns_vs_swinject']} × Swinject's | "
                       f"{fmt_ratio(r)} × | {mark(r <= t['ns_vs_swinject'])} |")
        ab, sb = (get(rows, sc, x, "memoryLeakedBytes") for x in ("assembler", "swinject"))
        if ab is not None and sb is not None:
            limit = t["bytes_vs_swinject"] * sb * n + t["slack_bytes"]
            out.append(f"| `{sc}`: DowelAssembler memory after {n:,} overrides ≤ {t['bytes_vs_swinject']} × "
                       f"Swinject's + {megabytes(t['slack_bytes'])} MB | {megabytes(ab * n)} MB (limit "
                       f"{megabytes(limit)}) | {mark(ab * n <= limit)} |")
    a, z = get(rows, "lookup-10", "dowel"), get(rows, "lookup-100k", "dowel")
    r = ratio(z, a)
    if r is not None:
        out.append(f"| resolve at 100,000 registrations ≤ 1.2 × at 10 | {r:.2f} × | {mark(r <= 1.2)} |")
    return out


def overrides_section(rows):
    """Overriding each key of a container: ns and mallocs per override, memory left after N, per system."""
    t = OVERRIDE_TARGETS
    out = ["## Overriding registrations\n",
           "A container of N registrations (distinct types), then each key registered again, as tests and later "
           "assemblies override: Swinject's and DowelAssembler's `register` of a key the container has, Dowel's "
           "`replace { $0.register … }`. Per override (median sample / N): time and mallocs; then the memory "
           "the N overrides leave allocated (malloc'd and not freed by the end of the sample). "
           f"`make bench-check`: DowelAssembler ≤ {t['ns_vs_swinject']} × Swinject's ns per override (× {NOISE} "
           f"noise) and ≤ {t['bytes_vs_swinject']} × Swinject's memory growth + {megabytes(t['slack_bytes'])} MB.\n",
           "| overrides | system | ns per override | / Swinject | mallocs per override | MB left after N |",
           "|--:|---|--:|--:|--:|--:|"]
    out += override_rows(rows, "override", OVERRIDES)
    # One key replaced N times (`override-one-N`): what the replaced registrations leave stays bounded
    # (issue 27). Reported, not checked.
    out += ["One key replaced N times (Dowel's `replace`, Swinject's and DowelAssembler's `register` of the "
            "key again), the memory the replaced registrations leave allocated after the N: bounded where they "
            "are freed as they go (the core frees a replaced registration once no resolve can still read it, "
            "in batches).\n",
            "| replacements of one key | system | ns per replacement | / Swinject | mallocs per replacement | "
            "MB left after N |",
            "|--:|---|--:|--:|--:|--:|"]
    out += override_rows(rows, "override-one", OVERRIDES_ONE_KEY)
    return out


def override_rows(rows, kind, counts):
    """A row per system and N of `kind`-N (`override`, `override-one`): ns and mallocs per override against
    Swinject's, and the memory the N leave allocated; then a blank line."""
    out = []
    for n in counts:
        sc = f"{kind}-{n}"
        s = get(rows, sc, "swinject")
        for system, name in {"swinject": "Swinject", "assembler": "DowelAssembler", "dowel": "Dowel"}.items():
            v, b = get(rows, sc, system), get(rows, sc, system, "memoryLeakedBytes")
            out.append(f"| {n:,} | {name} | {ns(v)} | {fmt_ratio(ratio(v, s))} | "
                       f"{allocs(get(rows, sc, system, 'mallocCountTotal'))} | "
                       f"{megabytes(None if b is None else b * n)} |")
    out.append("")
    return out


def assembler_table(rows):
    """Every row DowelAssembler ran, with this run's Dowel and Swinject and its two targets (issue 27: every
    row within ASSEMBLER_ROW_TARGET × Dowel and ASSEMBLER_VS_SWINJECT × faster than Swinject); before
    moving onto the core where `make bench` of 2026-11-22 measured it."""
    out = ["| scenario | DowelAssembler before (ns) | DowelAssembler now (ns) | Dowel (ns) | Swinject (ns) | "
           f"now / Dowel (≤ {ASSEMBLER_ROW_TARGET}) | Swinject / now (≥ {ASSEMBLER_VS_SWINJECT}) |",
           "|---|--:|--:|--:|--:|--:|--:|"]
    for scenario, _ in SCENARIOS:
        a, d, s = (get(rows, scenario, x) for x in ("assembler", "dowel", "swinject"))
        if a is None:
            continue
        ad, sa = ratio(a, d), ratio(s, a)
        if scenario.startswith("threads2-"):
            # Two threads: a throughput target of its own (ASSEMBLER_THREADS), in the targets table.
            ad_mark = ""
        else:
            ad_mark = "" if ad is None else (" ✓" if ad <= ASSEMBLER_ROW_TARGET else " ✗")
        sa_mark = "" if sa is None else (" ✓" if sa >= ASSEMBLER_VS_SWINJECT else " ✗")
        out.append(f"| `{scenario}` | {ns(ASSEMBLER_BEFORE.get(scenario))} | {ns(a)} | {ns(d)} | {ns(s)} | "
                   f"{fmt_ratio(ad)}{ad_mark} | {fmt_ratio(sa)}{sa_mark} |")
    return out



def kept_compile_time(out):
    """The "## Compile time" section of the file being rewritten (scripts/compile-time's, with its
    findings): kept at the end, so `make bench` does not erase it."""
    try:
        with open(out) as f:
            text = f.read()
    except OSError:
        return ""
    start = text.find("\n## Compile time\n")
    if start < 0:
        return ""
    section = text[start + 1:]
    end = section.find("\n## ", 1)
    return (section if end < 0 else section[:end + 1]).rstrip("\n") + "\n"

def report(dirs, out, elapsed):
    rows = load(dirs)
    if not rows:
        sys.exit(f"bench-report: no samples in {' '.join(dirs)}")
    L = []
    L.append("# Benchmarks\n")
    # Several runs (`BENCH_RUNS`): each row keeps its lowest median (samples.load), because a busy
    # neighbour on a shared machine only ever adds time to a row, and says so here.
    runs = ("side by side in one run of `make bench` " if len(dirs) == 1 else
            f"side by side in {len(dirs)} runs of `make bench` (`BENCH_RUNS={len(dirs)}`; each figure is the "
            "lowest of the runs' medians for its row, since a busy neighbour on a shared machine only adds "
            "time, so a ratio may compare rows of different runs) ")
    L.append("Dowel and DowelAssembler (Dowel's Swinject-compatible layer) vs "
             "[Swinject](https://github.com/Swinject/Swinject) 2.10.0 vs hand-wired Swift, "
             + runs +
             "([package-benchmark](https://github.com/ordo-one/package-benchmark) 1.38.1, release build). "
             "Generated by `scripts/bench-report`; do not edit by hand.\n")
    took = "The run took" if len(dirs) == 1 else f"The {len(dirs)} runs took"
    L.append(f"**Machine:** {machine(dirs)}." + (f" {took} {elapsed}." if elapsed else "") + "\n")
    L.append("## Resolve\n")
    L.append("Nanoseconds per operation (median), ratios of those medians, mallocs per operation (median). "
             "Lower is better. *Target* is Dowel / hand-wired.\n")
    L.append("| scenario | one operation | hand-wired | Swinject | DowelAssembler | Dowel | Dowel / hand-wired | "
             "target | Swinject / Dowel | Swinject / DowelAssembler | mallocs: hand / Swinject / DowelAssembler / "
             "Dowel |")
    L.append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for scenario, what in SCENARIOS:
        h, s, a, d = (get(rows, scenario, x) for x in SYSTEMS)
        if h is None and s is None and a is None and d is None:
            continue
        dh = ratio(d, h)
        target = TARGETS.get(scenario)
        mark = ""
        if target is not None and dh is not None:
            mark = " ✓" if dh <= target else (" ~" if dh <= target * NOISE else " ✗")
        mallocs = " / ".join(allocs(get(rows, scenario, x, "mallocCountTotal")) for x in SYSTEMS)
        L.append(f"| `{scenario}` | {what} | {ns(h)} | {ns(s)} | {ns(a)} | {ns(d)} | {fmt_ratio(dh)}{mark} | "
                 f"{'≤ ' + str(target) if target else ''} | {fmt_ratio(ratio(s, d))} | {fmt_ratio(ratio(s, a))} | "
                 f"{mallocs} |")
    L.append("")
    L.append("✓ within target; ~ over target but within the check's noise allowance (× "
             f"{NOISE}); ✗ over both.\n")

    b10, b100k = get(rows, "lookup-10", "dowel"), get(rows, "lookup-100k", "dowel")
    s10, s100k = get(rows, "lookup-10", "swinject"), get(rows, "lookup-100k", "swinject")
    if b10 or s10:
        L.append(f"Lookup at 100,000 registrations vs 10: Dowel × {fmt_ratio(ratio(b100k, b10))}, "
                 f"Swinject × {fmt_ratio(ratio(s100k, s10))}.\n")

    L.append("## DowelAssembler on the Dowel core (issues 9 and 27)\n")
    L.append("Every row DowelAssembler runs. Before: DowelAssembler's own registry and graph state, every resolve "
             "but a published `.container` one under the process-wide lock (`make bench` of 2026-11-22; the "
             "2-thread row from issue 9). Now: every registration a core registration, resolved through the "
             f"core's table. Targets (issue 27, every row): now / Dowel ≤ {ASSEMBLER_ROW_TARGET}, Swinject / now "
             f"≥ {ASSEMBLER_VS_SWINJECT}; 2 threads: Dowel / now ≥ {min(ASSEMBLER_THREADS.values())} (throughput, "
             "in the targets table). `make bench-check` runs the rows of `assembler_targets` in "
             "scripts/benchreport/constants.json and fails on the ratios `assembler_enforced` lists.\n")
    L += assembler_table(rows)
    L.append("")
    L += deferred.section(rows)
    L.append("## Targets (issue 3)\n")
    L.append(("Every target from the same run" if len(dirs) == 1 else "Every target from the figures above")
             + "; ✓ met, ✗ missed. Each miss is explained, with instruction "
             "counts, in [Benchmarks/TARGETS.md](Benchmarks/TARGETS.md).\n")
    L.append("| target | measured | |")
    L.append("|---|---|---|")
    for line in targets_table(rows):
        L.append(line)
    L.append("")

    L.append("## Building a container\n")
    L.append("Per registration (median sample / N): time, mallocs and bytes allocated (gross, including "
             "memory freed again while growing). Each registration is a distinct type.\n")
    L.append("| registrations | Swinject ns | DowelAssembler ns | Dowel ns | Swinject mallocs | DowelAssembler mallocs "
             "| Dowel mallocs | Swinject bytes | DowelAssembler bytes | Dowel bytes |")
    L.append("|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    builders = ("swinject", "assembler", "dowel")
    for n in BUILDS:
        sc = f"build-{n}"
        cells = [ns(get(rows, sc, x)) for x in builders]
        cells += [allocs(get(rows, sc, x, "mallocCountTotal")) for x in builders]
        cells += [ns(get(rows, sc, x, "mallocBytesCount")) for x in builders]
        L.append(f"| {n:,} | " + " | ".join(cells) + " |")
    L.append("")

    L += overrides_section(rows)

    L.append("## Validating a graph\n")
    L.append("`container.validate()` of a container of about N registrations with 3 dependencies each "
             "(two binary trees of distinct types; see `ValidationRows.swift`). Dowel only: no other "
             "system validates before resolving.\n")
    L.append("| registrations | dependencies | ms per validation | ns per registration |")
    L.append("|--:|--:|--:|--:|")
    for n, regs, edges in VALIDATIONS:
        v = get(rows, f"validate-{n}", "dowel")
        L.append(f"| {regs:,} | {edges:,} | {'—' if v is None else f'{v / 1e6:.2f}'} | "
                 f"{'—' if v is None else ns(v / regs)} |")
    L.append("")

    L.append("## How it is measured\n")
    L.append(
        "- Every system builds the same model types (`Benchmarks/Benchmarks/DowelBenchmarks/Models.swift`). "
        "Hand-wired is what a programmer writes without a container: `static let` singletons, direct "
        "initialiser calls.\n"
        "- A sample is 1,000 operations (`scalingFactor: .kilo`); a row runs for up to 1 s or 10,000 samples "
        "after 10 warm-up samples, each row in its own process; the table shows the median sample / 1,000. "
        "Metrics: `.wallClock`, `.mallocCountTotal` (package-benchmark's malloc interposer, which also makes "
        "every malloc a little slower, for all three systems alike).\n"
        "- Each operation's result is handed to an owning sink (`sink(_:)`, `@_optimize(none)`) rather than "
        "`blackHole`, which borrows: borrowed, a hand-wired global costs a bare call (~1 ns) and no retain, "
        "while any real use of a singleton (an initialiser parameter, a stored property) owns a reference, "
        "as every container's `resolve` returns. So every row pays one retain + release for a cached "
        "instance. For the same reason the singletons' state is computed at run time (`runtimeValue()`): "
        "with constants, the compiler emits a `static let` as a pre-built immortal object whose refcount "
        "is free, which no real singleton with run-time state is.\n"
        "- Swinject stand-ins: `tagged` and `framework` resolve by name; `many` resolves its 10 named "
        "registrations one by one (Swinject cannot list a type's registrations); `perrun`/`percontainer` are "
        "`.container`; `objectgraph` is `.graph`; the `threads2-*` rows use `container.synchronize()`, as "
        "Swinject requires for threads.\n"
        "- DowelAssembler runs the Swinject rows' code unchanged but for the import "
        "(`Benchmarks/Benchmarks/DowelBenchmarks/AssemblerRows.swift`): what a Swinject user gets by "
        "switching, without rewriting registrations in Dowel's own API.\n"
        "- `build-N` registers through the generic type walk below, so each `register` call runs "
        "unspecialised and looks the metadata of `Reg<N>` and its closure types up at run time. A Dowel "
        "registration is one non-generic class, so it looks up no class metadata of its own; Swinject's "
        "`ServiceEntry<Reg<N>>` and DowelAssembler's entries are generic classes, looked up per type. The "
        "median sample comes after the first, so every type's metadata already exists: what an app pays "
        "to instantiate it at its first registration of a type is not in these rows.\n"
        "- `threads2-*`: two threads (`DispatchQueue.concurrentPerform`) each make 100,000 resolves; the "
        "time is wall clock for both / 200,000, so perfect scaling halves the single-thread number.\n"
        "- `build-N`: registers N distinct types `Reg<N>`, whose `N` is a binary number spelled in generic "
        "types (`Reg<Bit1<Bit0<…End>>>`), instantiated at run time — real distinct metatypes, not names. "
        "The per-type registration closures are made before the measurement. Hand-wired code has nothing to "
        "build, so it has no row.\n"
        "- `lookup-N`: the container holds `Config` plus N − 1 such `Reg` registrations.\n"
        "- `override-N`: each sample builds a container of N such `Reg` registrations before its measurement, "
        "then registers every key again (Dowel: one `replace { }` per key); the container is released after "
        "the measurement. Memory is package-benchmark's `.memoryLeakedBytes`: bytes malloc'd minus bytes freed "
        "during the measurement, so what the overrides keep (resident memory is a process-wide peak over the "
        "whole row, and the allocator keeps freed pages, so it cannot show one sample's growth).\n"
        "- `override-one-N`: one key of a container registered again N times in one sample (Dowel: "
        "`replace { }`), the same memory metric.\n")
    L.append("## Rerun\n")
    L.append("```sh\n"
             "make bench         # the full suite (~2.5 min, plus ~1.5 min to build); rewrites this file\n"
             "BENCH_RUNS=3 make bench   # three runs; each row keeps its lowest median (a busy machine)\n"
             "make bench-check   # the short regression gate: singleton, transient, combined, complex, named,\n"
             "                   # the deferred, child and await rows, mallocs of cached lifetimes, DowelAssembler,\n"
             "                   # registration and overrides; exit non-zero if an enforced target is missed\n"
             "                   # or a missed one grows past its ceiling\n"
             "cd Benchmarks && swift package benchmark --filter 'singleton/.*'   # one scenario, text output\n"
             "```\n")
    kept = kept_compile_time(out)
    with open(out, "w") as f:
        f.write("\n".join(L))
        if kept:
            f.write("\n" + kept)
    print(f"bench-report: wrote {os.path.relpath(out, ROOT)}", file=sys.stderr)


