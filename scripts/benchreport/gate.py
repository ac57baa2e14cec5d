"""The regression gate of `make bench-check`, applied to exported samples."""

import contextlib
import io
import sys

from . import config, deferred
from .config import ALLOCATION_LIMITS, ASSEMBLER_TARGETS, ASSEMBLER_THREADS, ASSEMBLER_VS_SWINJECT, CACHED, NOISE, TARGETS
from .fmt import allocs, fmt_ratio, megabytes, ns
from .samples import get, load


def gate(dirs):
    """0: pass; 1: a cached resolve allocates or rows are missing; 3: only ratios fail.

    Each ratio is taken within one run (Dowel and hand-wired medians of the same run, which saw
    the same machine); with several runs, a scenario passes if one run's ratio is within its
    limit. Mixing the best Dowel median of one run with the best hand-wired median of another
    would compare two different machine states."""
    failures, ratio_failures = judge([load([d]) for d in dirs])
    for line in failures + ratio_failures:
        print(f"bench-check: FAIL {line}", file=sys.stderr)
    if failures:
        return 1
    if ratio_failures:
        return 3
    print("bench-check: OK (cached Dowel resolves allocate nothing; every ratio within target × "
          f"{NOISE} noise)")
    return 0


def retry_filter(dirs):
    """The regexp of the rows to run again when only ratios fail: every row of the first run whose
    scenario missed (with the rows an awaited scenario's limit is made from), or "" when nothing
    missed or something failed outright (a retry cannot mend an allocation or a missing row).

    Why a retry of the missed rows alone: on a shared machine a row's median can double for the
    seconds a neighbour is busy. A full rerun of the subset takes minutes and lets the two rows
    of a ratio fall into different quiet and busy spells again; a pair run again at once takes
    seconds, so several are affordable and one of them sees both rows on the same machine state.
    A real regression misses in every run."""
    with contextlib.redirect_stdout(io.StringIO()):
        failures, ratio_failures = judge([load([d]) for d in dirs])
    if failures or not ratio_failures:
        return ""
    scenarios = {line.split(":", 1)[0] for line in ratio_failures}
    for scenario in list(scenarios):
        if scenario in config.AWAIT_TARGETS:
            sync, _, hand = config.AWAIT_TARGETS[scenario]
            scenarios.update(x for x in (sync, hand) if x is not None)
    rows = sorted(f"{scenario}/{system}" for scenario, system in load(dirs[:1]) if scenario in scenarios)
    return f"^({'|'.join(rows)})$" if rows else ""


