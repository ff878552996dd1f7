"""Gaussian-process regression: the log marginal likelihood through cho_factor/cho_solve,
its hyperparameters fitted by gradient descent, and the posterior mean and variance."""
import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_factor, cho_solve


def kernel(xs, ys, params):
    sq = jnp.sum((xs[:, None, :] - ys[None, :, :]) ** 2, axis=-1)
    return jnp.exp(2 * params["log_amp"]) * jnp.exp(-0.5 * sq / jnp.exp(2 * params["log_scale"]))


def neg_log_marginal(params, xs, ys):
    k = kernel(xs, xs, params) + (jnp.exp(2 * params["log_noise"]) + 1e-6) * jnp.eye(xs.shape[0])
    factor = cho_factor(k, lower=True)
    alpha = cho_solve(factor, ys)
    log_det = 2 * jnp.sum(jnp.log(jnp.diag(factor[0])))
    return 0.5 * ys @ alpha + 0.5 * log_det + 0.5 * ys.shape[0] * jnp.log(2 * jnp.pi)


@jax.jit
def descend(params, xs, ys):
    value, grads = jax.value_and_grad(neg_log_marginal)(params, xs, ys)
    return jax.tree.map(lambda p, g: p - 0.01 * g, params, grads), value


def posterior(params, xs, ys, test):
    k = kernel(xs, xs, params) + (jnp.exp(2 * params["log_noise"]) + 1e-6) * jnp.eye(xs.shape[0])
    factor = cho_factor(k, lower=True)
    k_star = kernel(test, xs, params)
    mean = k_star @ cho_solve(factor, ys)
    var = jnp.exp(2 * params["log_amp"]) - jnp.sum(k_star * cho_solve(factor, k_star.T).T, axis=-1)
    return mean, var


key = jax.random.key(3)
kx, kn = jax.random.split(key)
xs = jax.random.uniform(kx, (30, 1), minval=0.0, maxval=5.0)
ys = jnp.sin(xs[:, 0]) + 0.1 * jax.random.normal(kn, (30,))
params = {"log_amp": jnp.array(0.0), "log_scale": jnp.array(0.0), "log_noise": jnp.array(-1.0)}
for i in range(40):
    params, value = descend(params, xs, ys)
    if i % 10 == 0:
        print("nlml", value)
print("hyperparameters", params["log_amp"], params["log_scale"], params["log_noise"])
mean, var = posterior(params, xs, ys, jnp.linspace(0.0, 5.0, 5)[:, None])
print("mean", mean)
print("var", var)
