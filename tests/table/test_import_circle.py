"""The scene's helpers know it only through their host protocols (issue 9, part 3)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

TABLE = Path(__file__).resolve().parents[2] / "kortbord" / "table"
HELPERS = ("pointer", "overlays", "decor", "still", "host")


def imported(module: str) -> set[str]:
    """The ``kortbord.table`` modules ``module`` imports anywhere in its text (even under
    ``TYPE_CHECKING``)."""
    tree = ast.parse((TABLE / f"{module}.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("kortbord.table."):
            names.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            names |= {a.name.split(".")[2] for a in node.names if a.name.startswith("kortbord.table.")}
    return names


@pytest.mark.parametrize("module", HELPERS)
def test_helper_does_not_import_the_scene(module: str) -> None:
    assert "scene" not in imported(module)


def test_no_circle_among_the_helpers() -> None:
    """Decor may be used by overlays, never the other way round; the pointer stands alone."""
    graph = {m: imported(m) & set(HELPERS) for m in HELPERS}
    assert "overlays" not in graph["decor"] and "pointer" not in graph["decor"] | graph["overlays"]
    assert graph["host"] == set()


def members(protocol: type) -> set[str]:
    """The attributes and methods a host protocol asks for (its bases' too)."""
    names: set[str] = set()
    for base in protocol.__mro__:
        if base.__module__.startswith("kortbord."):
            names |= set(getattr(base, "__annotations__", {}))
            names |= {n for n in vars(base) if not n.startswith("_")}
    return names


def test_the_scene_satisfies_the_protocols(qapp: object) -> None:
    from kortbord.table.decor import DecorHost
    from kortbord.table.overlays import OverlayHost
    from kortbord.table.pointer import PointerHost
    from kortbord.table.scene import TableScene
    from kortbord.table.still import StillHost

    scene = TableScene()
    for protocol in (PointerHost, DecorHost, OverlayHost, StillHost):
        wanted = members(protocol)
        assert {"addItem", "later", "cards"} <= wanted
        assert not {n for n in wanted if not hasattr(scene, n)}, protocol.__name__
