"""Tests of scripts/benchreport: sample reading, formatting, the Swift facts, the check and the report.

Run: python3 -m unittest discover -s scripts/benchreport/tests -t scripts (make test-scripts).
"""

import contextlib
import io
import os
import re
import shutil
import tempfile
import unittest
from unittest import mock

from benchreport import config, fmt, gate, report, samples, swift_facts
from benchreport.tests.samplefiles import build, override, passing_run, per_op, write_run

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")


def run_gate(*dirs):
    """gate(dirs) with its output captured: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = gate.gate(list(dirs))
    return status, out.getvalue(), err.getvalue()


class TempDirTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="benchreport-")
        self.addCleanup(shutil.rmtree, self.tmp)

    def run_dir(self, name, rows):
        return write_run(os.path.join(self.tmp, name), rows)


class FormatTests(unittest.TestCase):
    def test_ns_has_one_decimal_below_ten_and_thousands_separators_above(self):
        self.assertEqual(fmt.ns(9.04), "9.0")
        self.assertEqual(fmt.ns(1875.4), "1,875")
        self.assertEqual(fmt.ns(None), "—")

    def test_ratio_is_none_without_both_values_or_with_a_zero_divisor(self):
        self.assertEqual(fmt.ratio(3, 2), 1.5)
        self.assertIsNone(fmt.ratio(None, 2))
        self.assertIsNone(fmt.ratio(3, 0))

    def test_fmt_ratio_rounds_large_ratios_to_integers(self):
        self.assertEqual(fmt.fmt_ratio(1.666), "1.67")
        self.assertEqual(fmt.fmt_ratio(1234.5), "1,234")
        self.assertEqual(fmt.fmt_ratio(None), "—")

    def test_allocs_drops_trailing_zeros(self):
        self.assertEqual(fmt.allocs(0), "0")
        self.assertEqual(fmt.allocs(1.5), "1.5")
        self.assertEqual(fmt.allocs(2.0), "2")
        self.assertEqual(fmt.allocs(1500), "1,500")


class SampleTests(TempDirTest):
    def test_ops_per_sample_depend_on_the_kind_of_row(self):
        self.assertEqual(samples.ops("transient"), config.PER_OP)
        self.assertEqual(samples.ops("threads2-combined"), config.THREAD_OPS)
        self.assertEqual(samples.ops("build-10000"), 10_000)
        self.assertEqual(samples.ops("validate-10000"), 1)
        self.assertEqual(samples.ops("override-2000"), 2_000)
        self.assertEqual(samples.ops("override-one-100000"), 100_000)

    def test_load_divides_the_median_sample_by_the_operations_per_sample(self):
        d = self.run_dir("a", {
            ("transient", "dowel"): {"wallClock": [50_000, 40_000, 90_000]},
            ("threads2-combined", "dowel"): {"wallClock": [12e6, 14e6, 20e6]},
            ("build-1000", "dowel"): {"mallocBytesCount": [200_000, 300_000, 250_000]},
            ("validate-1000", "dowel"): {"wallClock": [2e6, 3e6, 4e6, 5e6]},
        })
        rows = samples.load([d])
        self.assertEqual(samples.get(rows, "transient", "dowel"), 50)
        self.assertEqual(samples.get(rows, "threads2-combined", "dowel"), 14e6 / config.THREAD_OPS)
        self.assertEqual(samples.get(rows, "build-1000", "dowel", "mallocBytesCount"), 250)
        self.assertEqual(samples.get(rows, "validate-1000", "dowel"), 3.5e6)
        self.assertEqual(rows[("validate-1000", "dowel")]["samples"], 4)

    def test_load_reads_bytes_left_allocated_per_override(self):
        d = self.run_dir("a", {("override-2000", "assembler"): {"wallClock": [4e6, 6e6, 5e6],
                                                                 "memoryLeakedBytes": [2.4e6, 2.6e6, 2.5e6]}})
        rows = samples.load([d])
        self.assertEqual(samples.get(rows, "override-2000", "assembler"), 2_500)
        self.assertEqual(samples.get(rows, "override-2000", "assembler", "memoryLeakedBytes"), 1_250)

    def test_load_keeps_the_smallest_median_over_runs(self):
        a = self.run_dir("a", {("transient", "dowel"): {"wallClock": [60_000]}})
        b = self.run_dir("b", {("transient", "dowel"): {"wallClock": [45_000]}})
        self.assertEqual(samples.get(samples.load([a, b]), "transient", "dowel"), 45)

    def test_load_splits_the_row_at_its_last_underscore_and_ignores_other_files(self):
        d = self.run_dir("a", {("child-singleton", "dowel"): {"wallClock": [10_000]}})
        with open(os.path.join(d, "notes.tsv"), "w") as f:
            f.write("x\n1\n")
        with open(os.path.join(d, "X.DowelBenchmarks.empty_dowel.wallClock.histogram.samples.tsv"), "w") as f:
            f.write("wallClock\n")
        rows = samples.load([d])
        self.assertEqual(list(rows), [("child-singleton", "dowel")])


class SwiftFactTests(TempDirTest):
    def copy_sources(self):
        src = os.path.join(config.ROOT, swift_facts.SOURCES)
        dst = os.path.join(self.tmp, swift_facts.SOURCES)
        shutil.copytree(src, dst)
        return dst

    def edit(self, directory, name, old, new):
        path = os.path.join(directory, name)
        with open(path) as f:
            text = f.read()
        self.assertIn(old, text)
        with open(path, "w") as f:
            f.write(text.replace(old, new))

    def test_the_repository_sources_give_the_documented_sizes(self):
        facts = swift_facts.read(config.ROOT)
        # ValidationRows.swift documents its containers: 3 + 1,023 and 3 + 8,191 + 2,047 registrations.
        self.assertEqual(facts["validations"], [(1_000, 1_026, 3_069), (10_000, 10_241, 30_714)])
        self.assertEqual(facts["per_op"], 1_000)

    def test_thread_ops_and_depths_follow_the_swift_source(self):
        d = self.copy_sources()
        threads = re.search(r"let threadOps = ([\d_]+)", open(os.path.join(d, "Benchmarks.swift")).read()).group(1)
        self.edit(d, "Benchmarks.swift", f"let threadOps = {threads}", "let threadOps = 1_234")
        self.edit(d, "ValidationRows.swift", "validationContainer(depths: (9, -1))",
                  "validationContainer(depths: (3, 1))")
        facts = swift_facts.read(self.tmp)
        self.assertEqual(facts["thread_ops"], 2 * 1_234)
        self.assertEqual(facts["validations"][0], (1_000, 3 + 15 + 3, 3 * 18))

    def test_a_rewritten_source_fails_loudly(self):
        d = self.copy_sources()
        self.edit(d, "Benchmarks.swift", "let threadOps =", "let threadCount =")
        with self.assertRaisesRegex(swift_facts.SwiftFactError, "threadOps"):
            swift_facts.read(self.tmp)


class ConstantsTests(unittest.TestCase):
    def test_the_check_runs_every_row_it_gates(self):
        pattern = re.compile(config.CHECK_FILTER)
        gated = [f"{s}/{x}" for s in set(config.CACHED) | set(config.TARGETS) for x in ("dowel", "handwired")]
        gated += [f"{s}/{x}" for s in config.ASSEMBLER_TARGETS for x in ("assembler", "swinject")]
        gated += [f"{s}/{x}" for s in config.ASSEMBLER_THREADS for x in ("assembler", "dowel")]
        gated += [f"validate-{n}/dowel" for n in config.VALIDATION_TARGETS]
        gated += [f"{s}/dowel" for s in config.ALLOCATION_LIMITS]
        for s in config.DEFERRED_ENFORCED:
            if s in config.AWAIT_TARGETS:
                sync, _, hand = config.AWAIT_TARGETS[s]
                gated += [f"{s}/dowel", f"{sync}/dowel"] + ([f"{hand}/handwired"] if hand else [])
            else:
                gated += [f"{s}/dowel", f"{s}/handwired"]
        gated += [f"{s}/{x}" for s in config.VS_SWINJECT for x in ("dowel", "swinject")]
        gated += [f"build-{n}/{x}" for n in config.REGISTRATION_TARGETS for x in ["dowel"] + config.REGISTRATION_PEERS]
        gated += [f"override-{n}/{x}" for n in config.OVERRIDES for x in ("assembler", "swinject")]
        self.assertEqual([row for row in gated if not pattern.fullmatch(row)], [])

    def test_validation_targets_name_existing_rows(self):
        self.assertTrue(set(config.VALIDATION_TARGETS) <= {n for n, _, _ in config.VALIDATIONS})


class GateTests(TempDirTest):
    def test_a_run_within_every_target_passes(self):
        status, out, err = run_gate(self.run_dir("a", passing_run()))
        self.assertEqual(status, 0, err)
        self.assertIn("bench-check: OK", out)

    def test_a_ratio_over_target_times_noise_fails_as_a_ratio(self):
        rows = passing_run()
        rows[("transient", "dowel")] = per_op(30 * 1.5 * config.NOISE * 1.1)
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 3)
        self.assertIn("FAIL transient: Dowel / hand-wired", err)

    def test_a_ratio_over_target_but_within_noise_passes(self):
        rows = passing_run()
        rows[("transient", "dowel")] = per_op(30 * 1.5 * 1.2)
        self.assertEqual(run_gate(self.run_dir("a", rows))[0], 0)

    def test_an_allocating_cached_resolve_fails_outright(self):
        rows = passing_run()
        rows[("perrun", "dowel")] = per_op(11, mallocs=1)
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 1)
        self.assertIn("perrun: a cached-lifetime Dowel resolve allocates", err)

    def test_a_row_over_its_allocation_ceiling_fails_outright(self):
        rows = passing_run()
        rows[("args", "dowel")] = per_op(60, mallocs=4)
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 1)
        self.assertIn("args: Dowel allocates 4 times per operation, must be at most 1", err)

    def test_a_missing_row_fails_outright(self):
        rows = passing_run()
        del rows[("complex", "handwired")]
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 1)
        self.assertIn("complex: no result for the Dowel or hand-wired row", err)

    def test_one_good_run_of_several_passes_a_scenario_without_mixing_runs(self):
        bad = passing_run()
        bad[("named", "dowel")] = per_op(300)
        good = passing_run()
        self.assertEqual(run_gate(self.run_dir("a", bad))[0], 3)
        self.assertEqual(run_gate(self.run_dir("a", bad), self.run_dir("b", good))[0], 0)
        # The best Dowel of one run against the best hand-wired of another would pass; it must not.
        fast_hand = passing_run()
        fast_hand[("named", "dowel")] = per_op(300)
        fast_hand[("named", "handwired")] = per_op(10)
        slow_hand = passing_run()
        slow_hand[("named", "dowel")] = per_op(55)
        slow_hand[("named", "handwired")] = per_op(10)
        status, _, _ = run_gate(self.run_dir("c", fast_hand), self.run_dir("d", slow_hand))
        self.assertEqual(status, 3)

    def test_a_retry_runs_the_rows_of_the_missed_scenarios_only(self):
        rows = passing_run()
        rows[("property", "dowel")] = per_op(100 * 1.5 * config.NOISE * 1.1, 2)
        first = self.run_dir("a", rows)
        self.assertEqual(gate.retry_filter([first]), "^(property/dowel|property/handwired)$")
        # An awaited scenario's limit is made from other rows: they run again with it.
        rows = passing_run()
        rows[("await-combined", "dowel")] = per_op(280, 2)
        retry = gate.retry_filter([self.run_dir("b", rows)])
        self.assertEqual(retry, "^(await-combined/dowel|await-singleton/dowel|await-singleton/handwired|"
                                "combined/assembler|combined/dowel|combined/handwired|combined/swinject)$")
        # A pair run again that meets the target ends the retries; nothing missed, nothing to retry.
        pair = {k: v for k, v in passing_run().items() if k[0] == "property"}
        again = self.run_dir("c", pair)
        self.assertEqual(gate.retry_filter([first, again]), "")
        self.assertEqual(run_gate(first, again)[0], 0)

    def test_no_retry_when_something_failed_outright(self):
        rows = passing_run()
        rows[("property", "dowel")] = per_op(100 * 1.5 * config.NOISE * 1.1, 2)
        rows[("perrun", "dowel")] = per_op(11, mallocs=1)
        self.assertEqual(gate.retry_filter([self.run_dir("a", rows)]), "")

    def test_assembler_ratios_fail_only_when_enforced(self):
        rows = passing_run()
        rows[("combined", "assembler")] = per_op(100 * 1.5 * config.NOISE * 1.2)
        d = self.run_dir("a", rows)
        with mock.patch.object(config, "ASSEMBLER_ENFORCED", False):
            status, out, _ = run_gate(d)
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) combined: DowelAssembler / Dowel", out)
        with mock.patch.object(config, "ASSEMBLER_ENFORCED", True):
            status, _, err = run_gate(d)
        self.assertEqual(status, 3)
        self.assertIn("FAIL combined: DowelAssembler / Dowel", err)

    def test_assembler_ratios_can_be_enforced_one_by_one(self):
        rows = passing_run()
        rows[("combined", "assembler")] = per_op(100 * 1.5 * config.NOISE * 1.1)
        d = self.run_dir("a", rows)
        with mock.patch.object(config, "ASSEMBLER_ENFORCED", ["transient/dowel", "combined/swinject"]):
            status, out, _ = run_gate(d)
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) combined: DowelAssembler / Dowel", out)
        with mock.patch.object(config, "ASSEMBLER_ENFORCED", ["transient/dowel", "combined/dowel"]):
            status, _, err = run_gate(d)
        self.assertEqual(status, 3)
        self.assertIn("FAIL combined: DowelAssembler / Dowel", err)

    def test_a_slow_validation_fails_as_a_ratio_when_enforced_and_a_missing_one_outright(self):
        target = config.VALIDATION_TARGETS[10_000]
        rows = passing_run()
        rows[("validate-10000", "dowel")] = {"wallClock": [target * config.NOISE * 1.1e6] * 3}
        slow = self.run_dir("a", rows)
        with mock.patch.object(config, "VALIDATION_ENFORCED", True):
            status, _, err = run_gate(slow)
        self.assertEqual(status, 3)
        self.assertIn("validate-10000:", err)
        with mock.patch.object(config, "VALIDATION_ENFORCED", False):
            status, out, _ = run_gate(slow)
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) validate-10000:", out)
        del rows[("validate-10000", "dowel")]
        status, _, err = run_gate(self.run_dir("b", rows))
        self.assertEqual(status, 1)
        self.assertIn("validate-10000: no result", err)

    def test_swinject_over_dowel_below_target_over_noise_fails_only_when_enforced(self):
        need = config.VS_SWINJECT["complex"]
        rows = passing_run()
        rows[("complex", "swinject")] = per_op(420 * need / config.NOISE * 0.9)
        slow = self.run_dir("a", rows)
        with mock.patch.object(config, "VS_SWINJECT_ENFORCED", True):
            status, _, err = run_gate(slow)
        self.assertEqual(status, 3)
        self.assertIn("FAIL complex: Swinject / Dowel", err)
        with mock.patch.object(config, "VS_SWINJECT_ENFORCED", False):
            status, out, _ = run_gate(slow)
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) complex: Swinject / Dowel", out)
        rows[("complex", "swinject")] = per_op(420 * need / config.NOISE * 1.1)
        with mock.patch.object(config, "VS_SWINJECT_ENFORCED", True):
            self.assertEqual(run_gate(self.run_dir("b", rows))[0], 0)

    def test_registration_misses_fail_only_when_enforced_and_a_missing_row_outright(self):
        target = config.REGISTRATION_TARGETS[10_000]
        cases = {
            "time": (build(target["ns"] * config.NOISE * 1.1, 100, 10_000), "ns per registration"),
            "bytes": (build(100, target["bytes"] + 1, 10_000), "bytes allocated per registration"),
            # Within its own targets, but slower than Swinject by more than the noise allowance.
            "peer": (build(target["ns"], 100, 10_000), "Dowel / swinject"),
        }
        for name, (row, text) in cases.items():
            with self.subTest(name):
                rows = passing_run()
                rows[("build-10000", "dowel")] = row
                if name == "peer":
                    fast = target["ns"] / config.NOISE / 1.1
                    rows[("build-10000", "swinject")] = build(fast, 400, 10_000)
                    # DowelAssembler as fast as Swinject: its own comparison with Swinject passes.
                    rows[("build-10000", "assembler")] = build(fast, 400, 10_000)
                d = self.run_dir(name, rows)
                # The ns / bytes targets and the peer comparison are enforced separately.
                flag = "REGISTRATION_PEERS_ENFORCED" if name == "peer" else "REGISTRATION_ENFORCED"
                other = "REGISTRATION_ENFORCED" if name == "peer" else "REGISTRATION_PEERS_ENFORCED"
                with mock.patch.object(config, flag, True), mock.patch.object(config, other, False):
                    status, _, err = run_gate(d)
                self.assertEqual(status, 3)
                self.assertIn("FAIL build-10000: ", err)
                self.assertIn(text, err)
                with mock.patch.object(config, flag, False), mock.patch.object(config, other, True):
                    status, out, _ = run_gate(d)
                self.assertEqual(status, 0)
                self.assertIn("MISS (not enforced yet) build-10000:", out)
        rows = passing_run()
        del rows[("build-1000", "assembler")]
        status, _, err = run_gate(self.run_dir("missing", rows))
        self.assertEqual(status, 1)
        self.assertIn("build-1000: no result", err)


class AssemblerRegistrationGateTests(TempDirTest):
    """build-N: DowelAssembler's ns per registration against Swinject's (a ratio, with the noise allowance) and
    its bytes per registration (counted: 1.5 x Swinject's, no noise allowance)."""

    N = 10_000

    def gate_with(self, enforced, assembler, swinject=(700, 400)):
        """The gate of a passing run whose build-10000 DowelAssembler and Swinject rows are (ns, bytes) per
        registration, with ASSEMBLER_REGISTRATION_ENFORCED = enforced."""
        rows = passing_run()
        rows[("build-10000", "assembler")] = build(*assembler, self.N)
        rows[("build-10000", "swinject")] = build(*swinject, self.N)
        d = self.run_dir(f"run{len(os.listdir(self.tmp))}", rows)
        with mock.patch.object(config, "ASSEMBLER_REGISTRATION_ENFORCED", enforced):
            return run_gate(d)

    def test_the_targets_are_those_of_the_brief(self):
        self.assertEqual(config.ASSEMBLER_REGISTRATION, {"ns_vs_swinject": 1, "bytes_vs_swinject": 1.5})

    def test_a_slow_registration_fails_as_a_ratio_when_enforced(self):
        slow = (700 * config.NOISE * 1.1, 400)
        status, _, err = self.gate_with({"ns": True, "bytes": True}, slow)
        self.assertEqual(status, 3)
        self.assertIn("FAIL build-10000: DowelAssembler / Swinject = ", err)
        status, out, _ = self.gate_with({"ns": False, "bytes": True}, slow)
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) build-10000: DowelAssembler / Swinject", out)

    def test_a_registration_slower_than_swinject_within_the_noise_allowance_passes(self):
        status, out, _ = self.gate_with({"ns": True, "bytes": True}, (700 * config.NOISE * 0.95, 400))
        self.assertEqual(status, 0)
        self.assertNotIn("MISS", out)

    def test_bytes_over_the_limit_fail_outright_with_no_noise_allowance(self):
        enforced = {"ns": True, "bytes": True}
        self.assertEqual(self.gate_with(enforced, (700, 400 * 1.5 * 0.99))[0], 0)
        status, _, err = self.gate_with(enforced, (700, 400 * 1.5 * 1.01))
        self.assertEqual(status, 1)
        self.assertIn("FAIL build-10000: DowelAssembler allocates 606 bytes per registration", err)
        status, out, _ = self.gate_with({"ns": True, "bytes": False}, (700, 400 * 1.5 * 1.01))
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) build-10000: DowelAssembler allocates", out)

    def test_a_missing_bytes_metric_fails_outright(self):
        rows = passing_run()
        del rows[("build-1000", "swinject")]["mallocBytesCount"]
        status, _, err = run_gate(self.run_dir("no-bytes", rows))
        self.assertEqual(status, 1)
        self.assertIn("build-1000: no result for the DowelAssembler or Swinject row", err)


