"""A small convolutional network over a dict pytree, trained with an Adam-style optimizer."""
import jax
import jax.numpy as jnp
from jax import lax


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"conv1": jax.random.normal(k1, (4, 1, 3, 3)) * 0.3,
            "conv2": jax.random.normal(k2, (8, 4, 3, 3)) * 0.2,
            "dense": {"w": jax.random.normal(k3, (8, 2)) * 0.3, "b": jnp.zeros(2)}}


def forward(params, images):
    x = lax.conv_general_dilated(images, params["conv1"], (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    x = jax.nn.gelu(x)
    x = lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
    x = lax.conv_general_dilated(x, params["conv2"], (1, 1), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    x = jnp.mean(jax.nn.silu(x), axis=(2, 3))
    return x @ params["dense"]["w"] + params["dense"]["b"]


def loss(params, images, labels):
    logits = forward(params, images)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(labels, 2), axis=-1))


def adam_init(params):
    zeros = jax.tree.map(jnp.zeros_like, params)
    return {"m": zeros, "v": zeros, "t": jnp.zeros((), jnp.int32)}


@jax.jit
def step(params, state, images, labels):
    value, grads = jax.value_and_grad(loss)(params, images, labels)
    t = state["t"] + 1
    m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, state["m"], grads)
    v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, state["v"], grads)
    scale = 0.01 * jnp.sqrt(1 - 0.999 ** t) / (1 - 0.9 ** t)
    params = jax.tree.map(lambda p, m, v: p - scale * m / (jnp.sqrt(v) + 1e-8), params, m, v)
    return params, {"m": m, "v": v, "t": t}, value


key = jax.random.PRNGKey(42)
key, image_key, param_key = jax.random.split(key, 3)
images = jax.random.normal(image_key, (16, 1, 8, 8))
labels = (jnp.mean(images[:, 0, :4, :], axis=(1, 2)) > jnp.mean(images[:, 0, 4:, :], axis=(1, 2))).astype(jnp.int32)
params = init(param_key)
state = adam_init(params)
for i in range(25):
    params, state, value = step(params, state, images, labels)
    if i % 8 == 0:
        print("loss", value)
print("leaves", len(jax.tree.leaves(params)), "accuracy", jnp.mean(jnp.argmax(forward(params, images), -1) == labels))
print("dense", params["dense"]["w"][0])
