"""An MLP initialised from jax.random and trained with grad, jit and vmap."""
import jax
import jax.numpy as jnp


def init(key, sizes):
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        key, wkey, bkey = jax.random.split(key, 3)
        params.append({"w": jax.random.normal(wkey, (m, n)) / jnp.sqrt(m),
                       "b": 0.1 * jax.random.uniform(bkey, (n,), minval=-1.0, maxval=1.0)})
    return params


def predict(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def loss(params, xs, ys):
    preds = jax.vmap(predict, in_axes=(None, 0))(params, xs)
    return jnp.mean((preds - ys) ** 2)


@jax.jit
def update(params, xs, ys):
    grads = jax.grad(loss)(params, xs, ys)
    return jax.tree.map(lambda p, g: p - 0.05 * g, params, grads)


key = jax.random.key(0)
key, data_key, noise_key = jax.random.split(key, 3)
xs = jax.random.uniform(data_key, (64, 3), minval=-2.0, maxval=2.0)
ys = jnp.sin(xs[:, :1]) + 0.1 * jax.random.normal(noise_key, (64, 1))
params = init(key, [3, 16, 16, 1])
for step in range(30):
    params = update(params, xs, ys)
    if step % 10 == 0:
        print("loss", loss(params, xs, ys))
print("final", loss(params, xs, ys), params[0]["w"][0, :4])
