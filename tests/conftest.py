import gc
import os
import sys
from pathlib import Path
from typing import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def collect_garbage_between_tests() -> Iterator[None]:
    """As the app does (kortbord.table.ai_worker.collect_garbage_when_idle): Python's
    cycle collector never runs while a computer player thinks in the worker thread."""
    gc.disable()
    yield
    worker = sys.modules.get("kortbord.table.ai_worker")
    if worker is not None:
        worker.wait_idle()
    gc.collect()
    gc.enable()
