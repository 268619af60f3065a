"""Benchmarks, the development-set table and the policy fit: tools run from a checkout, not installed."""
