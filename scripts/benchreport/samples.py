"""Reading package-benchmark's `--format histogramSamples` exports.

One file per (row, metric), named `<target>.DowelBenchmarks.<scenario>_<system>.<metric>.histogram
.samples.tsv`: a header line, then one raw value per sample (nanoseconds, a malloc count, or bytes:
`mallocBytesCount` allocated, `memoryLeakedBytes` allocated and not freed within the sample).
"""

import glob
import os
import re
import statistics

from . import config

NAME = re.compile(r"^[^.]+\.DowelBenchmarks\.(?P<row>.+)\.(?P<metric>wallClock|mallocCountTotal|mallocBytesCount|"
                  r"memoryLeakedBytes)"
                  r"\.histogram\.samples\.tsv$")


def ops(scenario):
    """Operations in one sample of a row: its median sample is divided by this (every metric: an
    `override-N` or `override-one-N` row's `memoryLeakedBytes` is per override too; × N gives the growth after N)."""
    if scenario.startswith("threads2-"):
        return config.THREAD_OPS
    if scenario.startswith("validate-"):
        return 1
    m = re.fullmatch(r"(?:build|override|override-one)-(\d+)", scenario)
    return int(m.group(1)) if m else config.PER_OP


def load(dirs):
    """{(scenario, system): {metric: per-op median}}, keeping the smallest median over runs."""
    rows = {}
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*.tsv"))):
            m = NAME.match(os.path.basename(path))
            if not m:
                continue
            scenario, _, system = m.group("row").rpartition("_")
            with open(path) as f:
                values = [float(line) for line in f.read().split("\n")[1:] if line.strip()]
            if not values:
                continue
            value = statistics.median(values) / ops(scenario)
            metrics = rows.setdefault((scenario, system), {})
            metric = m.group("metric")
            metrics[metric] = min(value, metrics.get(metric, value))
            metrics.setdefault("samples", 0)
            metrics["samples"] = max(metrics["samples"], len(values))
    return rows


def get(rows, scenario, system, metric="wallClock"):
    return rows.get((scenario, system), {}).get(metric)
