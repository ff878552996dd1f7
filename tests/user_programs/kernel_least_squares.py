"""Kernel (ridge) least squares with an RBF kernel, fitted by a linear solve and checked by vmap."""
import jax
import jax.numpy as jnp


def rbf(x, y, lengthscale):
    return jnp.exp(-0.5 * jnp.sum((x - y) ** 2) / lengthscale ** 2)


def gram(xs, ys, lengthscale):
    return jax.vmap(lambda x: jax.vmap(lambda y: rbf(x, y, lengthscale))(ys))(xs)


@jax.jit
def fit(xs, ys, lengthscale, ridge):
    k = gram(xs, xs, lengthscale) + ridge * jnp.eye(xs.shape[0])
    return jnp.linalg.solve(k, ys)


key = jax.random.key(7)
kx, kn = jax.random.split(key)
xs = jnp.sort(jax.random.uniform(kx, (40, 1), minval=-3.0, maxval=3.0), axis=0)
ys = jnp.cos(2 * xs[:, 0]) + 0.05 * jax.random.normal(kn, (40,))
alpha = fit(xs, ys, 0.7, 1e-2)
grid = jnp.linspace(-3.0, 3.0, 7)[:, None]
predictions = gram(grid, xs, 0.7) @ alpha
print("predictions", predictions)
print("residual", jnp.sqrt(jnp.mean((gram(xs, xs, 0.7) @ alpha - ys) ** 2)))
sensitivity = jax.grad(lambda l: jnp.sum(gram(grid, xs, l) @ fit(xs, ys, l, 1e-2)))(0.7)
print("d/dlengthscale", sensitivity)
