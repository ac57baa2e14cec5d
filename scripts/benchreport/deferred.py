"""Issue 31's targets: deferred, parameterised and awaited resolves against hand-wired code.

The report's section (a row per target: Dowel / hand-wired, DowelAssembler / Dowel, mallocs) and the
check's part (`make bench-check`): a ratio over its target × the noise allowance fails the check when
"deferred_enforced" in constants.json names its row, and is printed as a MISS otherwise; a missed
target's row is held to its ceiling ("deferred_ceilings"), so that the miss cannot grow.
"""

from . import config
from .config import AWAIT_TARGETS, DEFERRED_ASSEMBLER, DEFERRED_CEILINGS, DEFERRED_TARGETS, LAZY_PROVIDER_NS, NOISE
from .fmt import allocs, fmt_ratio, ns, ratio
from .samples import get


def _mark(ok):
    return "✓" if ok else "✗"


def _marked(r, limit):
    """A ratio and whether it is within `limit`; a dash when a row is missing."""
    return fmt_ratio(r) if r is None else f"{fmt_ratio(r)} {_mark(r <= limit)}"


def _held_to(scenario, target):
    """What `make bench-check` fails a row above (Dowel / hand-wired, before the noise allowance)."""
    if config.deferred_enforced(scenario):
        return f"{target} (target)"
    ceiling = DEFERRED_CEILINGS.get(scenario)
    if ceiling is not None:
        return f"{ceiling:g} (ceiling)"
    # `named`, `tagged`, `framework`: issue 3's target, which the check enforces.
    return "—" if scenario not in config.TARGETS else f"{config.TARGETS[scenario]:g} (issue 3)"


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
        lines.append(f"| `{scenario}` | {ns(h)} | {ns(d)} | {_marked(dh, target)} | ≤ {target} | "
                     f"{_held_to(scenario, target)} | {ns(a)} | {_marked(ad, DEFERRED_ASSEMBLER)} | "
                     f"{allocs(hm)} / {allocs(dm)} |")
    if not lines:
        return []
    out = ["## Deferred, parameterised and awaited resolves (issue 31)\n",
           f"Targets: Dowel / hand-wired ≤ the row's target, DowelAssembler / Dowel ≤ {DEFERRED_ASSEMBLER}; "
           f"what `Lazy` / `Provider` add over hand-wired deferral ≤ {LAZY_PROVIDER_NS} ns and no malloc beyond "
           "hand-wired's. The `await` rows' targets are in the targets table below. `make bench-check` holds "
           "each row it runs to its target where `deferred_enforced` in scripts/benchreport/constants.json names "
           "it, and a missed target's row to its ceiling (`deferred_ceilings`, the level of the miss), so that "
           f"no miss grows; both × the noise allowance ({NOISE}). Each miss is explained, with instruction counts, in "
           "[Benchmarks/TARGETS.md](Benchmarks/TARGETS.md).\n",
           "| scenario | hand-wired ns | Dowel ns | Dowel / hand-wired | target | `make bench-check` fails above | "
           "DowelAssembler ns | DowelAssembler / Dowel | mallocs: hand / Dowel |",
           "|---|--:|--:|--:|--:|--:|--:|--:|--:|"]
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
    held = [f"`{scenario}` to {ceiling:g} ×" for scenario, ceiling in DEFERRED_CEILINGS.items()
            if scenario not in DEFERRED_TARGETS]
    if held:
        out.append("`make bench-check` also holds " + " and ".join(held) + " hand-wired (ceilings; their "
                   f"target, ≤ {LAZY_PROVIDER_NS} ns over hand-wired, is in the targets table).\n")
    return out


def gate(runs, failures, ratio_failures):
    """The check's part. A target in "deferred_enforced" fails above target × noise. A missed target
    with a ceiling ("deferred_ceilings": its level when the check began to run it) is printed as a
    MISS, and fails above ceiling × noise: a miss may not grow. Each ratio is the best run's; a row
    the check must judge but finds in no run fails outright; rows it does not run are skipped."""
    checks = [(scenario, target, None) for scenario, target in DEFERRED_TARGETS.items()]
    checks += [(scenario, None, None) for scenario in DEFERRED_CEILINGS if scenario not in DEFERRED_TARGETS]
    checks += [(scenario, 1.0, scenario) for scenario in AWAIT_TARGETS]
    for scenario, target, awaited in checks:
        enforced = config.deferred_enforced(scenario)
        ceiling = DEFERRED_CEILINGS.get(scenario)
        measured = []
        for rows in runs:
            d = get(rows, scenario, "dowel")
            if awaited is None:
                h = get(rows, scenario, "handwired")
                if d is not None and h is not None:
                    measured.append((d / h if h else float("inf"), d, h))
            else:
                made = await_limit(rows, scenario)
                if d is not None and made is not None:
                    measured.append((d / made[0] if made[0] else float("inf"), d, made[0]))
        if not measured:
            if enforced or ceiling is not None:
                failures.append(f"{scenario}: no result for Dowel or what its target is measured against")
            continue
        r, d, base = min(measured)
        what = "Dowel / hand-wired" if awaited is None else "Dowel / its await limit"
        limits = [f"{x * NOISE:.3g}" for x in (target, ceiling) if x is not None]
        print(f"{scenario:<20}{what:<40}{fmt_ratio(r):>8}  limit {' / ceiling '.join(limits)}")
        measured_text = f"{scenario}: {what} = {r:.3g} ({ns(d)} ns vs {ns(base)} ns)"
        if target is not None and r > target * NOISE:
            line = f"{measured_text}, target ≤ {target:.3g} (fails above {target * NOISE:.3g} = target × noise {NOISE})"
            if enforced:
                ratio_failures.append(line)
                continue
            print(f"bench-check: MISS (not enforced yet) {line}")
        if ceiling is not None and r > ceiling * NOISE:
            ratio_failures.append(f"{measured_text}, over its ceiling {ceiling:.3g} (the missed target's level; "
                                  f"fails above {ceiling * NOISE:.3g} = ceiling × noise {NOISE})")
