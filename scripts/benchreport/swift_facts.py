"""What the Swift benchmark suite decides, read from its sources rather than copied.

How many operations one sample of a row makes, and the sizes of the validation containers, are
facts of Benchmarks/Benchmarks/DowelBenchmarks/*.swift; a copy here would drift when a row
changes. Each fact is matched by a narrow pattern and a missing match is an error naming the
file, so a rewrite of the Swift code fails loudly instead of dividing by a stale number.
"""

import os
import re

SOURCES = os.path.join("Benchmarks", "Benchmarks", "DowelBenchmarks")

_SCALING = {"one": 1, "kilo": 1_000, "mega": 1_000_000}


class SwiftFactError(Exception):
    """A fact could not be read from the Swift sources."""


def _int(literal):
    return int(literal.replace("_", ""))


def _read(root, name):
    path = os.path.join(root, SOURCES, name)
    with open(path, encoding="utf-8") as f:
        return path, f.read()


def _find(pattern, text, path, what):
    m = re.search(pattern, text, re.S)
    if not m:
        raise SwiftFactError(f"{path}: cannot find {what} (pattern {pattern!r}); update swift_facts.py")
    return m


def tree_size(depth):
    """Registrations in one of ValidationRows.swift's binary trees (none for a negative depth)."""
    return 2 ** (depth + 1) - 1 if depth >= 0 else 0


def read(root):
    """{"per_op", "thread_ops", "validations": [(n, registrations, edges)]} from the Swift sources.

    - per_op: the scaling factor of a `.perOp` row (`scaling = .kilo` = 1,000 operations per sample);
    - thread_ops: 2 threads x `threadOps` for `threads2-*` rows;
    - validations: each `validate-N` row's container, `validationContainer(depths: (a, b))`: the 3
      cached services plus two binary trees of those depths, every tree node with 3 dependencies.
    """
    path, text = _read(root, "Benchmarks.swift")
    threads = _int(_find(r"\blet threadOps = ([\d_]+)", text, path, "`let threadOps = N`").group(1))
    scaling = _find(r"case \.perOp:\s*scaling = \.(\w+)", text, path, "the `.perOp` scaling factor").group(1)
    if scaling not in _SCALING:
        raise SwiftFactError(f"{path}: unknown scaling factor .{scaling}")

    path, text = _read(root, "ValidationRows.swift")
    containers = {
        m.group(1): (_int(m.group(2)), _int(m.group(3)))
        for m in re.finditer(r"\blet (\w+) = validationContainer\(depths: \((-?\d+), (-?\d+)\)\)", text)
    }
    rows = re.findall(r"\(([\d_]+), \{ (\w+) \}\)", text)
    if not containers or not rows:
        raise SwiftFactError(f"{path}: cannot find the validation containers or the rows' (N, {{ container }}) list")
    validations = []
    for n, name in rows:
        if name not in containers:
            raise SwiftFactError(f"{path}: row validate-{_int(n)} uses {name}, which is not a validationContainer")
        nodes = sum(tree_size(d) for d in containers[name])
        validations.append((_int(n), 3 + nodes, 3 * nodes))
    return {"per_op": _SCALING[scaling], "thread_ops": 2 * threads, "validations": validations}