def judge(runs):
    """Prints the check's table for `runs` (one {row: metrics} per run) and returns its (failures,
    ratio failures): lines that each begin with the scenario they are about."""
    failures, ratio_failures = [], []
    print(f"{'scenario':<14}{'hand-wired ns':>15}{'Dowel ns':>11}{'ratio':>8}{'limit':>8}{'Dowel mallocs':>15}"
          f"{'runs':>6}")
    for scenario in dict.fromkeys(CACHED + list(TARGETS)):
        measured = []
        for rows in runs:
            h, d = get(rows, scenario, "handwired"), get(rows, scenario, "dowel")
            m = get(rows, scenario, "dowel", "mallocCountTotal")
            if h is not None and d is not None and m is not None:
                measured.append((d / h if h else float("inf"), h, d, m))
        if not measured:
            failures.append(f"{scenario}: no result for the Dowel or hand-wired row")
            continue
        r, h, d, _ = min(measured)
        m = min(x[3] for x in measured)
        target = TARGETS.get(scenario)
        limit = target * NOISE if target else None
        print(f"{scenario:<14}{ns(h):>15}{ns(d):>11}{fmt_ratio(r):>8}{(f'{limit:.2f}' if limit else '—'):>8}"
              f"{allocs(m):>15}{len(measured):>6}")
        if scenario in CACHED and m > 0:
            failures.append(f"{scenario}: a cached-lifetime Dowel resolve allocates ({allocs(m)} mallocs per "
                            "resolve, must be 0)")
        if limit is not None and r > limit:
            ratio_failures.append(f"{scenario}: Dowel / hand-wired = {r:.2f} ({ns(d)} ns vs {ns(h)} ns), target "
                                  f"≤ {target} (fails above {limit:.2f} = target × noise {NOISE})")
    # Allocation ceilings of other rows: mallocs are counted, not timed, so no noise allowance.
    for scenario, limit in ALLOCATION_LIMITS.items():
        counts = [m for rows in runs if (m := get(rows, scenario, "dowel", "mallocCountTotal")) is not None]
        if not counts:
            failures.append(f"{scenario}: no result for the Dowel row")
            continue
        print(f"{scenario:<14}{'Dowel mallocs per operation':<40}{allocs(min(counts)):>8}  limit {limit}")
        # Fewer than one malloc more per 100 operations is the harness's, not the row's: a sample's
        # loop may allocate once for itself (`lazy` reads 4.001 where each operation makes 4).
        if min(counts) >= limit + 0.01:
            failures.append(f"{scenario}: Dowel allocates {min(counts):.3g} times per operation, must be at "
                            f"most {limit}")
    # DowelAssembler (issue 9), each ratio within one run, the same noise allowance.
    checks = []
    for scenario, target in ASSEMBLER_TARGETS.items():
        checks.append((scenario, "DowelAssembler / Dowel", "assembler", "dowel", target))
        checks.append((scenario, "DowelAssembler / Swinject", "assembler", "swinject", 1 / ASSEMBLER_VS_SWINJECT))
    for scenario, need in ASSEMBLER_THREADS.items():
        checks.append((scenario, "DowelAssembler / Dowel (ns, 2 threads)", "assembler", "dowel", 1 / need))
    for scenario, what, top, bottom, target in checks:
        measured = []
        for rows in runs:
            t, b = get(rows, scenario, top), get(rows, scenario, bottom)
            if t is not None and b is not None:
                measured.append((t / b if b else float("inf"), t, b))
        if not measured:
            failures.append(f"{scenario}: no result for {what}")
            continue
        r, t, b = min(measured)
        limit = target * NOISE
        print(f"{scenario:<20}{what:<40}{fmt_ratio(r):>8}  limit {limit:.3g}")
        if r > limit:
            line = (f"{scenario}: {what} = {r:.3g} ({ns(t)} ns vs {ns(b)} ns), target ≤ {target:.3g} "
                    f"(fails above {limit:.3g} = target × noise {NOISE})")
            if config.assembler_enforced(scenario, bottom):
                ratio_failures.append(line)
            else:
                print(f"bench-check: MISS (not enforced yet) {line}")
    # Whole-graph validation (issue 15): ms per validation, the best run's, within target x noise. The
    # one absolute time of the check: validation has no hand-wired peer to take a ratio to.
    for n, target in config.VALIDATION_TARGETS.items():
        measured = [v for v in (get(rows, f"validate-{n}", "dowel") for rows in runs) if v is not None]
        if not measured:
            failures.append(f"validate-{n}: no result for the Dowel row")
            continue
        ms, limit = min(measured) / 1e6, target * NOISE
        print(f"{'validate-' + str(n):<20}{'ms per validation':<40}{ms:>8.2f}  limit {limit:.3g}")
        if ms > limit:
            line = (f"validate-{n}: {ms:.2f} ms per validation, target ≤ {target} ms (fails above {limit:.3g} = "
                    f"target × noise {NOISE})")
            if config.VALIDATION_ENFORCED:
                ratio_failures.append(line)
            else:
                print(f"bench-check: MISS (not enforced yet) {line}")
    for scenario, need in config.VS_SWINJECT.items():
        measured = []
        for rows in runs:
            s, d = get(rows, scenario, "swinject"), get(rows, scenario, "dowel")
            if s is not None and d is not None:
                measured.append((s / d if d else float("inf"), s, d))
        if not measured:
            failures.append(f"{scenario}: no result for Swinject / Dowel")
            continue
        r, s, d = max(measured)
        limit = need / NOISE
        print(f"{scenario:<20}{'Swinject / Dowel':<40}{fmt_ratio(r):>8}  limit {limit:.3g}")
        if r < limit:
            line = (f"{scenario}: Swinject / Dowel = {r:.3g} ({ns(s)} ns vs {ns(d)} ns), target ≥ {need} "
                    f"(fails below {limit:.3g} = target / noise {NOISE})")
            if config.VS_SWINJECT_ENFORCED:
                ratio_failures.append(line)
            else:
                print(f"bench-check: MISS (not enforced yet) {line}")
    deferred.gate(runs, failures, ratio_failures)
    registration(runs, failures, ratio_failures)
    assembler_registration(runs, failures, ratio_failures)
    overrides(runs, failures, ratio_failures)
    return failures, ratio_failures