class OverrideGateTests(TempDirTest):
    """override-N: DowelAssembler's ns per override against Swinject's (a ratio, with the noise allowance) and
    the memory its N overrides leave (counted: 2 x Swinject's + the slack, no noise allowance)."""

    N = 2_000

    def gate_with(self, enforced, **systems):
        """The gate of a passing run whose override rows are `systems` ({system: (ns, bytes left per
        override)}), with OVERRIDE_ENFORCED = enforced."""
        rows = passing_run()
        for system, (ns, left) in systems.items():
            rows[("override-2000", system)] = override(ns, left, self.N)
        d = self.run_dir(f"run{len(os.listdir(self.tmp))}", rows)
        with mock.patch.object(config, "OVERRIDE_ENFORCED", enforced):
            return run_gate(d)

    def limit_bytes_per_override(self, swinject_left):
        t = config.OVERRIDE_TARGETS
        return (t["bytes_vs_swinject"] * swinject_left * self.N + t["slack_bytes"]) / self.N

    def test_the_targets_are_those_of_the_brief(self):
        self.assertEqual(config.OVERRIDE_TARGETS, {"ns_vs_swinject": 2, "bytes_vs_swinject": 2,
                                                   "slack_bytes": 4_000_000})
        self.assertIn(2_000, config.OVERRIDES)

    def test_a_slow_override_fails_as_a_ratio_when_enforced(self):
        slow = 600 * 2 * config.NOISE * 1.1
        status, _, err = self.gate_with({"ns": True, "bytes": True}, swinject=(600, 0), assembler=(slow, 0))
        self.assertEqual(status, 3)
        self.assertIn("FAIL override-2000: DowelAssembler / Swinject = ", err)
        status, out, _ = self.gate_with({"ns": False, "bytes": True}, swinject=(600, 0), assembler=(slow, 0))
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) override-2000: DowelAssembler / Swinject", out)

    def test_an_override_over_twice_swinject_but_within_the_noise_allowance_passes(self):
        status, out, _ = self.gate_with({"ns": True, "bytes": True}, swinject=(600, 0),
                                        assembler=(600 * 2 * config.NOISE * 0.95, 0))
        self.assertEqual(status, 0)
        self.assertNotIn("MISS", out)

    def test_memory_over_twice_swinject_plus_the_slack_fails_outright_when_enforced(self):
        over = self.limit_bytes_per_override(0) * 1.05
        status, _, err = self.gate_with({"ns": True, "bytes": True}, swinject=(600, 0), assembler=(700, over))
        self.assertEqual(status, 1)
        self.assertIn("FAIL override-2000: DowelAssembler leaves 4.20 MB allocated after 2,000 overrides", err)
        status, out, _ = self.gate_with({"ns": True, "bytes": False}, swinject=(600, 0), assembler=(700, over))
        self.assertEqual(status, 0)
        self.assertIn("MISS (not enforced yet) override-2000: DowelAssembler leaves", out)

    def test_the_memory_limit_grows_with_swinject_growth_and_has_no_noise_allowance(self):
        # Swinject leaving 3 MB allows 2 x 3 + 4 = 10 MB: 9.9 MB passes, 10.1 MB fails (no x 1.5).
        swinject_left = 3e6 / self.N
        limit = self.limit_bytes_per_override(swinject_left)
        self.assertAlmostEqual(limit * self.N, 10e6)
        enforced = {"ns": True, "bytes": True}
        self.assertEqual(self.gate_with(enforced, swinject=(600, swinject_left),
                                        assembler=(700, limit * 0.99))[0], 0)
        self.assertEqual(self.gate_with(enforced, swinject=(600, swinject_left),
                                        assembler=(700, limit * 1.01))[0], 1)

    def test_one_good_run_of_several_passes_without_mixing_runs(self):
        slow, fast = passing_run(), passing_run()
        slow[("override-2000", "assembler")] = override(600 * 2 * config.NOISE * 1.2, 0, self.N)
        fast[("override-2000", "assembler")] = override(700, 0, self.N)
        with mock.patch.object(config, "OVERRIDE_ENFORCED", {"ns": True, "bytes": True}):
            self.assertEqual(run_gate(self.run_dir("slow", slow))[0], 3)
            self.assertEqual(run_gate(self.run_dir("slow2", slow), self.run_dir("fast", fast))[0], 0)
            # A fast DowelAssembler of one run against a slow Swinject of another would pass; it must not.
            a = passing_run()
            a[("override-2000", "assembler")] = override(1_000, 0, self.N)
            a[("override-2000", "swinject")] = override(100, 0, self.N)
            b = passing_run()
            b[("override-2000", "assembler")] = override(3_000, 0, self.N)
            b[("override-2000", "swinject")] = override(500, 0, self.N)
            self.assertEqual(run_gate(self.run_dir("a", a), self.run_dir("b", b))[0], 3)

    def test_a_missing_row_or_memory_metric_fails_outright(self):
        rows = passing_run()
        del rows[("override-2000", "swinject")]
        status, _, err = run_gate(self.run_dir("missing", rows))
        self.assertEqual(status, 1)
        self.assertIn("override-2000: no result", err)
        rows = passing_run()
        del rows[("override-2000", "assembler")]["memoryLeakedBytes"]
        status, _, err = run_gate(self.run_dir("no-bytes", rows))
        self.assertEqual(status, 1)
        self.assertIn("override-2000: no result", err)


