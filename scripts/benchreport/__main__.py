"""python3 -m benchreport report DIR... | gate DIR... | filter

  report DIR...   write BENCHMARKS.md at the repo root from exported samples (BENCH_ELAPSED: the run's length)
  gate DIR...     apply the check; exit 0 pass, 1 a cached resolve allocates or rows are missing, 3 only
                  ratios (or the validation time) miss
  filter          print the regexp of the rows `make bench-check` runs
  retry DIR...    print the regexp of the rows to run again (those of the scenarios whose ratio missed),
                  or nothing when none missed or something failed outright
"""

import os
import sys

from . import config, gate, report


def main(argv):
    if not argv or argv[0] not in ("report", "gate", "filter", "retry"):
        sys.exit(__doc__)
    mode, args = argv[0], argv[1:]
    if mode == "report":
        report.report(args, os.path.join(config.ROOT, "BENCHMARKS.md"), os.environ.get("BENCH_ELAPSED", ""))
        return 0
    if mode == "gate":
        return gate.gate(args)
    if mode == "retry":
        print(gate.retry_filter(args))
        return 0
    print(config.CHECK_FILTER)
    return 0


sys.exit(main(sys.argv[1:]))
