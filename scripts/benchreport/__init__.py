"""Dowel's benchmark report and regression gate (``make bench``, ``make bench-check``).

``scripts/bench-report`` runs the Benchmarks/ suite and calls ``python3 -m benchreport`` (with
``scripts/`` on ``PYTHONPATH``) to turn the exported samples into BENCHMARKS.md or a pass/fail
verdict. Modules: ``config`` (the constants, from constants.json and the Swift sources),
``samples`` (reading package-benchmark exports), ``fmt`` (number formatting), ``report`` and
``gate``. Tests: ``python3 -m unittest discover -s scripts/benchreport/tests -t scripts``.
"""
