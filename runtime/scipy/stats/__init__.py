"""``jax.scipy.stats`` on the runtime: one module per distribution (and its helpers)."""
