"""Regenerates fixtures/full/ (sample exports covering every section of the report).

    python3 scripts/benchreport/tests/make_fixtures.py

The golden report fixtures/BENCHMARKS.md is then rewritten with
`BENCHREPORT_REGOLDEN=1 python3 -m unittest ...` (see test_report.py); review its diff.
"""

import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from samplefiles import override, per_op, write_run  # noqa: E402


def full_run():
    rows = {}
    per_system = {  # handwired, swinject, assembler, dowel (ns per op)
        "singleton": (9, 1_050, 14, 10),
        "transient": (32, 1_875, 70, 53),
        "named": (32, 2_044, 90, 70),
        "lazy": (40, None, None, 47),
        "provider": (30, None, None, 45),
        "args": (37, 1_700, 70, 98),
        "child-singleton": (11, 1_300, 26, 29),
        "lookup-10": (None, 900, None, 10),
        "lookup-100k": (None, 1_400, None, 11),
    }
    systems = ("handwired", "swinject", "assembler", "dowel")
    for scenario, values in per_system.items():
        for system, v in zip(systems, values):
            if v is not None:
                rows[(scenario, system)] = per_op(v, 0 if scenario == "singleton" and system != "swinject" else 1.5)
    for scenario, values in {"threads2-singleton": (6, 900, 9, 7), "threads2-combined": (40, 3_000, 90, 60)}.items():
        for system, v in zip(systems, values):
            rows[(scenario, system)] = per_op(v, 0, ops=200_000)
    for system, (ns, mallocs, size) in {"swinject": (1_003, 6, 356), "assembler": (1_500, 9, 900),
                                        "dowel": (1_475, 8, 1_106)}.items():
        rows[("build-10000", system)] = {"wallClock": [ns * 10_000] * 3, "mallocCountTotal": [mallocs * 10_000] * 3,
                                         "mallocBytesCount": [size * 10_000] * 3}
    for system, (ns, left, mallocs) in {"swinject": (584, 0, 3), "assembler": (2_730, 1_249, 23),
                                        "dowel": (1_000, 347, 13)}.items():
        rows[("override-2000", system)] = override(ns, left, 2_000, mallocs)
    for system, (ns, left, mallocs) in {"swinject": (700, 0, 3), "assembler": (1_300, 2, 5),
                                        "dowel": (900, 1, 2)}.items():
        rows[("override-one-100000", system)] = override(ns, left, 100_000, mallocs)
    rows[("validate-1000", "dowel")] = {"wallClock": [2.4e6, 2.5e6, 2.6e6]}
    rows[("validate-10000", "dowel")] = {"wallClock": [44e6, 45e6, 50e6]}
    return rows


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "full")
    shutil.rmtree(out, ignore_errors=True)
    write_run(out, full_run())
    print(f"wrote {len(os.listdir(out))} files to {out}")
