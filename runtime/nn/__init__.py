"""``jax.nn``: activations, normalizations, attention, and the initializers."""
