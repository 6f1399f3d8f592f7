"""Errors of pool workers reach ``threading.excepthook`` too (Qt-free).

A ``ThreadPoolExecutor`` keeps a job's exception in its future, where nobody
looks for a render job; ``surface`` is a done-callback that hands it on to
``threading.excepthook`` (which the app's crash handler logs and shows).

    >>> pool.submit(job).add_done_callback(surface)
"""
from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any


def surface(future: Future[Any]) -> None:
    """Pass the exception of a finished ``future`` (if any) to ``threading.excepthook``."""
    if future.cancelled():
        return
    error = future.exception()
    if error is not None:
        args = threading.ExceptHookArgs([type(error), error, error.__traceback__, threading.current_thread()])
        threading.excepthook(args)