class DeferredTests(TempDirTest):
    """Issue 31's targets: the report's section and the check's part."""

    def test_an_enforced_miss_fails_as_a_ratio_and_another_is_only_printed(self):
        rows = passing_run()
        rows[("lazy", "handwired")] = per_op(60, 1)
        rows[("lazy", "dowel")] = per_op(300, 4)
        status, out, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 0, err)
        self.assertIn("bench-check: MISS (not enforced yet) lazy: Dowel / hand-wired = 5", out)
        # 12 / 9 is within 1.5; 30 / 9 = 3.3 is over 1.5 x the noise allowance.
        rows[("child-singleton", "dowel")] = per_op(30, 0)
        status, _, err = run_gate(self.run_dir("b", rows))
        self.assertEqual(status, 3)
        self.assertIn("child-singleton: Dowel / hand-wired = 3.33", err)

    def test_an_awaited_row_over_its_limit_times_noise_fails(self):
        rows = passing_run()
        # Limit 1.5 x 100 (combined) + 30 (the hand-wired await-singleton) = 180; x 1.5 noise = 270.
        rows[("await-combined", "dowel")] = per_op(260, 2)
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 0, err)
        rows[("await-combined", "dowel")] = per_op(280, 2)
        status, _, err = run_gate(self.run_dir("b", rows))
        self.assertEqual(status, 3)
        self.assertIn("await-combined: Dowel / its await limit", err)

    def test_a_missed_target_may_not_grow_past_its_ceiling(self):
        rows = passing_run()
        # lazy: ceiling 6 x 1.5 noise = 9 x hand-wired (60 ns): 520 ns passes as a MISS, 560 fails.
        rows[("lazy", "dowel")] = per_op(520, 4)
        status, out, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 0, err)
        self.assertIn("MISS (not enforced yet) lazy", out)
        rows[("lazy", "dowel")] = per_op(560, 4)
        status, _, err = run_gate(self.run_dir("b", rows))
        self.assertEqual(status, 3)
        self.assertIn("lazy: Dowel / hand-wired = 9.33 (560 ns vs 60 ns), over its ceiling 6", err)
        # A row held to a ceiling only (its target is in ns): asyncprovider, 5 x 1.5 x 40 ns = 300.
        rows = passing_run()
        rows[("asyncprovider", "dowel")] = per_op(310, 1)
        status, _, err = run_gate(self.run_dir("c", rows))
        self.assertEqual(status, 3)
        self.assertIn("asyncprovider: Dowel / hand-wired = 7.75", err)

    def test_an_allocation_limit_allows_the_harness_one_malloc_per_hundred_operations(self):
        for mallocs, status in ((4.009, 0), (4.01, 1)):
            rows = passing_run()
            rows[("lazy", "dowel")] = per_op(80, mallocs)
            self.assertEqual(run_gate(self.run_dir(f"a{mallocs}", rows))[0], status, mallocs)

    def test_a_lazy_that_allocates_more_fails_outright(self):
        rows = passing_run()
        rows[("lazy", "dowel")] = per_op(300, 5)
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 1)
        self.assertIn("lazy: Dowel allocates 5 times per operation, must be at most 4", err)

    def test_an_enforced_row_missing_from_the_run_fails_outright(self):
        rows = passing_run()
        del rows[("child-singleton", "handwired")]
        status, _, err = run_gate(self.run_dir("a", rows))
        self.assertEqual(status, 1)
        self.assertIn("child-singleton: no result", err)

    def test_the_section_gives_each_ratio_its_target_and_what_lazy_adds(self):
        rows = passing_run()
        rows[("lazy", "handwired")] = per_op(60, 1)
        rows[("lazy", "dowel")] = per_op(300, 4)
        rows[("lazy", "assembler")] = per_op(330, 5)
        out = os.path.join(self.tmp, "BENCHMARKS.md")
        with mock.patch.object(report, "machine", return_value="M"), contextlib.redirect_stderr(io.StringIO()):
            report.report([self.run_dir("a", rows)], out, "")
        with open(out) as f:
            text = f.read()
        self.assertIn("## Deferred, parameterised and awaited resolves (issue 31)", text)
        self.assertIn("| `lazy` | 60 | 300 | 5.00 ✗ | ≤ 1.5 | 6 (ceiling) | 330 | 1.10 ✓ | 1 / 4 |", text)
        self.assertIn("| `child-singleton` | 9.0 | 12 | 1.33 ✓ | ≤ 1.5 | 1.5 (target) | — | — | 0 / 0 |", text)
        self.assertIn("| `named` | 30 | 55 | 1.83 ✗ | ≤ 1.5 | 2 (issue 3) | 60 | 1.09 ✓ | 1 / 0 |", text)
        self.assertIn("`make bench-check` also holds `asynclazy` to 17 × and `asyncprovider` to 5 × hand-wired", text)
        self.assertIn("`lazy` +240.0 ns ✗ and +3.00 mallocs ✗", text)
        # Issue 27: every row DowelAssembler ran, with both of its targets.
        self.assertIn("| `lazy` | — | 330 | 300 | — | 1.10 ✓ | — |", text)
        self.assertIn("| `named` | 490 | 60 | 55 | 2,000 | 1.09 ✓ | 33 ✓ |", text)


