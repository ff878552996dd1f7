"""Random numbers as ``jax.random``: counter-based generators (threefry2x32 by default,
bit for bit the numbers jax gives), keys, and the samplers built on their bits."""
