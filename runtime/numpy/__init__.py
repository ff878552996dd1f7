"""The jaxtypes.numpy functions: promotion by the lattice, NumPy broadcasting, then lax."""
