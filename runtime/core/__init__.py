"""The core of the runtime: arrays, the IR, tracing, primitives, lowering to StableHLO."""
