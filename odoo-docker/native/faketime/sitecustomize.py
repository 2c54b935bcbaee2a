"""Loaded by Python at start-up when Odoo runs under libfaketime (see ../env.sh).

With FAKETIME_DONT_FAKE_MONOTONIC=1 (needed, else timed waits hang), libfaketime's
clock_nanosleep refuses the absolute monotonic deadline Python's time.sleep gives it
(EINVAL): the server's main loop dies at its first sleep. Sleep with select() instead,
which takes a relative timeout.
"""
import select
import time

_sleep = time.sleep


def _sleep_under_faketime(seconds):
    try:
        _sleep(seconds)
    except OSError:
        select.select([], [], [], max(0.0, seconds))


time.sleep = _sleep_under_faketime