def registration(runs, failures, ratio_failures):
    """Registration cost (issue 15) at each build-N: ns and bytes per registration, and Dowel / each
    peer's ns, each from one run (the best run's). A miss of the ns or bytes target fails only once
    REGISTRATION_ENFORCED; Dowel slower than a peer fails once REGISTRATION_PEERS_ENFORCED."""
    for n, target in config.REGISTRATION_TARGETS.items():
        scenario = f"build-{n}"
        measured = []
        for rows in runs:
            t, b = get(rows, scenario, "dowel"), get(rows, scenario, "dowel", "mallocBytesCount")
            peers = {p: get(rows, scenario, p) for p in config.REGISTRATION_PEERS}
            if t is not None and b is not None and None not in peers.values():
                measured.append((t, b, peers))
        if not measured:
            failures.append(f"{scenario}: no result for the Dowel row or a peer's")
            continue
        t = min(m[0] for m in measured)
        b = min(m[1] for m in measured)
        lines = []  # (enforced, text)
        if t > target["ns"] * NOISE:
            lines.append((config.REGISTRATION_ENFORCED,
                          f"{scenario}: {t:.0f} ns per registration, target ≤ {target['ns']} ns (fails above "
                          f"{target['ns'] * NOISE:.0f} = target × noise {NOISE})"))
        if b > target["bytes"]:
            lines.append((config.REGISTRATION_ENFORCED,
                          f"{scenario}: {b:.0f} bytes allocated per registration, target ≤ {target['bytes']}"))
        for peer in config.REGISTRATION_PEERS:
            r = min(m[0] / m[2][peer] if m[2][peer] else float("inf") for m in measured)
            print(f"{scenario:<20}{'Dowel / ' + peer + ' (ns per registration)':<40}{fmt_ratio(r):>8}  limit "
                  f"{NOISE:.3g}")
            if r > NOISE:
                lines.append((config.REGISTRATION_PEERS_ENFORCED,
                              f"{scenario}: Dowel / {peer} = {r:.3g} per registration, target ≤ 1 (fails above "
                              f"{NOISE:.3g} = target × noise)"))
        print(f"{scenario:<20}{'ns / bytes per registration':<40}{t:>8.0f}  limit {target['ns'] * NOISE:.0f} / "
              f"{b:.0f}  limit {target['bytes']}")
        for enforced, line in lines:
            if enforced:
                ratio_failures.append(line)
            else:
                print(f"bench-check: MISS (not enforced yet) {line}")


def fail_or_miss(line, enforced, bucket):
    """Adds `line` to `bucket` (the failures or the ratio failures) when its target is enforced; prints it
    as a miss otherwise."""
    if enforced:
        bucket.append(line)
    else:
        print(f"bench-check: MISS (not enforced yet) {line}")


def ns_vs_swinject(scenario, per, measured, target, enforced, ratio_failures):
    """DowelAssembler / Swinject ns per `per` (a registration, an override) within one run, the best of the
    runs' `measured` (DowelAssembler ns, Swinject ns) pairs: at most `target` x noise (a ratio: a miss is
    retried), filed by ``fail_or_miss``."""
    limit = target * NOISE
    r, a, s = min((a / s if s else float("inf"), a, s) for a, s in measured)
    print(f"{scenario:<20}{f'DowelAssembler / Swinject (ns/{per})':<44}{fmt_ratio(r):>8}  limit {limit:.3g}"
          f"  ({ns(a)} ns vs {ns(s)} ns)")
    if r > limit:
        fail_or_miss(f"{scenario}: DowelAssembler / Swinject = {r:.3g} ns per {per} ({ns(a)} ns vs {ns(s)} ns), "
                     f"target ≤ {target} (fails above {limit:.3g} = target × noise {NOISE})", enforced, ratio_failures)


