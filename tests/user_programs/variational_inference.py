"""Variational inference of a Gaussian posterior (a Bayesian linear model's weights) with
the reparameterisation trick: random.normal draws, scipy.stats.norm.logpdf densities."""
import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def log_joint(w, xs, ys):
    prior = jnp.sum(norm.logpdf(w, 0.0, 1.0))
    likelihood = jnp.sum(norm.logpdf(ys, xs @ w, 0.3))
    return prior + likelihood


def elbo(variational, key, xs, ys):
    eps = jax.random.normal(key, (32,) + variational["mean"].shape)
    scale = jnp.exp(variational["log_std"])
    samples = variational["mean"] + scale * eps
    log_q = jnp.sum(norm.logpdf(samples, variational["mean"], scale), axis=-1)
    log_p = jax.vmap(log_joint, in_axes=(0, None, None))(samples, xs, ys)
    return jnp.mean(log_p - log_q)


@jax.jit
def step(variational, key, xs, ys):
    value, grads = jax.value_and_grad(elbo)(variational, key, xs, ys)
    return jax.tree.map(lambda v, g: v + 0.002 * g, variational, grads), value


key = jax.random.key(11)
key, kx, kn = jax.random.split(key, 3)
xs = jax.random.normal(kx, (50, 2))
ys = xs @ jnp.array([1.5, -0.5]) + 0.3 * jax.random.normal(kn, (50,))
variational = {"mean": jnp.zeros(2), "log_std": jnp.zeros(2)}
for i in range(60):
    key, sub = jax.random.split(key)
    variational, value = step(variational, sub, xs, ys)
    if i % 20 == 0:
        print("elbo", value)
print("posterior mean", variational["mean"], "std", jnp.exp(variational["log_std"]))
print("cdf", norm.cdf(jnp.array([-1.0, 0.0, 2.0]), 0.5, 2.0), "ppf", norm.ppf(jnp.array([0.1, 0.5, 0.9])))
