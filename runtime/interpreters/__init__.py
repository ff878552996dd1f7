"""The interpreters over primitives: jit, autodiff (JVP, linearize, transpose), batching (vmap)."""