def assembler_registration(runs, failures, ratio_failures):
    """DowelAssembler's registration against Swinject's at each build-N the check runs (issue 27): ns per
    registration within one run, the best run's, at most "ns_vs_swinject" x Swinject's x noise (a ratio: a
    miss is retried); bytes allocated per registration at most "bytes_vs_swinject" x Swinject's of the same
    run, the best run's (counted, not timed: no noise allowance, a miss fails outright). Each fails the
    check when ASSEMBLER_REGISTRATION_ENFORCED says so; otherwise a miss is printed. A missing row fails."""
    targets, enforced = config.ASSEMBLER_REGISTRATION, config.ASSEMBLER_REGISTRATION_ENFORCED
    for n in config.REGISTRATION_TARGETS:
        scenario = f"build-{n}"
        measured = []  # (ns, Swinject ns, bytes, Swinject bytes), one per run
        for rows in runs:
            a, s = get(rows, scenario, "assembler"), get(rows, scenario, "swinject")
            ab, sb = (get(rows, scenario, x, "mallocBytesCount") for x in ("assembler", "swinject"))
            if None not in (a, s, ab, sb):
                measured.append((a, s, ab, sb))
        if not measured:
            failures.append(f"{scenario}: no result for the DowelAssembler or Swinject row (ns and bytes)")
            continue
        ns_vs_swinject(scenario, "registration", [(a, s) for a, s, _, _ in measured], targets["ns_vs_swinject"],
                       enforced.get("ns"), ratio_failures)
        br, ab, sb = min((ab / sb if sb else float("inf"), ab, sb) for _, _, ab, sb in measured)
        print(f"{scenario:<20}{'DowelAssembler / Swinject (bytes)':<40}{fmt_ratio(br):>8}  limit "
              f"{targets['bytes_vs_swinject']:.3g}  ({ab:.0f} vs {sb:.0f} bytes)")
        if br > targets["bytes_vs_swinject"]:
            line = (f"{scenario}: DowelAssembler allocates {ab:.0f} bytes per registration, {br:.3g} × Swinject's "
                    f"{sb:.0f}, target ≤ {targets['bytes_vs_swinject']} ×")
            fail_or_miss(line, enforced.get("bytes"), failures)


def overrides(runs, failures, ratio_failures):
    """Overriding each key of a container of N registrations (`override-N`): DowelAssembler against Swinject.

    - ns per override: DowelAssembler / Swinject within one run, the best run's, at most "ns_vs_swinject"
      x noise (a ratio: a miss is retried);
    - the bytes the N overrides leave allocated (`memoryLeakedBytes` per override x N): DowelAssembler's at
      most "bytes_vs_swinject" x Swinject's of the same run + "slack_bytes", the best run's. Counted by the
      malloc interposer, not timed, so no noise allowance, and a miss fails outright (no retry).

    Each fails the check when OVERRIDE_ENFORCED says so; otherwise a miss is printed. A missing row fails."""
    targets, enforced = config.OVERRIDE_TARGETS, config.OVERRIDE_ENFORCED
    for n in config.OVERRIDES:
        scenario = f"override-{n}"
        measured = []  # (ns, Swinject ns, bytes after N, Swinject bytes after N), one per run
        for rows in runs:
            a, s = get(rows, scenario, "assembler"), get(rows, scenario, "swinject")
            ab, sb = (get(rows, scenario, x, "memoryLeakedBytes") for x in ("assembler", "swinject"))
            if None not in (a, s, ab, sb):
                measured.append((a, s, ab * n, sb * n))
        if not measured:
            failures.append(f"{scenario}: no result for the DowelAssembler or Swinject row (ns and bytes left "
                            "allocated)")
            continue
        ns_vs_swinject(scenario, "override", [(a, s) for a, s, _, _ in measured], targets["ns_vs_swinject"],
                       enforced.get("ns"), ratio_failures)

        def bytes_limit(swinject_bytes):
            return targets["bytes_vs_swinject"] * swinject_bytes + targets["slack_bytes"]

        _, ab, sb = min((ab - bytes_limit(sb), ab, sb) for _, _, ab, sb in measured)
        print(f"{scenario:<20}{f'DowelAssembler MB after {n:,} overrides':<40}{megabytes(ab):>8}  limit "
              f"{megabytes(bytes_limit(sb))}  (Swinject {megabytes(sb)} MB)")
        if ab > bytes_limit(sb):
            line = (f"{scenario}: DowelAssembler leaves {megabytes(ab)} MB allocated after {n:,} overrides, "
                    f"target ≤ {targets['bytes_vs_swinject']} × Swinject's {megabytes(sb)} MB + "
                    f"{megabytes(targets['slack_bytes'])} MB = {megabytes(bytes_limit(sb))} MB")
            fail_or_miss(line, enforced.get("bytes"), failures)
