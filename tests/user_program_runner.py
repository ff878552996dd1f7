"""Runs tests/user_programs/ on one library: ``python -m tests.user_program_runner
jax|jaxtypes PROGRAM...``; each program's output follows a line ``#### program PATH``.
For jaxtypes the programs' imports are rewritten, and nothing else."""

from __future__ import annotations

import re
import sys

SEPARATOR = "#### program "
# `import jax`, `import jax.numpy as jnp`, `from jax import lax`, `from jax.scipy.linalg import cho_solve`
_IMPORT = re.compile(r"^(?P<head>import|from) jax(?P<rest>[.\w]*)(?P<tail>[ \t].*)?$", re.MULTILINE)


def _swap(match: re.Match[str]) -> str:
    rest, tail = match["rest"], match["tail"] or ""
    if match["head"] == "import" and " as " not in tail:
        if rest:  # `import jax.numpy` binds the name jax, which `import jaxtypes.numpy` does not
            raise ValueError(f"an import this runner cannot rewrite: {match[0]!r}")
        return "import jaxtypes as jax" + tail
    return f"{match['head']} jaxtypes{rest}{tail}"


def jax_to_jaxtypes(source: str) -> str:
    """``source`` with its jax imports turned into the same imports of jaxtypes."""
    return _IMPORT.sub(_swap, source)


def main(library: str, paths: list[str]) -> None:
    for path in paths:
        with open(path) as file:
            source = file.read()
        if library == "jaxtypes":
            source = jax_to_jaxtypes(source)
        print(SEPARATOR + path, flush=True)
        exec(compile(source, path, "exec"), {"__name__": "__main__"})  # noqa: S102  (the test's own programs)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