class ReportTests(TempDirTest):
    def test_the_report_of_the_fixture_run_matches_the_golden_file(self):
        out = os.path.join(self.tmp, "BENCHMARKS.md")
        with mock.patch.object(report, "machine", return_value="FIXTURE MACHINE"), \
                contextlib.redirect_stderr(io.StringIO()):
            report.report([os.path.join(FIXTURES, "full")], out, "1 min 2 s")
        golden = os.path.join(FIXTURES, "BENCHMARKS.md")
        with open(out) as f:
            made = f.read()
        if os.environ.get("BENCHREPORT_REGOLDEN"):
            with open(golden, "w") as f:
                f.write(made)
        with open(golden) as f:
            self.assertEqual(made, f.read())

    def test_several_runs_keep_each_rows_lowest_median_and_say_so(self):
        fast = passing_run()
        slow = passing_run()
        fast[("transient", "dowel")] = per_op(50, 1)
        slow[("transient", "dowel")] = per_op(120, 1)
        slow[("transient", "handwired")] = per_op(30, 1)
        fast[("transient", "handwired")] = per_op(40, 1)
        out = os.path.join(self.tmp, "BENCHMARKS.md")
        with mock.patch.object(report, "machine", return_value="M"), contextlib.redirect_stderr(io.StringIO()):
            report.report([self.run_dir("one", slow), self.run_dir("two", fast)], out, "7 min 0 s")
        with open(out) as f:
            text = f.read()
        self.assertIn("side by side in 2 runs of `make bench` (`BENCH_RUNS=2`; each figure is the lowest", text)
        self.assertIn("The 2 runs took 7 min 0 s.", text)
        # Dowel's 50 from the second run over hand-wired's 30 from the first.
        row = next(line for line in text.splitlines() if line.startswith("| `transient` |"))
        cells = [c.strip() for c in row.split("|")]
        self.assertEqual((cells[3], cells[6], cells[7]), ("30", "50", "1.67 ~"))
        with mock.patch.object(report, "machine", return_value="M"), contextlib.redirect_stderr(io.StringIO()):
            report.report([self.run_dir("alone", fast)], out, "3 min 0 s")
        with open(out) as f:
            text = f.read()
        self.assertIn("side by side in one run of `make bench` (", text)
        self.assertIn("The run took 3 min 0 s.", text)

    def test_a_rewrite_keeps_the_compile_time_section(self):
        out = os.path.join(self.tmp, "BENCHMARKS.md")
        section = "## Compile time\n\n<!-- compile-time:begin -->\n| a |\n<!-- compile-time:end -->\n\n### Findings\n"
        with open(out, "w") as f:
            f.write("# Benchmarks\n\n## Resolve\nold\n\n" + section + "\n## Old tail\nx\n")
        with mock.patch.object(report, "machine", return_value="FIXTURE MACHINE"), \
                contextlib.redirect_stderr(io.StringIO()):
            report.report([os.path.join(FIXTURES, "full")], out, "1 min 2 s")
        with open(out) as f:
            made = f.read()
        self.assertTrue(made.endswith("\n" + section), made[-300:])
        self.assertNotIn("## Old tail", made)
        self.assertEqual(made.count("## Compile time"), 1)

    def test_awaited_rows_are_in_the_table_and_their_targets_in_the_report(self):
        rows = passing_run()
        for scenario, (hand, dowel, mallocs) in {"await-singleton": (5, 19, 0), "await-main": (60, 58, 0),
                                                 "await-combined": (70, 400, 2),
                                                 "await-asyncfactory": (30, 900, 3), "asynclazy": (60, 65, 2),
                                                 "asyncprovider": (40, 80, 1)}.items():
            rows[(scenario, "handwired")] = per_op(hand, 1)
            rows[(scenario, "dowel")] = per_op(dowel, mallocs)
        out = os.path.join(self.tmp, "BENCHMARKS.md")
        with mock.patch.object(report, "machine", return_value="M"), contextlib.redirect_stderr(io.StringIO()):
            report.report([self.run_dir("await", rows)], out, "")
        with open(out) as f:
            text = f.read()
        for scenario in ("await-singleton", "await-main", "await-combined", "await-asyncfactory", "asynclazy",
                         "asyncprovider"):
            self.assertIn(f"| `{scenario}` |", text)
        self.assertIn("`await-singleton` (Dowel) ≤ 2.0 × `singleton` | 19 ns (limit 20) | ✓", text)
        # 1.5 x 100 (combined) + 5 (one hand-wired await) = 155 < 400.
        self.assertIn("`await-combined` (Dowel) ≤ 1.5 × `combined` + hand-wired `await-singleton` | 400 ns "
                      "(limit 155) | ✗", text)
        # 1.0 x 10 (singleton) + 60 (the hand-wired await on the main actor) = 70 > 58.
        self.assertIn("`await-main` (Dowel) ≤ 1.0 × `singleton` + hand-wired `await-main` | 58 ns (limit 70) | ✓",
                      text)
        self.assertIn("`asynclazy` adds ≤ 10 ns over hand-wired | +5.0 ns | ✓", text)
        self.assertIn("`await-singleton`: 0 mallocs per cached resolve | 0 | ✓", text)

    def test_an_awaited_cached_resolve_may_share_one_malloc_of_its_samples_task(self):
        for mallocs, expected in ((0.001, "| 0 | ✓"), (0.02, "| 0.02 | ✗")):
            rows = passing_run()
            rows[("await-singleton", "handwired")] = per_op(5, 0)
            rows[("await-singleton", "dowel")] = per_op(19, mallocs)
            out = os.path.join(self.tmp, f"BENCHMARKS-{mallocs}.md")
            with mock.patch.object(report, "machine", return_value="M"), contextlib.redirect_stderr(io.StringIO()):
                report.report([self.run_dir(f"await-{mallocs}", rows)], out, "")
            with open(out) as f:
                text = f.read()
            self.assertIn(f"`await-singleton`: 0 mallocs per cached resolve {expected}", text)

    def test_no_samples_is_an_error(self):
        with self.assertRaises(SystemExit):
            report.report([self.tmp], os.path.join(self.tmp, "BENCHMARKS.md"), "")


if __name__ == "__main__":
    unittest.main()
