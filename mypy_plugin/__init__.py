"""The mypy plugin (installed as ``jaxtypes.mypy_plugin``): not built yet, see issue 5."""
