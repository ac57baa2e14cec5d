"""Issue 31's targets: deferred, parameterised and awaited resolves against hand-wired code.

The report's section (a row per target: Dowel / hand-wired, DowelAssembler / Dowel, mallocs) and the
check's part (`make bench-check`): a ratio over its target × the noise allowance fails the check when
"deferred_enforced" in constants.json names its row, and is printed as a MISS otherwise.
"""

from . import config
from .config import AWAIT_TARGETS, DEFERRED_ASSEMBLER, DEFERRED_TARGETS, LAZY_PROVIDER_NS, NOISE
from .fmt import allocs, fmt_ratio, ns, ratio
from .samples import get


def _mark(ok):
    return "✓" if ok else "✗"


def _marked(r, limit):
    """A ratio and whether it is within `limit`; a dash when a row is missing."""
    return fmt_ratio(r) if r is None else f"{fmt_ratio(r)} {_mark(r <= limit)}"


def await_limit(rows, scenario):
    """(limit in ns, how it is made) of an awaited row's target, or None without the rows it needs."""
    sync, factor, hand = AWAIT_TARGETS[scenario]
    s = get(rows, sync, "dowel")
    if s is None:
        return None
    if hand is None:
        return factor * s, f"≤ {factor} × `{sync}`"
    h = get(rows, hand, "handwired")
    if h is None:
        return None
    return factor * s + h, f"≤ {factor} × `{sync}` + hand-wired `{hand}`"


def section(rows):
    """The report's section: one row per Dowel / hand-wired target of issue 31, then what `Lazy` and
    `Provider` add over hand-wired deferral. Empty when the run has none of these rows."""
    lines = []
    for scenario, target in DEFERRED_TARGETS.items():
        h, d, a = (get(rows, scenario, x) for x in ("handwired", "dowel", "assembler"))
        if h is None and d is None:
            continue
        dh, ad = ratio(d, h), ratio(a, d)
        hm, dm = (get(rows, scenario, x, "mallocCountTotal") for x in ("handwired", "dowel"))
        lines.append(f"| `{scenario}` | {ns(h)} | {ns(d)} | {_marked(dh, target)} | ≤ {target} | {ns(a)} | "
                     f"{_marked(ad, DEFERRED_ASSEMBLER)} | {allocs(hm)} / {allocs(dm)} |")
    if not lines:
        return []
    out = ["## Deferred, parameterised and awaited resolves (issue 31)\n",
           f"Targets: Dowel / hand-wired ≤ the row's target, DowelAssembler / Dowel ≤ {DEFERRED_ASSEMBLER}; "
           f"what `Lazy` / `Provider` add over hand-wired deferral ≤ {LAZY_PROVIDER_NS} ns and no malloc beyond "
           "hand-wired's. The `await` rows' targets are in the targets table below. `make bench-check` fails on "
           "the rows `deferred_enforced` in scripts/benchreport/constants.json names and prints the others' "
           "misses. Each miss is explained, with instruction counts, in "
           "[Benchmarks/TARGETS.md](Benchmarks/TARGETS.md).\n",
           "| scenario | hand-wired ns | Dowel ns | Dowel / hand-wired | target | DowelAssembler ns | "
           "DowelAssembler / Dowel | mallocs: hand / Dowel |",
           "|---|--:|--:|--:|--:|--:|--:|--:|"]
    out += lines
    out.append("")
    extra = []
    for scenario in ("lazy", "provider"):
        h, d = get(rows, scenario, "handwired"), get(rows, scenario, "dowel")
        hm, dm = (get(rows, scenario, x, "mallocCountTotal") for x in ("handwired", "dowel"))
        if h is None or d is None or hm is None or dm is None:
            continue
        extra.append(f"`{scenario}` {d - h:+.1f} ns {_mark(d - h <= LAZY_PROVIDER_NS)} and "
                     f"{dm - hm:+.2f} mallocs {_mark(dm - hm < 0.01)}")
    if extra:
        out.append(f"What `Lazy` / `Provider` add over hand-wired deferral (≤ {LAZY_PROVIDER_NS} ns, no malloc): "
                   + "; ".join(extra) + ".\n")
    return out


def gate(runs, failures, ratio_failures):
    """The check's part: each enforced target within target × noise in one of the runs; an enforced
    row missing from every run fails outright. Rows the check does not run are skipped."""
    checks = [(scenario, target, None) for scenario, target in DEFERRED_TARGETS.items()]
    checks += [(scenario, None, scenario) for scenario in AWAIT_TARGETS]
    for scenario, target, awaited in checks:
        enforced = config.deferred_enforced(scenario)
        measured = []
        for rows in runs:
            d = get(rows, scenario, "dowel")
            if awaited is None:
                h = get(rows, scenario, "handwired")
                if d is not None and h is not None:
                    measured.append((d / h if h else float("inf"), d, h, target))
            else:
                made = await_limit(rows, scenario)
                if d is not None and made is not None:
                    measured.append((d / made[0] if made[0] else float("inf"), d, made[0], 1.0))
        if not measured:
            if enforced:
                failures.append(f"{scenario}: no result for Dowel or what its target is measured against")
            continue
        r, d, base, limit_of = min(measured)
        limit = limit_of * NOISE
        what = "Dowel / hand-wired" if awaited is None else "Dowel / its await limit"
        print(f"{scenario:<20}{what:<40}{fmt_ratio(r):>8}  limit {limit:.3g}")
        if r > limit:
            line = (f"{scenario}: {what} = {r:.3g} ({ns(d)} ns vs {ns(base)} ns), target ≤ {limit_of:.3g} "
                    f"(fails above {limit:.3g} = target × noise {NOISE})")
            if enforced:
                ratio_failures.append(line)
            else:
                print(f"bench-check: MISS (not enforced yet) {line}")
