"""The overloads by which jnp's structural functions take typed key arrays
(``runtime/numpy/key_arrays.py``): ``jnp.stack([k1, k2])`` is a ``KeyArray``, as it is at
run time. Each is the first overload of its function (a ``KeyArray`` is no ``Array``, so no
other overload of the function reaches it); its parameters are the runtime's, those that
hold elements typed ``KeyArray``; the fills (``zeros_like``, ``full``) give keys of a key
template or fill. A function that mixes keys with arrays, or is given a
``dtype``, matches none of these and reaches the array overloads, which refuse a key:
a static error, as it is a ``ValueError`` or ``TypeError`` at run time.

The functions whose stubs are written by hand (``reshape``, ``broadcast_to`` and a few
more, in ``stubs/numpy.pyi``) carry their key overloads there."""

from __future__ import annotations

import re

_K = "_KeyArray"  # (stubs/numpy.pyi imports it so, a private name of jnp)
_AXES = "int | Sequence[int]"
_SPLIT = f"ary: {_K}, indices_or_sections: {_AXES}"

# what fills keys (lax.full_of_keys): keys, or a scalar converted to uint32 key data
KEY_FILL = f"builtins.int | builtins.float | np.generic | Array | {_K}"
_LIKE = "dtype: None = None, shape: ShapeLike | None = None, *, device: Any = None"

# name -> [(parameters, result)], in overload order
KEY_OVERLOADS: dict[str, list[tuple[str, str]]] = {
    "stack": [(f"arrays: Sequence[{_K}], axis: int = 0, out: None = None, dtype: None = None", _K)],
    "concatenate": [(f"arrays: Sequence[{_K}], axis: int | None = 0, dtype: None = None", _K)],
    "concat": [(f"arrays: Sequence[{_K}], /, *, axis: int | None = 0", _K)],
    **{name: [(f"tup: Sequence[{_K}], dtype: None = None", _K)] for name in ("hstack", "vstack", "dstack")},
    "column_stack": [(f"tup: Sequence[{_K}]", _K)],
    "permute_dims": [(f"a: {_K}, /, axes: Sequence[int]", _K)],
    "matrix_transpose": [(f"x: {_K}, /", _K)],
    "tile": [(f"A: {_K}, reps: {_AXES}", _K)],
    "repeat": [(f"a: {_K}, repeats: int | ArrayLike, axis: int | None = None, *, total_repeat_length: int | None = None", _K)],
    "flip": [(f"m: {_K}, axis: {_AXES} | None = None", _K)],
    "fliplr": [(f"m: {_K}", _K)],
    "flipud": [(f"m: {_K}", _K)],
    "roll": [(f"a: {_K}, shift: {_AXES}, axis: {_AXES} | None = None", _K)],
    "rollaxis": [(f"a: {_K}, axis: int, start: int = 0", _K)],
    "rot90": [(f"m: {_K}, k: int = 1, axes: tuple[int, int] = (0, 1)", _K)],
    "swapaxes": [(f"a: {_K}, axis1: int, axis2: int", _K)],
    "moveaxis": [(f"a: {_K}, source: {_AXES}, destination: {_AXES}", _K)],
    **{name: [(f"arys: {_K}, /", _K), (f"*arys: {_K}", f"list[{_K}]")] for name in ("atleast_1d", "atleast_2d", "atleast_3d")},
    "split": [(f"{_SPLIT}, axis: int = 0", f"list[{_K}]")],
    "array_split": [(f"{_SPLIT}, axis: int = 0", f"list[{_K}]")],
    **{name: [(_SPLIT, f"list[{_K}]")] for name in ("hsplit", "vsplit", "dsplit")},
    "unstack": [(f"x: {_K}, /, *, axis: int = 0", f"tuple[{_K}, ...]")],
    "tril": [(f"m: {_K}, k: int = 0", _K)],
    "triu": [(f"m: {_K}, k: int = 0", _K)],
    "where": [(f"condition: ArrayLike, x: {_K}, y: {_K}, /", _K)],
    "take": [(f"a: {_K}, indices: ArrayLike, axis: int | None = None, out: None = None, mode: str | None = None, "
              "unique_indices: builtins.bool = False, indices_are_sorted: builtins.bool = False, fill_value: None = None", _K)],
    "take_along_axis": [(f"arr: {_K}, indices: ArrayLike, axis: int | None = -1, mode: str | None = None, "
                         "fill_value: None = None, *, wrap_negative_indices: builtins.bool | None = None", _K)],
    "copy": [(f"a: {_K}, order: str | None = None", _K)],
    "select": [(f"condlist: Sequence[ArrayLike], choicelist: Sequence[{_K}], default: {_K}", _K)],
    "append": [(f"arr: {_K}, values: {_K}, axis: int | None = None", _K)],
    "delete": [(f"arr: {_K}, obj: ArrayLike | slice, axis: int | None = None, *, assume_unique_indices: builtins.bool = False", _K)],
    "insert": [(f"arr: {_K}, obj: ArrayLike | slice, values: {_K}, axis: int | None = None", _K)],
    **{name: [(f"a: {_K}, {_LIKE}", _K)] for name in ("zeros_like", "ones_like")},
    "empty_like": [(f"prototype: {_K}, {_LIKE}", _K)],
    "full_like": [(f"a: {_K}, fill_value: {KEY_FILL}, {_LIKE}", _K)],
    "full": [(f"shape: ShapeLike, fill_value: {_K}, dtype: None = None, *, device: Any = None", _K)],
}


def with_key_overloads(lines: list[str]) -> list[str]:
    """``lines`` (a region's overloads, each ``@overload`` then its ``def``) with the key
    overloads of each function in ``KEY_OVERLOADS`` before its first overload there."""
    out: list[str] = []
    done: set[str] = set()
    for i, line in enumerate(lines):
        match = re.match(r"def (\w+)\(", lines[i + 1]) if line == "@overload" and i + 1 < len(lines) else None
        if match and match[1] in KEY_OVERLOADS and match[1] not in done:
            done.add(match[1])
            for params, result in KEY_OVERLOADS[match[1]]:
                out += ["@overload", f"def {match[1]}({params}) -> {result}: ..."]
        out.append(line)
    return out
