#!/usr/bin/env python3
"""tileiras-fuzz: a differential fuzzer of the tileiras lowering.

From a seed it generates random valid cuda_tile kernels, runs each through
the reference interpreter (tools/tileiras-interpret) and, for every chip,
through the lowering up to convert-tileas-to-llvm and the emulator
(tools/tileiras-emulate), and through the whole pipeline to a cubin
(tileiras{format=bin}, which runs ptxas). It compares the emulated outputs
with the interpreter's within tolerances derived from the ops of the kernel
(see README.md) and saves a minimised reproducer of every failure.

Standard library only.
"""

import argparse
import math
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
INTERPRET = os.path.join(REPO, "tools", "tileiras-interpret", "tileiras-interpret.py")
EMULATE = os.path.join(REPO, "tools", "tileiras-emulate", "tileiras-emulate.py")

# The pipeline up to the emulator's input: test/lit.cfg.py's
# %lower-to-llvm-<chip> substitutions (keep the two in step).
LOWER_TO_LLVM = (
    "builtin.module(convert-cuda-tile-to-tileaa{chip=%s},"
    "convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,"
    "gpu.module(tileas-pipeline),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,"
    "gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))")
TO_CUBIN = "builtin.module(tileiras{chip=%s format=bin})"

# Features the compiler documents as not supported: a located error whose
# message matches one of these is not a failure (printed in the summary).
UNSUPPORTED = [
    # (pattern of the diagnostic, what it is)
]

# ---------------------------------------------------------------------------
# Element types.

FLOATS = ("f16", "bf16", "f32", "f64")
INTS = ("i1", "i8", "i16", "i32", "i64")
MEMORY_TYPES = ("i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64")
# eps: the distance from 1 to the next value; tiny: the smallest subnormal.
FINFO = {
    "f16": dict(eps=2.0 ** -10, tiny=2.0 ** -24, max=65504.0, bits=16),
    "bf16": dict(eps=2.0 ** -7, tiny=2.0 ** -133, max=3.3895313892515355e38, bits=16),
    "tf32": dict(eps=2.0 ** -10, tiny=2.0 ** -149, max=3.4028234663852886e38, bits=32),
    "f32": dict(eps=2.0 ** -23, tiny=2.0 ** -149, max=3.4028234663852886e38, bits=32),
    "f64": dict(eps=2.0 ** -52, tiny=5e-324, max=1.7976931348623157e308, bits=64),
}


# The 8-bit float types of block-scaled products (operands and scales),
# and f4E2M1FN (two per byte, the even element in the low nibble): the
# runners have no such buffer types and take their codes as i8 buffers.
F8_TYPES = ("f8E4M3FN", "f8E5M2", "f8E8M0FNU")
F4_TYPES = ("f4E2M1FN",)


def buffer_type(t):
    return "i8" if t in F8_TYPES + F4_TYPES else t


def buffer_count(t, count):
    """The elements of a runner's buffer of `count` elements of type `t`
    (bytes for f4: two elements each)."""
    return (count + 1) // 2 if t in F4_TYPES else count


def width(t):
    return int(t[1:]) if t[0] == "i" else FINFO[t]["bits"]


def is_float(t):
    return t in FINFO


def ulp(t, m):
    """An upper bound of the spacing of type t's values of magnitude <= m."""
    f = FINFO[t]
    return max(f["eps"] * m, f["tiny"])


def int_range(t, signed=True):
    w = width(t)
    if signed:
        return -(1 << (w - 1)), (1 << (w - 1)) - 1
    return 0, (1 << w) - 1


def round_to(t, x):
    """x rounded to nearest even in type t (a Python float)."""
    if t == "f64" or math.isnan(x) or math.isinf(x):
        return x
    if t == "f32":
        try:
            return struct.unpack("<f", struct.pack("<f", x))[0]
        except OverflowError:
            return math.copysign(math.inf, x)
    if t == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", x))[0]
        except OverflowError:
            return math.copysign(math.inf, x)
    if t == "bf16":
        b = struct.unpack("<I", struct.pack("<f", round_to("f32", x)))[0]
        b = (b + 0x7FFF + ((b >> 16) & 1)) >> 16
        return struct.unpack("<f", struct.pack("<I", (b << 16) & 0xFFFFFFFF))[0]
    raise ValueError(t)


def float_bits(t, x):
    if t == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    if t == "f32":
        return struct.unpack("<I", struct.pack("<f", x))[0]
    if t == "f16":
        return struct.unpack("<H", struct.pack("<e", x))[0]
    if t == "bf16":
        return struct.unpack("<I", struct.pack("<f", x))[0] >> 16
    raise ValueError(t)


def float_literal(t, x):
    """An exact literal of x (already a value of type t)."""
    x = round_to(t, x)
    if math.isfinite(x) and x == int(x) and abs(x) < 1e6:
        return "%d.0" % int(x) if x != 0 or math.copysign(1, x) > 0 else "-0.0"
    digits = {"f64": 16, "f32": 8, "f16": 4, "bf16": 4}[t]
    return "0x%0*X" % (digits, float_bits(t, x))


def decode(t, data):
    """The elements of a buffer file of element type t."""
    if t in ("f32", "f64", "f16"):
        code = {"f32": "f", "f64": "d", "f16": "e"}[t]
        n = len(data) // struct.calcsize(code)
        return list(struct.unpack("<%d%s" % (n, code), data))
    if t == "bf16":
        n = len(data) // 2
        return [struct.unpack("<f", struct.pack("<I", h << 16))[0]
                for h in struct.unpack("<%dH" % n, data)]
    code = {"i8": "b", "i16": "h", "i32": "i", "i64": "q"}[t]
    n = len(data) // struct.calcsize(code)
    return list(struct.unpack("<%d%s" % (n, code), data))


def encode(t, values):
    if t in ("f32", "f64", "f16"):
        code = {"f32": "f", "f64": "d", "f16": "e"}[t]
        return struct.pack("<%d%s" % (len(values), code), *values)
    if t == "bf16":
        return struct.pack("<%dH" % len(values), *[float_bits("bf16", v) for v in values])
    code = {"i8": "b", "i16": "h", "i32": "i", "i64": "q"}[t]
    return struct.pack("<%d%s" % (len(values), code), *values)


# ---------------------------------------------------------------------------
# What the generator knows of a value: its type, for floats an interval that
# holds every element (lo, hi; `wild` when it may be anything, NaN and
# infinities included) and err, a bound of the difference between what two
# correct implementations may compute for any element (0: they agree
# bit for bit); for integers an interval in the signed reading.


class Info:
    __slots__ = ("shape", "dtype", "lo", "hi", "err", "wild", "zsign")

    def __init__(self, shape, dtype, lo=None, hi=None, err=0.0, wild=False):
        self.shape = tuple(shape)
        self.dtype = dtype
        if not is_float(dtype) and lo is None:
            lo, hi = int_range(dtype) if dtype != "i1" else (0, 1)
        self.lo, self.hi, self.err, self.wild = lo, hi, err, wild
        # The sign of a zero may differ (the emulator's floor and ceil give +0
        # for -0.5: see README.md).
        self.zsign = False

    def mag(self):
        return max(abs(self.lo), abs(self.hi))

    def type(self):
        return tile_type(self.shape, self.dtype)


def tile_type(shape, dtype):
    return "tile<%s>" % "x".join([str(d) for d in shape] + [dtype])


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# ---------------------------------------------------------------------------
# Kernels: a list of statements (nodes). Each node defines at most one value
# %v<id> from the values of earlier nodes (deps) and emits its own lines;
# store nodes write a value to an output buffer of their own. A kernel is
# rendered from any sub-list closed under dependencies, which is what the
# minimiser removes statements from.


class Node:
    def __init__(self, kind, deps, info, emit, buffer=None, scalar=None, tol=None):
        self.id = None
        self.kind = kind          # op name, for reports
        self.deps = list(deps)    # ids of the nodes whose values it uses
        self.info = info          # Info of its value, None for stores
        self.emit = emit          # emit(name, dep_names, ctx) -> list of lines
        self.buffer = buffer      # (role, dtype, count[, fill]) of its buffer argument
        self.scalar = scalar      # (type, value) of its scalar argument
        self.tol = tol            # stores: (dtype, err) of what they write


class Ctx:
    """What a node's emitter may ask for while the kernel is rendered."""

    def __init__(self):
        self.prologue = []
        self.have = set()
        self.counter = 0

    def fresh(self, base):
        self.counter += 1
        return "%%%s_%d" % (base, self.counter)

    def need(self, key, lines):
        if key not in self.have:
            self.have.add(key)
            self.prologue.extend(lines)

    def block_offsets(self, n):
        """A tile<n x i32> of this tile block's element offsets: bid * n + iota."""
        if n == 1:
            return None
        name = "%%offs%d" % n
        self.need(("offs", n), [
            "%%cn%d = constant <i32: %d> : tile<i32>" % (n, n),
            "%%iota%d = iota : tile<%dxi32>" % (n, n),
            "%%bbase%d = muli %%bid, %%cn%d : tile<i32>" % (n, n),
            "%%bbase%d_1 = reshape %%bbase%d : tile<i32> -> tile<1xi32>" % (n, n),
            "%%bbase%d_s = broadcast %%bbase%d_1 : tile<1xi32> -> tile<%dxi32>" % (n, n, n),
            "%s = addi %%bbase%d_s, %%iota%d : tile<%dxi32>" % (name, n, n, n),
        ])
        return name

    def ptrs(self, arg, dtype, shape):
        """Lines and the name of a tile of pointers to this block's elements."""
        n = numel(shape)
        if n == 1 and len(shape) == 0:
            p = self.fresh("p")
            return ["%s = offset %s, %%bid : tile<ptr<%s>>, tile<i32> -> tile<ptr<%s>>"
                    % (p, arg, dtype, dtype)], p
        offs = self.block_offsets(n)
        p1, ps, pp = self.fresh("p"), self.fresh("p"), self.fresh("p")
        lines = [
            "%s = reshape %s : tile<ptr<%s>> -> tile<1xptr<%s>>" % (p1, arg, dtype, dtype),
            "%s = broadcast %s : tile<1xptr<%s>> -> tile<%dxptr<%s>>" % (ps, p1, dtype, n, dtype),
            "%s = offset %s, %s : tile<%dxptr<%s>>, tile<%dxi32> -> tile<%dxptr<%s>>"
            % (pp, ps, offs, n, dtype, n, n, dtype),
        ]
        return lines, pp


class Kernel:
    def __init__(self, nodes, grid, name="k", chips=None, hints=""):
        self.nodes = nodes
        for i, n in enumerate(nodes):
            n.id = i
        self.grid = grid
        self.name = name
        # The chips it runs on (None: all of --chips): kernels that only one
        # chip lowers to tensor cores and the others to FMA loops too slow
        # for the emulator.
        self.chips = chips
        # The entry's optimization_hints (text after the arguments), or "".
        self.hints = hints

    def closure_without(self, ids):
        """The node ids left after removing `ids` and everything that uses them."""
        gone = set(ids)
        for n in self.nodes:
            if any(d in gone for d in n.deps):
                gone.add(n.id)
        return [n.id for n in self.nodes if n.id not in gone]

    def render(self, keep=None):
        """The module text and its arguments: (text, buffers, scalars, outputs)."""
        keep = set(range(len(self.nodes))) if keep is None else set(keep)
        nodes = [n for n in self.nodes if n.id in keep]
        ctx = Ctx()
        ctx.prologue.append("%bid, %by, %bz = get_tile_block_id : tile<i32>")
        args, buffers, scalars, outputs = [], [], [], []
        argname = {}
        for n in nodes:
            if n.buffer:
                role, dtype, count = n.buffer[:3]
                fill = n.buffer[3] if len(n.buffer) > 3 else "random"
                a = "%%%s%d" % ("in" if role == "in" else "out", n.id)
                argname[n.id] = a
                args.append("%s: tile<ptr<%s>>" % (a, dtype))
                # `small`: a file the runner writes (see data_file).
                buffers.append(("--buffer=%s:%s:%d:%s" % (
                    a[1:], buffer_type(dtype), buffer_count(dtype, count),
                    ("@" + fill if fill != "random" else fill)
                    if role == "in" else "zeros")))
                if role == "out":
                    outputs.append((a[1:], dtype, count, n.tol, n.kind, n.deps[0]))
            elif n.scalar:
                a = "%%v%d" % n.id
                argname[n.id] = a
                args.append("%s: tile<%s>" % (a, n.scalar[0]))
                buffers.append("--%s=%s" % n.scalar)
        ctx.args = argname
        body = []
        for n in nodes:
            names = ["%%v%d" % d for d in n.deps]
            lines = n.emit("%%v%d" % n.id, names, ctx, argname.get(n.id))
            body.append("    // %s" % n.kind)
            body.extend("    " + l for l in lines)
        text = ["cuda_tile.module @fuzz {",
                "  entry @%s(%s)%s {" % (self.name, ", ".join(args),
                                         " " + self.hints if self.hints else "")]
        text += ["    " + l for l in ctx.prologue]
        text += body
        text += ["    return", "  }", "}", ""]
        return "\n".join(text), buffers, scalars, outputs


# ---------------------------------------------------------------------------
# Transfer functions: the Info of an op's result from its operands' (None
# when the generator must not use the op on them: a possible NaN from a
# domain error, a division by zero, an overflow, undefined behaviour, or a
# discontinuous op on a value two correct implementations may compute
# differently).

# Each float type's values are kept below LIMIT * max, so that nothing
# overflows and every bound below stays finite.
LIMIT = 2.0 ** -6

# Maximum errors of the math functions in units in the last place: the
# single-precision figures of the CUDA math library (a correct lowering may
# call it); f16 and bf16 compute in f32 and round, which adds one.
MATH_ULPS = {"exp": 2, "exp2": 2, "log": 1, "log2": 1, "sin": 2, "cos": 2,
             "tanh": 2, "rsqrt": 2, "sqrt": 0}


def finfo(dtype, lo, hi, err, inexact=0, wild=False):
    """A float result: [lo, hi] widened by one rounding, err plus a rounding
    where the operands may differ, plus `inexact` ulps of an approximated op.
    None when it could overflow."""
    if wild:
        return Info((), dtype, -math.inf, math.inf, 0.0, True)
    m = max(abs(lo), abs(hi))
    if not (m <= LIMIT * FINFO[dtype]["max"]):
        return None
    u = ulp(dtype, m)
    if err > 0:
        err += u
    if inexact:
        err += (inexact + (1 if dtype in ("f16", "bf16") else 0)) * u
    if not math.isfinite(err) or err > LIMIT * FINFO[dtype]["max"]:
        return None
    return Info((), dtype, lo - u, hi + u, err)


def iinfo(dtype, lo, hi):
    """An integer result: [lo, hi] when it holds every value, else the type's range."""
    if dtype == "i1":
        return Info((), dtype, 0, 1)
    mn, mx = int_range(dtype)
    if lo < mn or hi > mx:
        lo, hi = mn, mx
    return Info((), dtype, lo, hi)


def unsigned_view(a):
    """[lo, hi] of integer Info a read as unsigned."""
    if a.dtype == "i1":
        return 0, 1
    if a.lo >= 0:
        return a.lo, a.hi
    return int_range(a.dtype, False)


def signed_view(a):
    if a.dtype == "i1":
        return (-1, 0) if a.lo != a.hi or a.lo else (0, 0)
    return a.lo, a.hi


def hull(vals):
    return min(vals), max(vals)


def away_from_zero(a):
    """The smallest magnitude of a's interval, 0 when it holds 0."""
    if a.lo > 0:
        return a.lo
    if a.hi < 0:
        return -a.hi
    return 0.0


FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "maxf", "minf", "remf")
FLOAT_UNARY = ("negf", "absf", "exp", "exp2", "log", "log2", "sqrt", "rsqrt",
               "sin", "cos", "tanh", "floor", "ceil")
INT_BINARY = ("addi", "subi", "muli", "andi", "ori", "xori", "shli", "shri",
              "divi", "remi", "maxi", "mini", "mulhii")
INT_UNARY = ("negi", "absi")


def float_binary(op, a, b, attr=""):
    t = a.dtype
    if a.wild or b.wild:
        if a.err or b.err:
            return None
        return finfo(t, 0, 0, 0, wild=True)
    ea, eb, ma, mb = a.err, b.err, a.mag(), b.mag()
    if op == "addf":
        return finfo(t, a.lo + b.lo, a.hi + b.hi, ea + eb)
    if op == "subf":
        return finfo(t, a.lo - b.hi, a.hi - b.lo, ea + eb)
    if op == "mulf":
        lo, hi = hull([a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi])
        return finfo(t, lo, hi, ea * mb + eb * ma + ea * eb)
    if op == "divf":
        lb = away_from_zero(b)
        if lb <= eb * 2 or lb < 2.0 ** -8:
            return None
        lo, hi = hull([a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi])
        mq = max(abs(lo), abs(hi))
        return finfo(t, lo, hi, (ea + mq * eb) / (lb - eb))
    if op in ("maxf", "minf"):
        f = max if op == "maxf" else min
        return finfo(t, f(a.lo, b.lo), f(a.hi, b.hi), max(ea, eb))
    if op == "remf":
        if ea or eb or away_from_zero(b) == 0:
            return None
        m = min(ma, mb)
        return finfo(t, 0 if a.lo >= 0 else -m, 0 if a.hi <= 0 else m, 0)
    raise ValueError(op)


def float_unary(op, a):
    t = a.dtype
    if a.wild:
        if op in ("negf", "absf", "floor", "ceil", "sqrt") and not a.err:
            return finfo(t, 0, 0, 0, wild=True)
        return None
    e, m = a.err, a.mag()
    k = MATH_ULPS.get(op, 0)
    if op == "negf":
        return finfo(t, -a.hi, -a.lo, e)
    if op == "absf":
        lo = 0.0 if a.lo <= 0 <= a.hi else min(abs(a.lo), abs(a.hi))
        return finfo(t, lo, m, e)
    if op in ("floor", "ceil"):
        if e:
            return None
        f = math.floor if op == "floor" else math.ceil
        return finfo(t, f(a.lo), f(a.hi), 0)
    if op in ("exp", "exp2"):
        base = math.e if op == "exp" else 2.0
        if a.hi + e > 80:
            return None
        d = base ** (a.hi + e) * (1 if op == "exp" else math.log(2))
        return finfo(t, base ** a.lo, base ** a.hi, d * e, k)
    if op in ("log", "log2"):
        if a.lo - e <= 2.0 ** -10:
            return None
        f = math.log if op == "log" else math.log2
        d = 1 / (a.lo - e) * (1 if op == "log" else 1 / math.log(2))
        return finfo(t, f(a.lo), f(a.hi), d * e, k)
    if op == "sqrt":
        if a.lo - e < 0:
            return None
        err = math.sqrt(e)
        if a.lo - e > 0:
            err = min(err, e / (2 * math.sqrt(a.lo - e)))
        return finfo(t, math.sqrt(a.lo), math.sqrt(a.hi), err, k)
    if op == "rsqrt":
        if a.lo - e <= 2.0 ** -10:
            return None
        return finfo(t, 1 / math.sqrt(a.hi), 1 / math.sqrt(a.lo),
                     e * 0.5 * (a.lo - e) ** -1.5, k)
    if op in ("sin", "cos"):
        if m > 1e4:
            return None
        return finfo(t, -1.0, 1.0, e, k)
    if op == "tanh":
        return finfo(t, math.tanh(a.lo), math.tanh(a.hi), e, k)
    raise ValueError(op)


def fma_info(a, b, c):
    if a.wild or b.wild or c.wild:
        if a.err or b.err or c.err:
            return None
        return finfo(a.dtype, 0, 0, 0, wild=True)
    # Rounded once, but the emulator computes a double multiply-add (an f64
    # fma rounds twice there): one more ulp, always.
    lo, hi = hull([a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi])
    e = a.err * b.mag() + b.err * a.mag() + a.err * b.err + c.err
    r = finfo(a.dtype, lo + c.lo, hi + c.hi, e)
    if r is not None:
        r.err += ulp(a.dtype, r.mag())
    return r


def int_binary(op, a, b, signed=True):
    t = a.dtype
    if t == "i1":
        return iinfo(t, 0, 1) if op in ("andi", "ori", "xori") else None
    if op in ("addi", "subi", "muli"):
        if op == "addi":
            return iinfo(t, a.lo + b.lo, a.hi + b.hi)
        if op == "subi":
            return iinfo(t, a.lo - b.hi, a.hi - b.lo)
        return iinfo(t, *hull([a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]))
    if op in ("andi", "ori", "xori"):
        if a.lo >= 0 and b.lo >= 0:
            if op == "andi":
                return iinfo(t, 0, min(a.hi, b.hi))
            return iinfo(t, 0, (1 << max(a.hi, b.hi).bit_length()) - 1)
        if op == "andi" and (a.lo >= 0 or b.lo >= 0):
            return iinfo(t, 0, a.hi if a.lo >= 0 else b.hi)
        return iinfo(t, *int_range(t))
    if op == "shli":
        if b.lo < 0 or b.hi >= width(t):
            return None
        s = 1 << b.hi
        return iinfo(t, min(a.lo * s, a.lo), max(a.hi * s, a.hi))
    if op == "shri":
        if b.lo < 0 or b.hi >= width(t):
            return None
        if signed:
            return iinfo(t, min(a.lo, -1 if a.lo < 0 else 0), max(a.hi, 0))
        return iinfo(t, 0, a.hi) if a.lo >= 0 else iinfo(t, *int_range(t))
    if op in ("divi", "remi"):
        # Division by zero and MIN / -1 are undefined: positive divisors only.
        if b.lo < 1:
            return None
        if not signed:
            lo, hi = unsigned_view(a)
            if op == "remi":
                return iinfo(t, 0, b.hi - 1)
            return iinfo(t, lo // b.hi, -(-hi // b.lo)) if hi <= int_range(t)[1] else \
                iinfo(t, *int_range(t))
        m = max(abs(a.lo), abs(a.hi))
        if op == "remi":
            r = min(m, b.hi - 1)
            return iinfo(t, -r if a.lo < 0 else 0, r if a.hi > 0 else 0)
        return iinfo(t, -m, m)
    if op in ("maxi", "mini"):
        if signed or (a.lo >= 0 and b.lo >= 0):
            f = max if op == "maxi" else min
            return iinfo(t, f(a.lo, b.lo), f(a.hi, b.hi))
        return iinfo(t, *int_range(t))
    if op == "mulhii":
        if a.lo >= 0 and b.lo >= 0:
            return iinfo(t, 0, (a.hi * b.hi) >> width(t))
        return iinfo(t, *int_range(t))
    raise ValueError(op)


def int_unary(op, a):
    t = a.dtype
    mn, mx = int_range(t)
    if op == "negi":
        return iinfo(t, -a.hi, -a.lo) if a.lo > mn else iinfo(t, mn, mx)
    if op == "absi":
        if a.lo > mn:
            return iinfo(t, 0 if a.lo <= 0 <= a.hi else min(abs(a.lo), abs(a.hi)),
                         max(abs(a.lo), abs(a.hi)))
        return iinfo(t, mn, mx)
    raise ValueError(op)


def shaped(info, shape):
    if info is not None:
        info.shape = tuple(shape)
    return info


def k_loop_head(ctx, steps, init, acc_ty, d):
    """The constants of a K loop of `steps` steps and its accumulator's start
    (zeros, or the last dependency `d[-1]` when `init` is given): the lines
    and the names c0, c1, cn, start, kk and acc."""
    c0, c1, cn = ctx.fresh("c0"), ctx.fresh("c1"), ctx.fresh("cn")
    lines = ["%s = constant <i32: 0> : tile<i32>" % c0,
             "%s = constant <i32: 1> : tile<i32>" % c1,
             "%s = constant <i32: %d> : tile<i32>" % (cn, steps)]
    if init is None:
        init_name = ctx.fresh("init")
        lines.append("%s = constant <f32: 0.0> : %s" % (init_name, acc_ty))
    else:
        init_name = d[-1]
    kk, acc = ctx.fresh("kk"), ctx.fresh("acc")
    return lines, c0, c1, cn, init_name, kk, acc


def mma_info(steps, kt, amax, bmax, init, acc_t, operand_eps=0.0):
    """The Info of a K loop of `steps` products of K tiles kt whose operands
    are exact (err 0) and bounded by amax and bmax, its accumulator starting
    at most `init` in magnitude: each step's sums add (kt + 1) eps M to err,
    M the magnitude bound after the step (see README.md). Operands that an
    implementation may take within `operand_eps` (relative) of the exact
    ones (tf32: the tensor core's reading of f32 values, the upper 19
    bits, in place of ftof's rounding) add kt ((1 + e)^2 - 1) |A| |B| per
    step."""
    mag = init
    err = 0.0
    eps = FINFO[acc_t]["eps"]
    for _ in range(steps):
        mag += kt * amax * bmax
        err += (kt + 1) * eps * mag
        err += kt * ((1 + operand_eps) ** 2 - 1) * amax * bmax
    return finfo(acc_t, -mag, mag, err)


# ---------------------------------------------------------------------------
# The generator.

FEATURES = ("math", "convert", "compare", "reduce", "shape", "view", "control",
            "atomic", "mma")

# Shares of the kernels with products (see Gen.gen_mma) that chain two
# products, and whose B tiles are 128 or 256 columns wide; the rest are 64x64.
MMA_CHAIN_SHARE = 0.25
MMA_WIDE_SHARE = 0.25
# The default share of the kernels with products whose products are
# block-scaled (Gen.gen_mma_scaled; --scaled-fraction), drawn from a stream
# of its own before the kinds above.
MMA_SCALED_SHARE = 0.15
# Block-scaled products in tcgen05's shapes run on sm_100a only, where they
# are tcgen05.mma kind::mxf8f6f4.block_scale (elsewhere FMA loops that the
# emulator takes minutes over); their M x N x K (all the steps) stays below
# this many products, for the interpreter's and the emulator's sake.
SCALED_WORK = 1 << 23
# The share of block-scaled products with f4 operands (NVFP4, MXFP4).
F4_SCALED_SHARE = 1 / 3
# The default share of the kernels of Gen.gen_mma that run on eight warps
# (a hint for every chip; --eight-warps-fraction): 64-row tiles then put
# two warpgroups side by side along N on sm_90a and sm_100a, and 4x2 warps
# on mma.sync.
MMA_EIGHT_WARPS_SHARE = 0.3

SHAPES = [(16,), (32,), (64,), (128,), (4, 8), (8, 8), (16, 4), (2, 16), (8, 16),
          (2, 4, 8)]

CMP_PREDICATES = ("equal", "not_equal", "less_than", "less_than_or_equal",
                  "greater_than", "greater_than_or_equal")


def pow2_shapes(n, max_rank=3):
    """Shapes of n elements (n a power of two), dims powers of two."""
    out = [(n,)]
    k = n.bit_length() - 1
    for i in range(0, k + 1):
        out.append((1 << i, 1 << (k - i)))
        if max_rank >= 3:
            for j in range(0, k - i + 1):
                out.append((1 << i, 1 << j, 1 << (k - i - j)))
    return out


class Gen:
    def __init__(self, rng, features, allow_mma=True):
        self.rng = rng
        self.features = set(features)
        self.nodes = []
        self.uses = []
        self.grid = rng.choice([1, 1, 2, 3])
        self.shape = rng.choice(SHAPES)
        # The result of a chained or wide product: stored when nothing
        # stored reads it (see generate).
        self.keep_live = None
        # The chips the kernel runs on, None for all, and its entry's
        # optimization hints (see Kernel).
        self.chips = None
        self.hints = ""

    # Nodes and the pool of values.
    def add(self, node):
        node.id = len(self.nodes)
        if node.info is not None and is_float(node.info.dtype) and (
                node.kind in ("floor", "ceil") or
                any(self.nodes[d].info is not None and self.nodes[d].info.zsign
                    for d in node.deps)):
            node.info.zsign = True
        self.nodes.append(node)
        self.uses.append(0)
        for d in node.deps:
            self.uses[d] += 1
        return node.id

    def info(self, i):
        return self.nodes[i].info

    def pick(self, pred, fresh=None):
        """A value satisfying pred, else the result of fresh() (or None)."""
        c = [n.id for n in self.nodes if n.info is not None and pred(n.info)]
        if c and (fresh is None or self.rng.random() < 0.8):
            # Recent values half of the time: longer chains.
            if self.rng.random() < 0.5:
                return c[-1 - min(int(self.rng.expovariate(0.7)), len(c) - 1)]
            return self.rng.choice(c)
        return fresh() if fresh else None

    def of_type(self, shape, dtype, extra=lambda i: True):
        return self.pick(lambda i: i.shape == tuple(shape) and i.dtype == dtype and extra(i),
                         lambda: self.leaf(shape, dtype))

    # Leaves: loads and constants.
    def leaf(self, shape, dtype):
        r = self.rng.random()
        if dtype == "i1":
            x = self.leaf(shape, "i8")
            c = self.const(shape, "i8", self.rng.randint(-50, 50))
            pred = self.rng.choice(CMP_PREDICATES)
            return self.add(Node("cmpi", [x, c], Info(shape, "i1"),
                                 lambda n, d, ctx, a, p=pred, s=shape: [
                                     "%s = cmpi %s %s, %s, signed : %s -> %s" % (
                                         n, p, d[0], d[1], tile_type(s, "i8"),
                                         tile_type(s, "i1"))]))
        if r < 0.75:
            return self.load(shape, dtype)
        if r < 0.85 and len(shape) == 1 and dtype in ("i16", "i32", "i64") and \
                shape[0] <= 2 ** (width(dtype) - 2):
            return self.add(Node("iota", [], Info(shape, dtype, 0, shape[0] - 1),
                                 lambda n, d, ctx, a, s=shape, t=dtype: [
                                     "%s = iota : %s" % (n, tile_type(s, t))]))
        return self.const(shape, dtype, self.random_scalar(dtype))

    def random_scalar(self, dtype):
        rng = self.rng
        if is_float(dtype):
            r = rng.random()
            if r < 0.6:
                return rng.choice([0.0, 1.0, -1.0, 0.5, 2.0, -3.0, 0.25, 10.0, -0.125])
            if r < 0.9:
                return round_to(dtype, rng.uniform(-4, 4))
            f = FINFO[dtype]
            return rng.choice([-0.0, math.inf, -math.inf, math.nan, f["tiny"],
                               f["max"], -f["tiny"] * 3])
        lo, hi = int_range(dtype)
        r = rng.random()
        if r < 0.6:
            return rng.randint(max(lo, -20), min(hi, 20))
        if r < 0.8:
            return rng.choice([lo, hi, -1, 0, 1, hi // 2])
        return rng.randint(lo, hi)

    def const(self, shape, dtype, value):
        if is_float(dtype):
            value = round_to(dtype, value)
            if math.isfinite(value) and abs(value) <= LIMIT * FINFO[dtype]["max"]:
                info = Info(shape, dtype, value, value)
            else:
                info = Info(shape, dtype, -math.inf, math.inf, 0.0, True)
            lit = "nan" if math.isnan(value) else float_literal(dtype, value)
            if math.isnan(value):
                lit = float_literal(dtype, value) if dtype != "f64" else \
                    "0x7FF8000000000000"
                lit = {"f16": "0x7E00", "bf16": "0x7FC0", "f32": "0x7FC00000",
                       "f64": "0x7FF8000000000000"}[dtype]
        else:
            if dtype == "i1":
                value = value & 1
            info = Info(shape, dtype, value, value)
            lit = str(value)
        return self.add(Node("constant", [], info,
                             lambda n, d, ctx, a, s=shape, t=dtype, l=lit: [
                                 "%s = constant <%s: %s> : %s" % (n, t, l, tile_type(s, t))]))

    def load(self, shape, dtype):
        n = numel(shape)
        if is_float(dtype):
            info = Info(shape, dtype, -1.0, 1.0)
        else:
            info = Info(shape, dtype, -100, 100)

        def emit(name, d, ctx, arg, shape=shape, dtype=dtype, n=n):
            t = ctx.fresh("tok")
            if n == 1:
                p = ctx.fresh("p")
                lines = ["%s = offset %s, %%bid : tile<ptr<%s>>, tile<i32> -> tile<ptr<%s>>"
                         % (p, arg, dtype, dtype)]
                flat = name if len(shape) == 0 else ctx.fresh("ld")
                lines.append("%s, %s = load_ptr_tko weak %s : tile<ptr<%s>> -> tile<%s>, token"
                             % (flat, t, p, dtype, dtype))
                if len(shape):
                    lines.append("%s = reshape %s : tile<%s> -> %s"
                                 % (name, flat, dtype, tile_type(shape, dtype)))
                return lines
            lines, p = ctx.ptrs(arg, dtype, (n,))
            flat = name if len(shape) == 1 else ctx.fresh("ld")
            lines.append("%s, %s = load_ptr_tko weak %s : tile<%dxptr<%s>> -> tile<%dx%s>, token"
                         % (flat, t, p, n, dtype, n, dtype))
            if len(shape) != 1:
                lines.append("%s = reshape %s : tile<%dx%s> -> %s"
                             % (name, flat, n, dtype, tile_type(shape, dtype)))
            return lines

        return self.add(Node("load_ptr_tko", [], info, emit,
                             buffer=("in", dtype, n * self.grid)))

    def store(self, v):
        info = self.info(v)
        shape, dtype = info.shape, info.dtype
        mem = "i8" if dtype == "i1" else dtype
        n = numel(shape)

        def emit(name, d, ctx, arg, shape=shape, dtype=dtype, mem=mem, n=n):
            lines = []
            x = d[0]
            if dtype == "i1":
                y = ctx.fresh("st")
                lines.append("%s = exti %s unsigned : %s -> %s"
                             % (y, x, tile_type(shape, "i1"), tile_type(shape, "i8")))
                x = y
            if n == 1:
                if len(shape):
                    y = ctx.fresh("st")
                    lines.append("%s = reshape %s : %s -> tile<%s>"
                                 % (y, x, tile_type(shape, mem), mem))
                    x = y
                p = ctx.fresh("p")
                lines.append("%s = offset %s, %%bid : tile<ptr<%s>>, tile<i32> -> tile<ptr<%s>>"
                             % (p, arg, mem, mem))
                lines.append("%s = store_ptr_tko weak %s, %s : tile<ptr<%s>>, tile<%s> -> token"
                             % (ctx.fresh("tok"), p, x, mem, mem))
                return lines
            if len(shape) != 1:
                y = ctx.fresh("st")
                lines.append("%s = reshape %s : %s -> tile<%dx%s>"
                             % (y, x, tile_type(shape, mem), n, mem))
                x = y
            more, p = ctx.ptrs(arg, mem, (n,))
            lines += more
            lines.append("%s = store_ptr_tko weak %s, %s : tile<%dxptr<%s>>, tile<%dx%s> -> token"
                         % (ctx.fresh("tok"), p, x, n, mem, n, mem))
            return lines

        return self.add(Node("store_ptr_tko", [v], None, emit,
                             buffer=("out", mem, n * self.grid),
                             tol=(dtype, info.err, info.zsign)))

    # One random statement.
    def statement(self):
        rng = self.rng
        choices = [("float", 4), ("int", 3)]
        if "convert" in self.features:
            choices.append(("convert", 2))
        if "compare" in self.features:
            choices.append(("compare", 2))
        if "reduce" in self.features:
            choices.append(("reduce", 1))
        if "shape" in self.features:
            choices.append(("shape", 1.5))
        if "view" in self.features:
            choices.append(("view", 0.7))
        if "control" in self.features:
            choices.append(("control", 0.8))
        if "atomic" in self.features:
            choices.append(("atomic", 0.4))
        total = sum(w for _, w in choices)
        r = rng.random() * total
        for kind, w in choices:
            r -= w
            if r < 0:
                break
        for _ in range(8):
            if getattr(self, "gen_" + kind)() is not None:
                return

    def any_shape(self):
        """The kernel's shape mostly, else the shape of some existing value."""
        if self.rng.random() < 0.7:
            return self.shape
        c = [n.info.shape for n in self.nodes if n.info is not None]
        return self.rng.choice(c) if c else self.shape

    def float_type(self):
        return self.rng.choice(FLOATS)

    def int_type(self):
        return self.rng.choice(("i8", "i16", "i32", "i32", "i64"))

    def gen_float(self):
        rng = self.rng
        shape, t = self.any_shape(), self.float_type()
        r = rng.random()
        if r < 0.45:
            op = rng.choice(FLOAT_BINARY)
            a = self.of_type(shape, t)
            if op in ("divf", "remf"):
                b = self.pick(lambda i: i.shape == shape and i.dtype == t and not i.wild
                              and away_from_zero(i) > 2 * i.err + 2.0 ** -8,
                              lambda: self.positive(shape, t))
            else:
                b = self.of_type(shape, t)
            attr = ""
            if op in ("maxf", "minf") and rng.random() < 0.3:
                attr = " propagate_nan"
            info = shaped(float_binary(op, self.info(a), self.info(b)), shape)
            if info is None:
                return None
            return self.add(Node(op, [a, b], info, lambda n, d, ctx, x, op=op, at=attr, ty=info.type():
                                 ["%s = %s %s, %s%s : %s" % (n, op, d[0], d[1], at, ty)]))
        if r < 0.55:
            a, b, c = (self.of_type(shape, t) for _ in range(3))
            info = shaped(fma_info(self.info(a), self.info(b), self.info(c)), shape)
            if info is None:
                return None
            return self.add(Node("fma", [a, b, c], info, lambda n, d, ctx, x, ty=info.type():
                                 ["%s = fma %s, %s, %s : %s" % (n, d[0], d[1], d[2], ty)]))
        if "math" not in self.features:
            op = rng.choice(("negf", "absf"))
        else:
            op = rng.choice(FLOAT_UNARY)
        a = self.of_type(shape, t)
        if op in ("log", "log2", "sqrt", "rsqrt") and float_unary(op, self.info(a)) is None:
            a = self.positive(shape, t)
        info = shaped(float_unary(op, self.info(a)), shape)
        if info is None:
            return None
        return self.add(Node(op, [a], info, lambda n, d, ctx, x, op=op, ty=info.type():
                             ["%s = %s %s : %s" % (n, op, d[0], ty)]))

    def positive(self, shape, t):
        """absf(x) + c, c > 0: a divisor, or an argument of log or sqrt."""
        x = self.of_type(shape, t, lambda i: not i.wild and i.mag() < 100)
        ai = float_unary("absf", self.info(x))
        if ai is None:
            x = self.load(shape, t)
            ai = float_unary("absf", self.info(x))
        a = self.add(Node("absf", [x], shaped(ai, shape), lambda n, d, ctx, x_, ty=tile_type(shape, t):
                          ["%s = absf %s : %s" % (n, d[0], ty)]))
        c = self.const(shape, t, self.rng.choice([0.25, 1.0, 2.0]))
        info = shaped(float_binary("addf", self.info(a), self.info(c)), shape)
        return self.add(Node("addf", [a, c], info, lambda n, d, ctx, x_, ty=tile_type(shape, t):
                             ["%s = addf %s, %s : %s" % (n, d[0], d[1], ty)]))

    def small_positive_int(self, shape, t, hi):
        """(x & hi) | 1 style values in [1, hi]: divisors; x & hi for shifts."""
        x = self.of_type(shape, t)
        c = self.const(shape, t, hi)
        info = shaped(int_binary("andi", self.info(x), self.info(c)), shape)
        return self.add(Node("andi", [x, c], info, lambda n, d, ctx, x_, ty=tile_type(shape, t):
                             ["%s = andi %s, %s : %s" % (n, d[0], d[1], ty)]))

    def gen_int(self):
        rng = self.rng
        shape, t = self.any_shape(), self.int_type()
        if rng.random() < 0.15:
            op = rng.choice(INT_UNARY)
            a = self.of_type(shape, t)
            info = shaped(int_unary(op, self.info(a)), shape)
            return self.add(Node(op, [a], info, lambda n, d, ctx, x, op=op, ty=info.type():
                                 ["%s = %s %s : %s" % (n, op, d[0], ty)]))
        op = rng.choice(INT_BINARY)
        if rng.random() < 0.1 and op in ("andi", "ori", "xori"):
            t = "i1"
        a = self.of_type(shape, t)
        signed = rng.random() < 0.6
        attr = ""
        if op in ("shli", "shri"):
            b = self.small_positive_int(shape, t, width(t) - 1)
        elif op in ("divi", "remi"):
            s = self.small_positive_int(shape, t, rng.choice([7, 63, 127 if t != "i8" else 63]))
            one = self.const(shape, t, 1)
            info = shaped(int_binary("ori", self.info(s), self.info(one)), shape)
            info.lo = max(info.lo, 1)
            b = self.add(Node("ori", [s, one], info, lambda n, d, ctx, x_, ty=tile_type(shape, t):
                              ["%s = ori %s, %s : %s" % (n, d[0], d[1], ty)]))
        else:
            b = self.of_type(shape, t)
        if op in ("shri", "divi", "remi", "maxi", "mini"):
            attr = " signed" if signed else " unsigned"
        if op == "divi":
            modes = ["", " rounding<positive_inf>"] + ([" rounding<negative_inf>"] if signed else [])
            attr += rng.choice(modes)
        info = shaped(int_binary(op, self.info(a), self.info(b), signed), shape)
        if info is None:
            return None
        return self.add(Node(op, [a, b], info, lambda n, d, ctx, x, op=op, at=attr, ty=info.type():
                             ["%s = %s %s, %s%s : %s" % (n, op, d[0], d[1], at, ty)]))

    def gen_convert(self):
        rng = self.rng
        shape = self.any_shape()
        kind = rng.choice(("ftof", "ftoi", "itof", "exti", "trunci", "bitcast"))
        if kind == "ftof":
            t1, t2 = rng.sample(FLOATS, 2)
            a = self.of_type(shape, t1)
            ai = self.info(a)
            if ai.wild:
                info = finfo(t2, 0, 0, 0, wild=True)
            else:
                info = finfo(t2, round_to(t2, ai.lo), round_to(t2, ai.hi), ai.err)
            line = "%s = ftof %s : %s -> %s"
        elif kind == "ftoi":
            t1, t2 = self.float_type(), rng.choice(("i8", "i16", "i32", "i64"))
            signed = rng.random() < 0.7
            a = self.of_type(shape, t1, lambda i: not i.wild and not i.err)
            ai = self.info(a)
            if ai.wild or ai.err:
                return None
            mn, mx = int_range(t2, signed)
            lo, hi = math.trunc(ai.lo), math.trunc(ai.hi)
            if lo < mn or hi > mx:
                return None
            info = iinfo(t2, lo, hi) if signed or hi <= int_range(t2)[1] else Info((), t2)
            line = "%%s = ftoi %%s %s : %%s -> %%s" % ("signed" if signed else "unsigned")
        elif kind == "itof":
            t1, t2 = rng.choice(INTS), self.float_type()
            signed = rng.random() < 0.6
            a = self.of_type(shape, t1)
            ai = self.info(a)
            lo, hi = signed_view(ai) if signed else unsigned_view(ai)
            info = finfo(t2, float(lo), float(hi), 0)
            if info is None:
                return None
            info.lo, info.hi = round_to(t2, float(lo)), round_to(t2, float(hi))
            line = "%%s = itof %%s %s : %%s -> %%s" % ("signed" if signed else "unsigned")
        elif kind in ("exti", "trunci"):
            t1, t2 = rng.sample(INTS, 2)
            if (width(t1) > width(t2)) != (kind == "trunci"):
                t1, t2 = t2, t1
            a = self.of_type(shape, t1)
            ai = self.info(a)
            if kind == "exti":
                signed = rng.random() < 0.5
                lo, hi = signed_view(ai) if signed else unsigned_view(ai)
                info = iinfo(t2, lo, hi)
                line = "%%s = exti %%s %s : %%s -> %%s" % ("signed" if signed else "unsigned")
            else:
                info = iinfo(t2, ai.lo, ai.hi) if t2 != "i1" else Info((), "i1")
                line = "%s = trunci %s : %s -> %s"
        else:
            pairs = [("i16", "f16"), ("i16", "bf16"), ("i32", "f32"), ("i64", "f64")]
            ti, tf = rng.choice(pairs)
            if rng.random() < 0.5:
                t1, t2 = ti, tf
                info = finfo(tf, 0, 0, 0, wild=True)
                a = self.of_type(shape, t1)
            else:
                t1, t2 = tf, ti
                # f16 and bf16 NaN payloads are not the emulator's: no NaN.
                a = self.of_type(shape, t1, lambda i: not i.err and not i.wild and not i.zsign)
                ai = self.info(a)
                if ai.err or ai.wild or ai.zsign:
                    return None
                info = Info((), ti)
            line = "%s = bitcast %s : %s -> %s"
        info = shaped(info, shape)
        return self.add(Node(kind, [a], info, lambda n, d, ctx, x, l=line,
                             ta=tile_type(shape, t1), tb=tile_type(shape, t2):
                             [l % (n, d[0], ta, tb)]))

    def gen_compare(self):
        rng = self.rng
        shape = self.any_shape()
        if rng.random() < 0.45:
            # select: a condition of the same shape, two values.
            t = rng.choice(FLOATS + ("i8", "i16", "i32", "i64"))
            c = self.of_type(shape, "i1")
            a, b = self.of_type(shape, t), self.of_type(shape, t)
            ia, ib = self.info(a), self.info(b)
            if is_float(t):
                if ia.wild or ib.wild:
                    if ia.err or ib.err:
                        return None
                    info = finfo(t, 0, 0, 0, wild=True)
                else:
                    info = Info((), t, min(ia.lo, ib.lo), max(ia.hi, ib.hi), max(ia.err, ib.err))
            else:
                info = iinfo(t, min(ia.lo, ib.lo), max(ia.hi, ib.hi))
            info = shaped(info, shape)
            return self.add(Node("select", [c, a, b], info,
                                 lambda n, d, ctx, x, tc=tile_type(shape, "i1"), ty=info.type():
                                 ["%s = select %s, %s, %s : %s, %s" % (n, d[0], d[1], d[2], tc, ty)]))
        pred = rng.choice(CMP_PREDICATES)
        if rng.random() < 0.5:
            t = self.float_type()
            ok = lambda i: not i.err
            a, b = self.of_type(shape, t, ok), self.of_type(shape, t, ok)
            if self.info(a).err or self.info(b).err:
                return None
            order = rng.choice(("ordered", "unordered"))
            return self.add(Node("cmpf", [a, b], Info(shape, "i1"),
                                 lambda n, d, ctx, x, p=pred, o=order, ta=tile_type(shape, t),
                                 tb=tile_type(shape, "i1"):
                                 ["%s = cmpf %s %s %s, %s : %s -> %s" % (
                                     n, p, o, d[0], d[1], ta, tb)]))
        t = self.int_type()
        a, b = self.of_type(shape, t), self.of_type(shape, t)
        sg = rng.choice(("signed", "unsigned"))
        return self.add(Node("cmpi", [a, b], Info(shape, "i1"),
                             lambda n, d, ctx, x, p=pred, s=sg, ta=tile_type(shape, t),
                             tb=tile_type(shape, "i1"):
                             ["%s = cmpi %s %s, %s, %s : %s -> %s" % (n, p, d[0], d[1], s, ta, tb)]))

    # Filled in by the later steps of the generator's coverage.
    def gen_reduce(self):
        """reduce or scan along one dimension."""
        rng = self.rng
        scan = rng.random() < 0.4
        v = self.pick(lambda i: len(i.shape) >= 1 and i.dtype != "i1")
        if v is None:
            v = self.of_type(self.shape, rng.choice(MEMORY_TYPES))
        a = self.info(v)
        t, shape = a.dtype, a.shape
        dim = rng.randrange(len(shape))
        k = shape[dim]
        if is_float(t):
            op = rng.choice(("addf", "addf", "maxf", "minf"))
            if op == "addf":
                if a.wild:
                    return None
                m = a.mag()
                err = k * a.err + ((k - 1) * FINFO[t]["eps"] * k * m if k > 2 else 0)
                info = finfo(t, k * min(a.lo, 0), k * max(a.hi, 0), err)
                ident = 0.0
            else:
                info = Info((), t, a.lo, a.hi, a.err, a.wild) if not a.wild else \
                    finfo(t, 0, 0, 0, wild=True)
                if a.wild and a.err:
                    return None
                ident = -math.inf if op == "maxf" else math.inf
            if info is None:
                return None
            ident = "0x%0*X : %s" % ({"f64": 16, "f32": 8}.get(t, 4), float_bits(t, ident), t)
            body = "%s = %s %s, %s : tile<%s>" % ("%s", op, "%s", "%s", t)
        else:
            op = rng.choice(("addi", "maxi", "mini", "andi", "ori", "xori", "muli"))
            mn, mx = int_range(t)
            attr = ""
            if op in ("maxi", "mini"):
                signed = rng.random() < 0.6
                attr = " signed" if signed else " unsigned"
                ident = {("maxi", True): mn, ("maxi", False): 0, ("mini", True): mx,
                         ("mini", False): -1}[(op, signed)]
                info = int_binary(op, a, a, signed)
            elif op == "addi":
                ident = 0
                info = iinfo(t, k * min(a.lo, 0), k * max(a.hi, 0))
            elif op == "muli":
                ident = 1
                m = max(abs(a.lo), abs(a.hi), 1)
                info = iinfo(t, -m ** k, m ** k) if m ** k < 2 ** 62 else Info((), t)
            else:
                ident = {"andi": -1, "ori": 0, "xori": 0}[op]
                info = int_binary(op, a, a)
            ident = "%d : %s" % (ident, t)
            body = "%s = %s %s, %s%s : tile<%s>" % ("%s", op, "%s", "%s", attr, t)
        if scan:
            out_shape = shape
            head = "%%s = scan %%s dim=%d reverse=%s identities=[%s] : %s -> %s" % (
                dim, rng.choice(("false", "true")), ident, tile_type(shape, t),
                tile_type(shape, t))
        else:
            out_shape = shape[:dim] + shape[dim + 1:]
            head = "%%s = reduce %%s dim=%d identities=[%s] : %s -> %s" % (
                dim, ident, tile_type(shape, t), tile_type(out_shape, t))
        info = shaped(info, out_shape)

        def emit(n, d, ctx, x, head=head, body=body, t=t):
            e, acc, r = ctx.fresh("e"), ctx.fresh("acc"), ctx.fresh("r")
            return [head % (n, d[0]),
                    "(%s: tile<%s>, %s: tile<%s>) {" % (e, t, acc, t),
                    "  " + body % (r, e, acc),
                    "  yield %s : tile<%s>" % (r, t),
                    "}"]
        return self.add(Node("scan" if scan else "reduce", [v], info, emit))

    def gen_shape(self):
        rng = self.rng
        kind = rng.choice(("reshape", "permute", "broadcast", "extract", "cat"))
        v = self.pick(lambda i: len(i.shape) >= (2 if kind == "permute" else 1)
                      and numel(i.shape) <= 512)
        if v is None:
            return None
        a = self.info(v)
        shape, t = a.shape, a.dtype

        def same(new_shape):
            i = Info(new_shape, t, a.lo, a.hi, a.err, a.wild)
            i.zsign = a.zsign
            return i
        if kind == "reshape":
            out = rng.choice([s for s in pow2_shapes(numel(shape)) if s != shape] or [shape])
            return self.add(Node(kind, [v], same(out), lambda n, d, ctx, x, a=a.type(),
                                 b=tile_type(out, t): ["%s = reshape %s : %s -> %s"
                                                       % (n, d[0], a, b)]))
        if kind == "permute":
            perm = list(range(len(shape)))
            while perm == sorted(perm):
                rng.shuffle(perm)
            out = tuple(shape[p] for p in perm)
            return self.add(Node(kind, [v], same(out), lambda n, d, ctx, x, a=a.type(),
                                 b=tile_type(out, t), p=perm: [
                                     "%s = permute %s [%s] : %s -> %s"
                                     % (n, d[0], ", ".join(map(str, p)), a, b)]))
        if kind == "broadcast":
            pos = rng.randrange(len(shape) + 1)
            mid = shape[:pos] + (1,) + shape[pos:]
            if len(mid) > 3:
                return None
            r = rng.choice((2, 4, 8))
            out = shape[:pos] + (r,) + shape[pos:]
            if numel(out) > 1024:
                return None
            return self.add(Node(kind, [v], same(out), lambda n, d, ctx, x, a=a.type(),
                                 m=tile_type(mid, t), b=tile_type(out, t): [
                                     "%s_1 = reshape %s : %s -> %s" % (n, d[0], a, m),
                                     "%s = broadcast %s_1 : %s -> %s" % (n, n, m, b)]))
        if kind == "extract":
            out = tuple(s >> rng.randint(0, min(2, s.bit_length() - 1)) for s in shape)
            idx = [rng.randrange(s // o) for s, o in zip(shape, out)]

            def emit(n, d, ctx, x, a=a.type(), b=tile_type(out, t), idx=idx):
                names = [ctx.fresh("ix") for _ in idx]
                lines = ["%s = constant <i32: %d> : tile<i32>" % (c, i) for c, i in zip(names, idx)]
                lines.append("%s = extract %s[%s] : %s -> %s" % (n, d[0], ", ".join(names), a, b))
                return lines
            return self.add(Node(kind, [v], same(out), emit))
        # cat
        w = self.pick(lambda i: i.shape == shape and i.dtype == t) if rng.random() < 0.7 else v
        b = self.info(w)
        dim = rng.randrange(len(shape))
        out = shape[:dim] + (shape[dim] * 2,) + shape[dim + 1:]
        if numel(out) > 1024:
            return None
        if a.wild or b.wild:
            if a.err or b.err:
                return None
            info = finfo(t, 0, 0, 0, wild=True) if is_float(t) else None
        elif is_float(t):
            info = Info((), t, min(a.lo, b.lo), max(a.hi, b.hi), max(a.err, b.err))
        else:
            info = iinfo(t, min(a.lo, b.lo), max(a.hi, b.hi))
        info = shaped(info, out)
        return self.add(Node(kind, [v, w], info, lambda n, d, ctx, x, a=a.type(),
                             b=tile_type(out, t), dim=dim: [
                                 "%s = cat %s, %s dim = %d : %s, %s -> %s"
                                 % (n, d[0], d[1], dim, a, a, b)]))

    def scalar_arg(self, t, value):
        """A scalar argument of the kernel (rank 0), known to the generator."""
        return self.add(Node("scalar argument", [], Info((), t, value, value),
                             lambda n, d, ctx, a: [], scalar=(t, value)))

    def view_geometry(self, tile, index_j):
        """A tensor shape for tiles `tile` whose index space holds (grid - 1,
        index_j), sizes mostly not multiples of the tile, and a row stride."""
        rng = self.rng
        if len(tile) == 1:
            n = tile[0] * self.grid - rng.randrange(tile[0])
            return (n,), (1,)
        rows = tile[0] * self.grid - rng.randrange(tile[0])
        cols = tile[1] * (index_j + 1) - rng.randrange(tile[1])
        return (rows, cols), (cols + rng.choice((0, 0, 1, 3)), 1)

    def tensor_view(self, dtype, shape, strides, stride_hints=0):
        """(deps, emit(base, names, ctx) -> (lines, view name, view type)) of a
        make_tensor_view with some dimensions and strides dynamic; with
        `stride_hints` (a count of elements, 8 or 16: 16 bytes of the
        element type), dynamic strides that are multiples of it are declared
        so (`assume div_by<N>`, as cuTile writes them)."""
        rng = self.rng
        st = rng.choice(("i32", "i64"))
        dyn_shape = [rng.random() < 0.4 for _ in shape]
        dyn_stride = [rng.random() < 0.3 and s != 1 for s in strides]
        deps = []
        for v, dyn in zip(list(shape) + list(strides), dyn_shape + dyn_stride):
            if dyn:
                deps.append(self.scalar_arg(st, v))
        ty = "tensor_view<%s, strides=[%s]>" % (
            "x".join(["?" if dy else str(v) for v, dy in zip(shape, dyn_shape)] + [dtype]),
            ",".join("?" if dy else str(v) for v, dy in zip(strides, dyn_stride)))

        def emit(base, names, ctx):
            it = iter(names)
            sh = [next(it) if dy else str(v) for v, dy in zip(shape, dyn_shape)]
            sd = [next(it) if dy else str(v) for v, dy in zip(strides, dyn_stride)]
            lines = []
            if stride_hints:
                for k, (v, dy) in enumerate(zip(strides, dyn_stride)):
                    if dy and v % stride_hints == 0:
                        hinted = ctx.fresh("stride")
                        lines.append("%s = assume div_by<%d>, %s : tile<%s>"
                                     % (hinted, stride_hints, sd[k], st))
                        sd[k] = hinted
            if dtype in F4_TYPES:
                # f4 rows that fill whole bytes are declared so (an f4
                # kernel's writer knows), as loading them as bytes needs.
                for k, (v, dy) in enumerate(zip(shape, dyn_shape)):
                    if dy and v % 2 == 0:
                        hinted = ctx.fresh("size")
                        lines.append("%s = assume div_by<2>, %s : tile<%s>" % (hinted, sh[k], st))
                        sh[k] = hinted
            name = ctx.fresh("tv")
            lines.append("%s = make_tensor_view %s, shape = [%s], strides = [%s] : %s%s" % (
                name, base, ", ".join(sh), ", ".join(sd),
                ("tile<%s> -> " % st) if names else "", ty))
            return lines, name, ty
        return deps, emit

    def gen_view(self):
        """A tile loaded through, or stored through, a partition view of a
        tensor whose sizes are not multiples of the tile."""
        rng = self.rng
        store = rng.random() < 0.4
        if store:
            v = self.pick(lambda i: len(i.shape) in (1, 2) and i.dtype != "i1"
                          and numel(i.shape) <= 1024)
            if v is None:
                return None
            a = self.info(v)
            tile, dtype = a.shape, a.dtype
        else:
            dtype = rng.choice(MEMORY_TYPES)
            tile = rng.choice([(16,), (64,), (2, 16), (4, 8), (8, 4), (8, 16), (16, 8), (1, 32)])
        j = rng.randrange(2) if len(tile) == 2 else 0
        shape, strides = self.view_geometry(tile, j)
        deps, tv = self.tensor_view(dtype, shape, strides)
        partial = shape[0] % tile[0] or (len(tile) == 2 and shape[1] % tile[1])
        pad = None
        if not store and (partial or rng.random() < 0.3):
            pad = "zero" if not is_float(dtype) else rng.choice(
                ("zero", "zero", "neg_zero", "nan", "pos_inf", "neg_inf"))
        pv_ty = "partition_view<tile=(%s), %s%s>" % (
            "x".join(map(str, tile)), "padding_value = %s, " % pad if pad else "", "%s")
        count = strides[0] * (shape[0] - 1) + (shape[1] if len(shape) == 2 else 1) \
            if len(shape) == 2 else shape[0]
        k = len(deps)

        def emit(n, d, ctx, arg, tv=tv, k=k, tile=tile, dtype=dtype, j=j):
            lines, tvn, tvty = tv(arg, d[:k], ctx)
            ty = pv_ty % tvty
            pv, cj, tok = ctx.fresh("pv"), ctx.fresh("cj"), ctx.fresh("tok")
            lines.append("%s = make_partition_view %s : %s" % (pv, tvn, ty))
            idx = "%bid"
            if len(tile) == 2:
                lines.append("%s = constant <i32: %d> : tile<i32>" % (cj, j))
                idx = "%%bid, %s" % cj
            if store:
                lines.append("%s = store_view_tko weak %s, %s[%s] : %s, %s, tile<i32> -> token"
                             % (tok, d[k], pv, idx, tile_type(tile, dtype), ty))
            else:
                lines.append("%s, %s = load_view_tko weak %s[%s] : %s, tile<i32> -> %s, token"
                             % (n, tok, pv, idx, ty, tile_type(tile, dtype)))
            return lines
        if store:
            return self.add(Node("store_view_tko", deps + [v], None, emit,
                                 buffer=("out", dtype, count), tol=(dtype, a.err, a.zsign)))
        if is_float(dtype):
            info = Info(tile, dtype, -1.0, 1.0) if pad in (None, "zero", "neg_zero") else \
                shaped(finfo(dtype, 0, 0, 0, wild=True), tile)
        else:
            info = Info(tile, dtype, -100, 100)
        return self.add(Node("load_view_tko", deps, info, emit, buffer=("in", dtype, count)))

    def block_condition(self):
        """A rank-0 i1 that differs between tile blocks, or between data."""
        rng = self.rng
        if rng.random() < 0.6:
            c = rng.randrange(self.grid + 1)
            pred = rng.choice(CMP_PREDICATES)
            return self.add(Node("cmpi", [], Info((), "i1"), lambda n, d, ctx, x, c=c, p=pred: [
                "%s_c = constant <i32: %d> : tile<i32>" % (n, c),
                "%s = cmpi %s %%bid, %s_c, signed : tile<i32> -> tile<i1>" % (n, p, n)]))
        return self.of_type((), "i1")

    def body_op(self, acc, x, t):
        """A random binary op for loop bodies and branches: (op, attr, Info)."""
        if is_float(t):
            op = self.rng.choice(("addf", "subf", "mulf", "maxf", "minf"))
            return op, "", float_binary(op, acc, x)
        op = self.rng.choice(("addi", "subi", "xori", "maxi", "mini", "muli", "andi", "ori"))
        if t == "i1":
            op = self.rng.choice(("xori", "andi", "ori"))
        signed = self.rng.random() < 0.6
        attr = (" signed" if signed else " unsigned") if op in ("maxi", "mini") else ""
        return op, attr, int_binary(op, acc, x, signed)

    def gen_control(self):
        rng = self.rng
        shape = self.any_shape()
        t = rng.choice(FLOATS + ("i8", "i16", "i32", "i64"))
        if rng.random() < 0.55:
            return self.gen_for(shape, t)
        cond = self.block_condition()
        branches = []
        deps = [cond]
        infos = []
        for _ in range(2):
            ops = []
            cur = None
            for _ in range(rng.randint(1, 2)):
                a = self.of_type(shape, t) if cur is None else None
                b = self.of_type(shape, t)
                ai = self.info(a) if cur is None else cur
                op, attr, cur = self.body_op(ai, self.info(b), t)
                if cur is None:
                    return None
                ops.append((op, attr, a, b))
                deps += [x for x in (a, b) if x is not None]
            branches.append(ops)
            infos.append(cur)
        x, y = infos
        if is_float(t):
            if x.wild or y.wild:
                if x.err or y.err:
                    return None
                info = finfo(t, 0, 0, 0, wild=True)
            else:
                info = Info((), t, min(x.lo, y.lo), max(x.hi, y.hi), max(x.err, y.err))
        else:
            info = iinfo(t, min(x.lo, y.lo), max(x.hi, y.hi))
        info = shaped(info, shape)
        index = {v: i for i, v in enumerate(deps)}

        def emit(n, d, ctx, arg, branches=branches, ty=tile_type(shape, t)):
            lines = ["%s = if %s -> (%s) {" % (n, d[0], ty)]
            for bi, ops in enumerate(branches):
                cur = None
                for op, attr, a, b in ops:
                    r = ctx.fresh("br")
                    lines.append("  %s = %s %s, %s%s : %s" % (
                        r, op, d[index[a]] if cur is None else cur, d[index[b]], attr, ty))
                    cur = r
                lines.append("  yield %s : %s" % (cur, ty))
                lines.append("} else {" if bi == 0 else "}")
            return lines
        return self.add(Node("if", deps, info, emit))

    def gen_for(self, shape, t):
        rng = self.rng
        lb = rng.choice((0, 0, 1, -2))
        n_iter = rng.randint(0, 4)
        step = rng.choice((1, 1, 2, 3))
        ub = lb + n_iter * step - rng.randrange(step)
        n_iter = max(0, -(-(ub - lb) // step))
        deps = []
        ub_dep = None
        if rng.random() < 0.5:
            ub_dep = self.scalar_arg("i32", ub)
            deps.append(ub_dep)
        init = self.of_type(shape, t)
        deps.append(init)
        ops = []
        use_iv = rng.random() < 0.4 and t != "i1"
        iv_info = None
        if use_iv:
            ivs = [lb + i * step for i in range(max(n_iter, 1))]
            iv_info = iinfo("i32", min(ivs), max(ivs)) if not is_float(t) else \
                finfo(t, float(min(ivs)), float(max(ivs)), 0)
            if not is_float(t):
                iv_info = iinfo(t, min(ivs), max(ivs))
        for _ in range(rng.randint(1, 3)):
            if use_iv and rng.random() < 0.4:
                x = None
            else:
                x = self.of_type(shape, t)
                deps.append(x)
            op, attr, _ = self.body_op(self.info(init), self.info(x) if x is not None
                                       else shaped(iv_info, shape), t)
            ops.append((op, attr, x))
        # The result after n_iter iterations, as the generator knows n_iter.
        cur = self.info(init)
        for _ in range(n_iter):
            for op, attr, x in ops:
                xi = self.info(x) if x is not None else iv_info
                if is_float(t):
                    cur = float_binary(op, cur, xi)
                else:
                    cur = int_binary(op, cur, xi, attr != " unsigned")
                if cur is None:
                    return None
        info = Info(shape, t, cur.lo, cur.hi, cur.err, cur.wild)
        if not is_float(t):
            info = iinfo(t, cur.lo, cur.hi)
        info = shaped(info, shape)
        index = {v: i for i, v in enumerate(deps)}

        def emit(n, d, ctx, arg, ops=ops, ty=tile_type(shape, t)):
            iv, acc = ctx.fresh("iv"), ctx.fresh("acc")
            lines = ["%s_lb = constant <i32: %d> : tile<i32>" % (n, lb),
                     "%s_st = constant <i32: %d> : tile<i32>" % (n, step)]
            ubn = d[index[ub_dep]] if ub_dep is not None else "%s_ub" % n
            if ub_dep is None:
                lines.append("%s_ub = constant <i32: %d> : tile<i32>" % (n, ub))
            lines.append("%s = for %s in (%s_lb to %s, step %s_st) : tile<i32> "
                         "iter_values(%s = %s) -> (%s) {" % (n, iv, n, ubn, n, acc,
                                                            d[index[init]], ty))
            ivx = None
            if use_iv:
                ivx = ctx.fresh("ivx")
                one = tile_type((1,) * len(shape), "i32")
                src = iv
                if shape:
                    lines.append("  %s_1 = reshape %s : tile<i32> -> %s" % (ivx, iv, one))
                    lines.append("  %s_2 = broadcast %s_1 : %s -> %s" % (
                        ivx, ivx, one, tile_type(shape, "i32")))
                    src = ivx + "_2"
                if is_float(t):
                    lines.append("  %s = itof %s signed : %s -> %s" % (
                        ivx, src, tile_type(shape, "i32"), ty))
                elif t == "i32":
                    ivx = src
                else:
                    conv = "exti %s signed" if width(t) > 32 else "trunci %s"
                    lines.append("  %s = %s : %s -> %s" % (
                        ivx, conv % src, tile_type(shape, "i32"), ty))
            cur = acc
            for op, attr, x in ops:
                r = ctx.fresh("body")
                lines.append("  %s = %s %s, %s%s : %s" % (
                    r, op, cur, d[index[x]] if x is not None else ivx, attr, ty))
                cur = r
            lines.append("  continue %s : %s" % (cur, ty))
            lines.append("}")
            return lines
        return self.add(Node("for", deps, info, emit))

    def gen_atomic(self):
        """atomic_rmw_tko of every tile block on the same elements of an
        output buffer; the old values are a value too."""
        rng = self.rng
        t = rng.choice(("i32", "i64", "f32", "f64"))
        n = rng.choice((16, 32, 64, 128))
        if is_float(t):
            mode = rng.choice(("addf", "addf", "xchg"))
        else:
            mode = rng.choice(("add", "max", "min", "umax", "umin", "and", "or", "xor", "xchg"))
        v = self.pick(lambda i: i.dtype == t and numel(i.shape) == n and not i.wild)
        if v is None:
            v = self.load((n,), t)
        a = self.info(v)
        g = self.grid
        if mode == "addf":
            m = g * a.mag()
            err = g * a.err + (g - 1) * FINFO[t]["eps"] * m
            info = finfo(t, g * min(a.lo, 0), g * max(a.hi, 0), err)
        elif is_float(t):
            info = finfo(t, min(a.lo, 0), max(a.hi, 0), a.err)
        elif mode == "add":
            info = iinfo(t, g * min(a.lo, 0), g * max(a.hi, 0))
        elif mode in ("max", "min", "xchg"):
            info = iinfo(t, min(a.lo, 0), max(a.hi, 0))
        else:
            info = Info((), t)
        if info is None:
            return None
        info = shaped(info, (n,))
        order = rng.choice(("relaxed", "relaxed", "acquire", "release", "acq_rel"))

        def emit(name, d, ctx, arg, t=t, n=n, src=a.type(), mode=mode, order=order):
            lines = []
            x = d[0]
            flat = tile_type((n,), t)
            if src != flat:
                x = ctx.fresh("flat")
                lines.append("%s = reshape %s : %s -> %s" % (x, d[0], src, flat))
            p1, ps, pp, tok = (ctx.fresh(b) for b in ("ap", "ap", "ap", "tok"))
            lines += ["%s = iota : tile<%dxi32>" % (pp + "_i", n),
                      "%s = reshape %s : tile<ptr<%s>> -> tile<1xptr<%s>>" % (p1, arg, t, t),
                      "%s = broadcast %s : tile<1xptr<%s>> -> tile<%dxptr<%s>>" % (ps, p1, t, n, t),
                      "%s = offset %s, %s_i : tile<%dxptr<%s>>, tile<%dxi32> -> tile<%dxptr<%s>>"
                      % (pp, ps, pp, n, t, n, n, t),
                      "%s, %s = atomic_rmw_tko %s device %s, %s, %s : tile<%dxptr<%s>>, %s -> %s, token"
                      % (name, tok, order, pp, mode, x, n, t, flat, flat)]
            return lines
        return self.add(Node("atomic_rmw_tko", [v], info, emit, buffer=("out", t, n),
                             tol=(t, info.err, False)))

    def gen_mma(self, variant=1.0):
        """A K loop of mmaf/mmai over partition views: a 64x64 accumulator,
        K tiles of 32 or 64, K and N not always multiples of the tiles (zero
        padding). The kernel runs one tile block. `variant` (drawn from a
        stream of its own, so that the kernels of the other kinds stay what
        they were) picks a chained product (gen_mma_chain), a wide one
        (f16/bf16, B tiles K x 128 or K x 256, accumulators 64x128, 128x128
        or 64x256: B's rows wider than a swizzle row, staged in panels for
        wgmma and tcgen05, results stored by TMA in panels) or one
        of the 64x64 kinds (f8 among them: f8_codes' data, on sm_80 computed
        by f16 mma.sync on the widened codes); 16- and 8-bit kinds sometimes store B as its
        N x K transpose, loaded in tiles along K and permuted (K-major B,
        the form wgmma and tcgen05 take 8-bit operands in)."""
        rng = self.rng
        self.grid = 1
        if variant < MMA_CHAIN_SHARE:
            return self.gen_mma_chain()
        wide = variant < MMA_CHAIN_SHARE + MMA_WIDE_SHARE
        if wide:
            kind = rng.choice(("f16", "bf16"))
            mt, nt = rng.choice(((64, 128), (128, 128), (64, 256)))
        else:
            kind = rng.choice(("f16", "bf16", "tf32", "i8", "f64", "f16f16",
                               "f8E4M3FN", "f8E5M2"))
            mt = nt = 64
        elem = {"tf32": "f32", "f16f16": "f16"}.get(kind, kind)
        operand = "tf32" if kind == "tf32" else elem
        acc_t = {"i8": "i32", "f64": "f64", "f16f16": "f16"}.get(kind, "f32")
        kt = rng.choice((32, 64)) if kind != "f64" else rng.choice((16, 32))
        steps = rng.randint(1, 3)
        K = kt * steps - (rng.randrange(kt) if rng.random() < 0.6 else 0)
        Nn = nt - (rng.randrange(1, nt) if rng.random() < 0.3 else 0)
        Mm = mt - (rng.randrange(1, mt) if rng.random() < 0.3 else 0)
        f8 = kind in ("f8E4M3FN", "f8E5M2")
        # f8 operands: f8_codes' data (F8_FILLS), magnitudes up to F8_MAX.
        fill = {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}.get(kind)
        stored_t = (kind in ("f16", "bf16", "i8", "tf32") or f8) and not wide and \
            rng.random() < 0.4
        deps_a, tva = self.tensor_view(elem, (Mm, K), (K, 1))
        if stored_t:
            deps_b, tvb = self.tensor_view(elem, (Nn, K), (K, 1))
        else:
            deps_b, tvb = self.tensor_view(elem, (K, Nn), (Nn, 1))
        signs = (rng.choice(("signed", "unsigned")), rng.choice(("signed", "unsigned")))
        init = None
        if rng.random() < 0.3:
            init = self.load((mt, nt), acc_t)
        # Two nodes: the views' buffers (inputs), then the loop.
        a_node = self.add(Node("mma operand A", deps_a, None, lambda n, d, ctx, arg: [],
                               buffer=("in", elem, Mm * K) + ((fill,) if fill else ())))
        b_node = self.add(Node("mma operand B", deps_b, None, lambda n, d, ctx, arg: [],
                               buffer=("in", elem, K * Nn) + ((fill,) if fill else ())))
        deps = [a_node, b_node] + deps_a + deps_b + ([init] if init is not None else [])
        # Bounds: operands in [-1, 1] (i8: [-100, 100], unsigned [0, 255]).
        if acc_t == "i32":
            ma = 100 if signs[0] == "signed" else 255
            mb = 100 if signs[1] == "signed" else 255
            m = K * ma * mb + (100 if init is not None else 0)
            info = iinfo("i32", -m, m)
        else:
            bound = F8_MAX if f8 else 1.0
            info = mma_info(steps, kt, bound, bound, 1.0 if init is not None else 0.0, acc_t,
                            FINFO["tf32"]["eps"] if operand == "tf32" else 0.0)
            if info is None:
                return None
        info = shaped(info, (mt, nt))
        na, nb = len(deps_a), len(deps_b)

        def emit(n, d, ctx, arg):
            # The operands' buffers are the arguments of nodes a_node and b_node.
            base_a, base_b = ctx.args[a_node], ctx.args[b_node]
            lines, tvan, tvaty = tva(base_a, d[2:2 + na], ctx)
            more, tvbn, tvbty = tvb(base_b, d[2 + na:2 + na + nb], ctx)
            lines += more
            pa_ty = "partition_view<tile=(%dx%d), padding_value = zero, %s>" % (mt, kt, tvaty)
            pb_rows, pb_cols = (nt, kt) if stored_t else (kt, nt)
            pb_ty = "partition_view<tile=(%dx%d), padding_value = zero, %s>" % (
                pb_rows, pb_cols, tvbty)
            at, bt = tile_type((mt, kt), elem), tile_type((kt, nt), elem)
            acc_ty = tile_type((mt, nt), acc_t)
            lines += ["%s_pa = make_partition_view %s : %s" % (n, tvan, pa_ty),
                      "%s_pb = make_partition_view %s : %s" % (n, tvbn, pb_ty),
                      "%s_c0 = constant <i32: 0> : tile<i32>" % n,
                      "%s_c1 = constant <i32: 1> : tile<i32>" % n,
                      "%s_cn = constant <i32: %d> : tile<i32>" % (n, steps)]
            if init is None:
                zero = "0" if acc_t == "i32" else "0.0"
                lines.append("%s_init = constant <%s: %s> : %s" % (n, acc_t, zero, acc_ty))
                init_name = n + "_init"
            else:
                init_name = d[-1]
            kk, acc = ctx.fresh("kk"), ctx.fresh("acc")
            lines.append("%s = for %s in (%s_c0 to %s_cn, step %s_c1) : tile<i32> "
                         "iter_values(%s = %s) -> (%s) {" % (n, kk, n, n, n, acc, init_name, acc_ty))
            a, b = ctx.fresh("a"), ctx.fresh("b")
            lines += ["  %s, %s_t = load_view_tko weak %s_pa[%%bid, %s] : %s, tile<i32> -> %s, token"
                      % (a, a, n, kk, pa_ty, at),
                      ("  %s, %s_t = load_view_tko weak %s_pb[%s_c0, %s] : %s, tile<i32> -> %s, token"
                       % (b, b, n, n, kk, pb_ty, tile_type((nt, kt), elem))) if stored_t else
                      ("  %s, %s_t = load_view_tko weak %s_pb[%s, %s_c0] : %s, tile<i32> -> %s, token"
                       % (b, b, n, kk, n, pb_ty, bt))]
            if stored_t:
                lines.append("  %s_p = permute %s [1, 0] : %s -> %s"
                             % (b, b, tile_type((nt, kt), elem), bt))
                b = b + "_p"
            if operand == "tf32":
                lines += ["  %s_x = ftof %s : %s -> %s" % (a, a, at, tile_type((mt, kt), "tf32")),
                          "  %s_x = ftof %s : %s -> %s" % (b, b, bt, tile_type((kt, nt), "tf32"))]
                a, b = a + "_x", b + "_x"
                at, bt = tile_type((mt, kt), "tf32"), tile_type((kt, nt), "tf32")
            r = ctx.fresh("prod")
            if acc_t == "i32":
                lines.append("  %s = mmai %s, %s, %s %s %s : %s, %s, %s"
                             % (r, a, b, acc, signs[0], signs[1], at, bt, acc_ty))
            else:
                lines.append("  %s = mmaf %s, %s, %s : %s, %s, %s" % (r, a, b, acc, at, bt, acc_ty))
            lines += ["  continue %s : %s" % (r, acc_ty), "}"]
            return lines
        return self.add(Node("mma %s%s%s K=%d" % (kind, " %dx%d" % (mt, nt) if wide else "",
                                                 " B stored transposed" if stored_t else "", K),
                             deps, info, emit))

    def mma_view(self, elem, rows, cols, fill="random", align=8, tma=False):
        """A row-major tensor of rows x cols for a product's operand: its
        buffer's node (an input, `fill` its data), the view's deps and its
        emitter (see tensor_view); the row stride sometimes longer, often a
        multiple of 16 bytes (`align` elements), and the base pointer often
        declared 16-byte aligned (`assume div_by<16>`, as cuTile writes it),
        which is what lets TMA copy its tiles on sm_90a and sm_100a. With
        `tma`, always both."""
        rng = self.rng
        stride = cols + rng.choice((0, 0, 0, align))
        # (Both draws happen whatever `tma` says: the kernels of the other
        # callers stay what they were.)
        if rng.random() < 0.7 or tma:
            stride = -(-stride // align) * align
        deps, tv = self.tensor_view(elem, (rows, cols), (stride, 1), stride_hints=align)
        node = self.add(Node("mma operand", deps, None, lambda n, d, ctx, arg: [],
                             buffer=("in", elem, stride * (rows - 1) + cols, fill)))
        if rng.random() < 0.85 or tma:
            plain = tv

            def tv(base, names, ctx):
                aligned = ctx.fresh("aligned")
                lines, name, ty = plain(aligned, names, ctx)
                return (["%s = assume div_by<16>, %s : tile<ptr<%s>>" % (aligned, base, elem)]
                        + lines, name, ty)
        return node, deps, tv

    def gen_mma_chain(self):
        """Attention's two products without its softmax: S = A B1 (f16 or
        bf16 operands, f32 sums, A 64 x D and B1 D x K2 tiles of partition
        views, B1 sometimes stored K2 x D and permuted as attention's K^T),
        P = ftof(S) to the operands' type, then a K loop of O += P V over
        K2 x 64 tiles of V loaded at [k, 0]: the second product's A is the
        first one's result, in registers (wgmma's register form on sm_90a).
        S is computed once before the loop, or in the loop from the tile of
        B1 at k (as attention does). A and B1 hold small integers (`small`
        buffers: -2 to 2), so that S is exact whatever the order of its
        sums and P the same for every correct implementation; V holds the
        usual random values."""
        rng = self.rng
        elem = rng.choice(("f16", "bf16"))
        d1 = rng.choice((32, 64))          # the first product's K tile
        k2 = rng.choice((32, 64))          # its N: the second product's K tile
        steps = rng.randint(1, 3)
        in_loop = rng.random() < 0.5
        transposed = rng.random() < 0.5

        def short(t):
            return t - (rng.randrange(1, t) if rng.random() < 0.3 else 0)
        Mm, Dd, Nn = short(64), short(d1), short(64)
        Kv = k2 * steps - (rng.randrange(k2) if rng.random() < 0.6 else 0)
        Kb = Kv if in_loop else short(k2)
        a_node, deps_a, tva = self.mma_view(elem, Mm, Dd, "small")
        b_node, deps_b, tvb = self.mma_view(elem, *((Kb, Dd) if transposed else (Dd, Kb)),
                                            fill="small")
        v_node, deps_v, tvv = self.mma_view(elem, Kv, Nn)
        init = self.load((64, 64), "f32") if rng.random() < 0.3 else None
        # |S| <= 4 D (exact in f16 and bf16: integers up to 256), the same
        # in every implementation (err 0), and so is P. (From random
        # operands, S could differ in its last bit between correct
        # implementations and P then by an ulp of |S| <= D, which would
        # give O a bound of K2 ulp(D) per step: as large as O itself.)
        smax = 4.0 * d1
        s_ty, p_ty = tile_type((64, k2), "f32"), tile_type((64, k2), elem)
        a_ty, b_ty = tile_type((64, d1), elem), tile_type((d1, k2), elem)
        bs_ty = tile_type((k2, d1) if transposed else (d1, k2), elem)
        v_ty, acc_ty = tile_type((k2, 64), elem), tile_type((64, 64), "f32")

        def pview(tv, base, names, ctx, tile):
            lines, tvn, tvty = tv(base, names, ctx)
            ty = "partition_view<tile=(%dx%d), padding_value = zero, %s>" % (tile + (tvty,))
            pv = ctx.fresh("pv")
            return lines + ["%s = make_partition_view %s : %s" % (pv, tvn, ty)], pv, ty

        def first_product(n, d, ctx, kk, indent):
            """S = A B1 (B1's tile at k = kk), named n: the lines before the
            loop (views, A's load) and those of the loop's body when kk is
            one (B1's load, the product); d: A's view deps, B1's, ..."""
            na, nb = len(deps_a), len(deps_b)
            lines, pa, pa_ty = pview(tva, ctx.args[a_node], d[:na], ctx, (64, d1))
            more, pb, pb_ty = pview(tvb, ctx.args[b_node], d[na:na + nb], ctx,
                                    (k2, d1) if transposed else (d1, k2))
            lines += more
            c0, z = ctx.fresh("c0"), ctx.fresh("zero")
            lines += ["%s = constant <i32: 0> : tile<i32>" % c0,
                      "%s = constant <f32: 0.0> : %s" % (z, s_ty)]
            a, b = ctx.fresh("a"), ctx.fresh("b")
            lines.append("%s, %s_t = load_view_tko weak %s[%s, %s] : %s, tile<i32> -> %s, token"
                         % (a, a, pa, c0, c0, pa_ty, a_ty))
            body = ["%s, %s_t = load_view_tko weak %s[%s] : %s, tile<i32> -> %s, token"
                    % (b, b, pb, "%s, %s" % ((kk or c0), c0) if transposed else
                       "%s, %s" % (c0, kk or c0), pb_ty, bs_ty)]
            if transposed:
                body.append("%s_p = permute %s [1, 0] : %s -> %s" % (b, b, bs_ty, b_ty))
                b += "_p"
            body.append("%s = mmaf %s, %s, %s : %s, %s, %s" % (n, a, b, z, a_ty, b_ty, s_ty))
            return lines, [indent + l for l in body]

        # The second product's loop; `p` names P, or None when the loop
        # computes it (then `d` starts with the first product's deps).
        def loop(n, d, ctx, p):
            k = 0 if p is not None else len(deps_a) + len(deps_b)
            lines, pv, pv_ty = pview(tvv, ctx.args[v_node], d[k:k + len(deps_v)], ctx,
                                     (k2, 64))
            more, c0, c1, cn, init_name, kk, acc = k_loop_head(ctx, steps, init, acc_ty, d)
            lines += more
            body = []
            if p is None:
                s = ctx.fresh("s")
                more, body = first_product(s, d, ctx, kk, "  ")
                lines += more
                p = ctx.fresh("p")
                body.append("  %s = ftof %s : %s -> %s" % (p, s, s_ty, p_ty))
            lines.append("%s = for %s in (%s to %s, step %s) : tile<i32> "
                         "iter_values(%s = %s) -> (%s) {" % (n, kk, c0, cn, c1, acc, init_name,
                                                            acc_ty))
            lines += body
            v, r = ctx.fresh("v"), ctx.fresh("prod")
            lines += ["  %s, %s_t = load_view_tko weak %s[%s, %s] : %s, tile<i32> -> %s, token"
                      % (v, v, pv, kk, c0, pv_ty, v_ty),
                      "  %s = mmaf %s, %s, %s : %s, %s, %s" % (r, p, v, acc, p_ty, v_ty, acc_ty),
                      "  continue %s : %s" % (r, acc_ty), "}"]
            return lines

        # O: each step adds k2 products of |P| <= smax and |V| <= 1.
        info = mma_info(steps, k2, smax, 1.0, 1.0 if init is not None else 0.0, "f32")
        if info is None:
            return None
        info = shaped(info, (64, 64))
        tail = deps_v + ([init] if init is not None else [])
        name = "mma chain %s D=%d K2=%d K=%d%s%s" % (elem, d1, k2, Kv,
                                                     " in loop" if in_loop else "",
                                                     " B1 transposed" if transposed else "")
        if in_loop:
            return self.add(Node(name, [a_node, b_node, v_node] + deps_a + deps_b + tail, info,
                                 lambda n, d, ctx, arg: loop(n, d[3:], ctx, None)))

        def emit_s(n, d, ctx, arg):
            lines, body = first_product(n, d[2:], ctx, None, "")
            return lines + body
        s_node = self.add(Node("mma chain S", [a_node, b_node] + deps_a + deps_b,
                               shaped(Info((), "f32", -smax, smax), (64, k2)), emit_s))
        p_node = self.add(Node("ftof", [s_node], Info((64, k2), elem, -smax, smax),
                               lambda n, d, ctx, arg: ["%s = ftof %s : %s -> %s"
                                                       % (n, d[0], s_ty, p_ty)]))
        return self.add(Node(name, [v_node, p_node] + tail, info,
                             lambda n, d, ctx, arg: loop(n, d[2:], ctx, d[1])))

    def gen_mma_scaled(self, kmajor_b=False, f4=False):
        """A K loop of block-scaled products (mmaf_scaled): f8E4M3FN or
        f8E5M2 operands (both the same), one f8E8M0FNU scale per 32 of K for
        each row of A and each column of B, f32 sums carried by the loop
        (an MXFP8 GEMM, as bench/kernels/gemm_mxf8.mlir), all four tiles
        loaded from partition views with zero padding (padded elements 0,
        padded scales 2^-127: they add nothing). M, N and K are often not
        multiples of the tiles. With `kmajor_b`, B is stored n x k, its
        tiles loaded along K and permuted (as gemm_mxf8_tn.mlir). Either in
        tcgen05's shapes (M 128 or 256, N 64 to 256, K tiles of 32, 64 or
        128, A and B 16-byte aligned for TMA; eight warps for 256 x 128,
        sometimes for the others), which sm_100a lowers to tcgen05.mma
        kind::mxf8f6f4.block_scale and which run on sm_100a only, and on
        sm_90a too with B K-major (mma.sync per block of 32; the FMA loops
        of the other cases over such tiles would take the emulator
        minutes), or small (16 or 32 rows and columns, K tiles of 32 or 64)
        that every chip computes (mma.sync with B K-major, on sm_80 on the
        codes widened to f16, else the FMA units). The data are f8_codes' (see
        F8_FILLS).

        With `f4`, the operands are f4E2M1FN (two per byte) with f8E4M3FN
        scales per 16 (NVFP4) or f8E8M0FNU ones per 32 (MXFP4): in
        tcgen05's shapes B is K-major, K tiles 64 or 128 and K even, which
        sm_100a (alone) lowers to tcgen05.mma kind::mxf4nvf4 or mxf4 on
        the operands' bytes; small ones take any K: with K tiles of 64 and
        B K-major, mma.sync on the f4 fragments widened to f16 on every
        chip but sm_100a, else the FMA units, read a nibble at a time."""
        rng = self.rng
        self.grid = 1
        if f4:
            elem, fill = "f4E2M1FN", "e2m1"
            scale, scale_fill, block = rng.choice((("f8E4M3FN", "ue4m3", 16),
                                                   ("f8E8M0FNU", "e8m0", 32)))
        else:
            elem = rng.choice(("f8E4M3FN", "f8E5M2"))
            fill = {"f8E4M3FN": "e4m3", "f8E5M2": "e5m2"}[elem]
            scale, scale_fill, block = "f8E8M0FNU", "e8m0", 32
        tcgen05 = rng.random() < 0.6
        if tcgen05 and f4:
            kmajor_b = True
        if tcgen05:
            # (256 x 256 sums would not fit tensor memory with the scales.)
            mt, nt = rng.choice(((128, 64), (128, 128), (128, 256), (256, 64), (256, 128)))
            kt = rng.choice((64, 128) if f4 else (32, 64, 128))
            self.chips = ("sm_90a", "sm_100a") if kmajor_b and not f4 else ("sm_100a",)
            # 256 x 128 sums need two warpgroups (with four warps the
            # lowering keeps them off tcgen05); the other shapes sometimes
            # get them too.
            if (mt, nt) == (256, 128) or rng.random() < 0.3:
                self.hints = "optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8}>"
        else:
            mt, nt = rng.choice(((16, 16), (16, 32), (32, 16), (32, 32)))
            kt = rng.choice((32, 64))
        # Up to 4 steps in tcgen05's shapes: more than the pipeline's stages,
        # so that the scales' slots in tensor memory are reused.
        steps = rng.randint(1, max(1, min(4 if tcgen05 else 3, SCALED_WORK // (mt * nt * kt))))

        def short(t):
            return t - (rng.randrange(1, t) if rng.random() < 0.6 else 0)
        Mm, Nn = short(mt), short(nt)
        K = kt * steps - (rng.randrange(1, kt) if rng.random() < 0.7 else 0)
        if f4 and tcgen05:
            K += K % 2
        kb, st = -(-K // block), kt // block     # scale columns: of the tensor, of a tile
        # 16 bytes of elements (32 f4 ones) for the rows' alignment.
        align = 32 if f4 else 16
        a_node, deps_a, tva = self.mma_view(elem, Mm, K, fill, align=align, tma=tcgen05)
        if kmajor_b:
            b_node, deps_b, tvb = self.mma_view(elem, Nn, K, fill, align=align, tma=tcgen05)
        else:
            b_node, deps_b, tvb = self.mma_view(elem, K, Nn, fill, align=align, tma=tcgen05)
        sa_node, deps_sa, tvsa = self.mma_view(scale, Mm, kb, scale_fill, align=16)
        sb_node, deps_sb, tvsb = self.mma_view(scale, kb, Nn, scale_fill, align=16)
        init = self.load((mt, nt), "f32") if rng.random() < 0.3 else None
        # (view emitter, its deps, tile, index of the tile at step kk: the
        # row of A's tiles and the column of B's are 0, the kernel running
        # one tile block)
        views = [(a_node, tva, deps_a, (mt, kt), "%(c0)s, %(kk)s"),
                 (b_node, tvb, deps_b, (nt, kt) if kmajor_b else (kt, nt),
                  "%(c0)s, %(kk)s" if kmajor_b else "%(kk)s, %(c0)s"),
                 (sa_node, tvsa, deps_sa, (mt, st), "%(c0)s, %(kk)s"),
                 (sb_node, tvsb, deps_sb, (st, nt), "%(kk)s, %(c0)s")]
        types = [elem, elem, scale, scale]
        acc_ty = tile_type((mt, nt), "f32")

        def emit(n, d, ctx, arg):
            lines, pvs = [], []
            k = 4   # d: the four buffers' nodes, the views' deps, init
            for (node, tv, deps, tile, _), t in zip(views, types):
                more, tvn, tvty = tv(ctx.args[node], d[k:k + len(deps)], ctx)
                k += len(deps)
                ty = "partition_view<tile=(%dx%d), padding_value = zero, %s>" % (tile + (tvty,))
                pv = ctx.fresh("pv")
                lines += more + ["%s = make_partition_view %s : %s" % (pv, tvn, ty)]
                pvs.append((pv, ty))
            more, c0, c1, cn, init_name, kk, acc = k_loop_head(ctx, steps, init, acc_ty, d)
            lines += more
            lines.append("%s = for %s in (%s to %s, step %s) : tile<i32> "
                         "iter_values(%s = %s) -> (%s) {" % (n, kk, c0, cn, c1, acc, init_name,
                                                            acc_ty))
            tiles = []
            for (pv, ty), (_, _, _, tile, idx), t in zip(pvs, views, types):
                x = ctx.fresh("x")
                lines.append("  %s, %s_t = load_view_tko weak %s[%s] : %s, tile<i32> -> %s, token"
                             % (x, x, pv, idx % dict(c0=c0, kk=kk), ty, tile_type(tile, t)))
                tiles.append((x, tile_type(tile, t)))
            if kmajor_b:
                bt = ctx.fresh("bt")
                lines.append("  %s = permute %s [1, 0] : %s -> %s" % (
                    bt, tiles[1][0], tiles[1][1], tile_type((kt, nt), elem)))
                tiles[1] = (bt, tile_type((kt, nt), elem))
            r = ctx.fresh("prod")
            lines += ["  %s = mmaf_scaled %s, %s, %s, %s, %s : %s, %s, %s, %s, %s" % (
                          (r, tiles[0][0], tiles[1][0], acc, tiles[2][0], tiles[3][0],
                           tiles[0][1], tiles[1][1], acc_ty, tiles[2][1], tiles[3][1])),
                      "  continue %s : %s" % (r, acc_ty), "}"]
            return lines

        # Each step adds kt products of scaled elements below F8_MAX SCALE_MAX.
        m = F8_MAX * SCALE_MAX
        info = mma_info(steps, kt, m, m, 1.0 if init is not None else 0.0, "f32")
        info = shaped(info, (mt, nt))
        deps = [a_node, b_node, sa_node, sb_node] + deps_a + deps_b + deps_sa + deps_sb + \
            ([init] if init is not None else [])
        return self.add(Node("mma scaled %s by %s %dx%dx%d M=%d N=%d K=%d%s" % (
            elem, scale, mt, nt, kt, Mm, Nn, K, " B k-major" if kmajor_b else ""), deps, info,
            emit))


def generate(seed, index, features, mma_fraction=0.15, scaled_fraction=MMA_SCALED_SHARE,
             eight_warps_fraction=MMA_EIGHT_WARPS_SHARE, specialized_fraction=0.0):
    """Kernel `index` of the batch of `seed`: (kernel, data seed)."""
    rng = random.Random("tileiras-fuzz:%d:%d" % (seed, index))
    g = Gen(rng, features)
    if "mma" in features and rng.random() < mma_fraction:
        variant = random.Random("tileiras-fuzz-mma:%d:%d" % (seed, index)).random()
        # A stream of its own, so that the kernels of the other kinds stay
        # what they were.
        scaled = random.Random("tileiras-fuzz-scaled:%d:%d" % (seed, index)).random()
        if scaled < scaled_fraction:
            # B stored n x k and permuted (read K-major) in half of them,
            # from a stream of its own as well.
            kmajor = random.Random("tileiras-fuzz-scaled-b:%d:%d" % (seed, index)).random()
            # f4 operands in a third of them (a stream of its own too).
            f4 = random.Random("tileiras-fuzz-scaled-f4:%d:%d" % (seed, index)).random()
            g.keep_live = g.gen_mma_scaled(kmajor_b=kmajor < 0.5, f4=f4 < F4_SCALED_SHARE)
        else:
            m = g.gen_mma(variant)
            if variant < MMA_CHAIN_SHARE + MMA_WIDE_SHARE:
                g.keep_live = m
            # Eight warps in some (a stream of its own too).
            warps = random.Random("tileiras-fuzz-mma-warps:%d:%d" % (seed, index)).random()
            if m is not None and warps < eight_warps_fraction:
                # Some of those at one CTA per SM: warp-specialized on sm_90a
                # and sm_100a where TMA fills their K loop (a stream of its
                # own, so that the other kernels of a seed stay the same).
                one = random.Random("tileiras-fuzz-mma-occupancy:%d:%d" % (seed, index)).random()
                occupancy = ", occupancy = 1" if one < specialized_fraction else ""
                g.hints = ("optimization_hints=<sm_80 = {num_worker_warps_per_cta = 8}, "
                           "sm_90 = {num_worker_warps_per_cta = 8%s}, "
                           "sm_100 = {num_worker_warps_per_cta = 8%s}>" % (occupancy, occupancy))
    for _ in range(rng.randint(3, 16)):
        g.statement()
    # Store what nothing uses (at most 8 of them), and a few values on the way.
    values = [n.id for n in g.nodes if n.info is not None]
    stores = [i for i in values if (g.uses[i] == 0 or rng.random() < 0.1) and
              (g.nodes[i].kind not in ("constant", "iota") or rng.random() < 0.2)]
    for i in sorted(rng.sample(stores, min(len(stores), 8))):
        g.store(i)
    if not any(n.kind.startswith("store") for n in g.nodes):
        g.store(values[-1])
    if g.keep_live is not None:
        # What the stores and atomics read: a product that none of them
        # reads would be dead code.
        live = set()
        for n in reversed(g.nodes):
            if n.id in live or n.info is None or n.buffer and n.buffer[0] == "out":
                live.update(n.deps)
        if g.keep_live not in live:
            g.store(g.keep_live)
    return Kernel(g.nodes, g.grid, chips=g.chips, hints=g.hints), rng.randint(1, 10 ** 6)


# ---------------------------------------------------------------------------
# Running the tools.


class Failure:
    def __init__(self, kind, chip, step, message, log):
        self.kind = kind          # mismatch, crash, rejected valid kernel, ...
        self.chip = chip          # None for steps that are not per chip
        self.step = step          # parse, interpret, lower, emulate, cubin
        self.message = message
        self.log = log            # [(command, rc, output)] of the failing step

    def signature(self):
        """What must stay the same while the kernel is minimised."""
        msg = ""
        if self.kind == "crash":
            # The innermost frame of the compiler's own code, when there is one.
            m = re.search(r"#\d+ 0x[0-9a-f]+ (?:mlir::|\(anonymous namespace\)::)"
                          r"(?!detail::)([\w:]+)", self.message)
            msg = m.group(1) if m else ""
        if self.kind in ("rejected valid kernel", "ptxas rejection"):
            msg = re.sub(r"^\S+:\d+:\d+: ", "", self.message.splitlines()[0])
            msg = re.sub(r"%\w+|\d+", "#", msg)
        return (self.kind, self.chip, self.step, msg)


LOCATED = re.compile(r"^(\S+?):(\d+):(\d+): error: (.*)$", re.M)
PLUGIN_TROUBLE = ("cannot open shared object", "Failed to load", "could not load",
                  "file too short", "invalid ELF header")


class Runner:
    def __init__(self, args):
        self.args = args
        self.mlir_opt = args.mlir_opt or shutil.which("mlir-opt") or \
            "/usr/lib/llvm-22/bin/mlir-opt"
        self.plugin = args.plugin
        self.python = sys.executable
        ptxas = os.path.join(os.environ.get("CUDA_HOME") or "/usr/local/cuda", "bin", "ptxas")
        self.ptxas = os.access(ptxas, os.X_OK) or os.access("/usr/local/cuda/bin/ptxas", os.X_OK)
        self.unsupported_seen = {}

    def run(self, cmd, timeout, log):
        """Runs cmd; returns (rc, stdout, stderr, timed_out). Retries once when
        the plugin cannot be loaded (it may be being rebuilt)."""
        for attempt in range(2):
            start = time.time()
            try:
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
                rc, out, err, timed_out = p.returncode, p.stdout, p.stderr, False
            except subprocess.TimeoutExpired as e:
                rc, timed_out = None, True
                out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
                err = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
            if rc and attempt == 0 and any(s in err for s in PLUGIN_TROUBLE):
                time.sleep(5)
                continue
            break
        log.append((" ".join(shell_quote(c) for c in cmd), rc,
                    "%.1f s" % (time.time() - start), out, err))
        return rc, out, err, timed_out

    def opt(self, passes=None):
        cmd = [self.mlir_opt, "--load-dialect-plugin=" + self.plugin]
        if passes:
            cmd += ["--load-pass-plugin=" + self.plugin, "-p", passes]
        return cmd

    def classify_compile(self, rc, err, timed_out, step, chip, log):
        """The failure of an mlir-opt run, if any."""
        if timed_out:
            return Failure("timeout", chip, step, "%s took more than %g s"
                           % (step, self.args.time_limit), log)
        if rc == 0:
            return None
        if rc is None or rc < 0 or "Stack dump" in err or "Assertion" in err or \
                "PLEASE submit a bug report" in err:
            return Failure("crash", chip, step, "mlir-opt %s: exit status %s\n%s"
                           % (step, rc, tail(err)), log)
        m = LOCATED.search(err)
        if not m:
            return Failure("crash", chip, step, "mlir-opt %s: exit status %s without a "
                           "located error\n%s" % (step, rc, tail(err)), log)
        msg = m.group(0)
        for pattern, what in UNSUPPORTED:
            if re.search(pattern, err):
                self.unsupported_seen[what] = self.unsupported_seen.get(what, 0) + 1
                return Failure("unsupported", chip, step, what, log)
        if "ptxas" in err:
            return Failure("ptxas rejection", chip, step, tail(err), log)
        return Failure("rejected valid kernel", chip, step, msg + "\n" + tail(err), log)

    def check(self, kernel, keep, data_seed, work, only=None, inject=False):
        """Runs the kernel (the nodes `keep` of it) through every step.
        `only`: a failure signature; then only the steps that can show it
        run. Returns the failures."""
        text, buffers, scalars, outputs = kernel.render(keep)
        src = os.path.join(work, "kernel.mlir")
        with open(src, "w") as f:
            f.write(text)
        failures = []
        limit = self.args.time_limit
        chips = self.args.chips if only is None or only[1] is None else [only[1]]
        if kernel.chips is not None:
            chips = [c for c in chips if c in kernel.chips]
        step_needed = lambda s: only is None or only[2] == s or \
            (only[0] == "mismatch" and s in ("interpret", "lower", "emulate")) or \
            (only[2] == "emulate" and s in ("lower",))
        # The kernel must be valid: a generator bug otherwise.
        log = []
        rc, out, err, to = self.run(self.opt() + [src, "-o", os.devnull], limit, log)
        if rc != 0:
            return [Failure("invalid kernel", None, "parse",
                            "the generator made a kernel the dialect rejects\n" + tail(err), log)]
        run_args = ["--grid=%d" % kernel.grid, "--seed=%d" % data_seed]
        run_args += [data_file(b, data_seed, work) for b in buffers]
        want, interp_log = None, []
        # (Without a chip to compare with, the interpreter need not run.)
        if step_needed("interpret") and outputs and chips:
            log = []
            outs = ["--out=%s:%s" % (o[0], os.path.join(work, "interp-%s.bin" % o[0]))
                    for o in outputs]
            rc, out, err, to = self.run([self.python, INTERPRET, src, "--plugin=" + self.plugin]
                                        + run_args + outs, 10 * limit, log)
            if rc != 0:
                return [Failure("interpreter error", None, "interpret",
                                tail(err or out), log)]
            want = {o[0]: read_buffer(os.path.join(work, "interp-%s.bin" % o[0]), o[1])
                    for o in outputs}
            interp_log = log
        for chip in chips:
            if step_needed("lower") or step_needed("emulate"):
                log = []
                low = os.path.join(work, "lowered-%s.mlir" % chip)
                rc, out, err, to = self.run(self.opt(LOWER_TO_LLVM % chip) + [
                    src, "--mlir-print-op-generic", "-o", low], limit, log)
                f = self.classify_compile(rc, err, to, "lower", chip, log)
                if f:
                    failures.append(f)
                elif outputs and step_needed("emulate"):
                    # (Minimising an emulator error, the interpreter does
                    # not run: want is None, nothing is compared.)
                    outs = ["--out=%s:%s" % (o[0], os.path.join(work, "emu-%s-%s.bin" % (chip, o[0])))
                            for o in outputs]
                    rc, out, err, to = self.run([self.python, EMULATE, low] + run_args + outs,
                                                max(120, 10 * limit), log)
                    if rc != 0:
                        failures.append(Failure("emulator error", chip, "emulate",
                                                "timed out" if to else tail(err or out), log))
                    elif want is not None:
                        got = {o[0]: read_buffer(os.path.join(work, "emu-%s-%s.bin"
                                                              % (chip, o[0])), o[1])
                               for o in outputs}
                        if inject and chip == chips[0]:
                            o = outputs[0]
                            got[o[0]][0] = perturb(got[o[0]][0], o[1])
                        bad = compare(outputs, got, want)
                        if bad:
                            failures.append(Failure("mismatch", chip, "emulate", bad,
                                                    interp_log + log))
            if step_needed("cubin"):
                if not self.ptxas:
                    continue
                log = []
                rc, out, err, to = self.run(self.opt(TO_CUBIN % chip) + [src, "-o", os.devnull],
                                            limit, log)
                f = self.classify_compile(rc, err, to, "cubin", chip, log)
                if f:
                    failures.append(f)
        return failures


# Values of the `small` buffers (a fill the runners lack: the fuzzer writes
# the file): integers from -2 to 2, exact in every float type, so that a
# product of K <= 64 of them sums exactly in f32 whatever the order and
# rounds to f16 or bf16 exactly (|sum| <= 256).
SMALL_VALUES = (-2, -1, 0, 1, 2)


def data_file(arg, data_seed, work):
    """A --buffer argument, its `@fill` replaced by the file of that fill's
    data (data-NAME.bin in `work`, drawn from the data seed and the name)."""
    m = re.match(r"^--buffer=(\w+):(\w+):(\d+):@(\w+)$", arg)
    if not m:
        return arg
    name, dtype, count, fill = m.group(1), m.group(2), int(m.group(3)), m.group(4)
    assert fill == "small" or fill in F8_FILLS, fill
    rng = random.Random("tileiras-fuzz-data:%d:%s" % (data_seed, name))
    path = os.path.join(work, "data-%s.bin" % name)
    with open(path, "wb") as f:
        if fill in F8_FILLS:
            f.write(f8_codes(fill, count, rng))
        else:
            values = [rng.choice(SMALL_VALUES) for _ in range(count)]
            f.write(encode(dtype, [float(v) for v in values] if is_float(dtype) else values))
    return "--buffer=%s:%s:%d:%s" % (name, dtype, count, path)


# The fills of block-scaled products' buffers (as test/emulated/Inputs/
# f8_codes.py writes them): f8 codes of magnitudes 2^-3 to 2^3 (below
# F8_MAX) with either sign, no zeros, subnormals, NaN or infinities; scale
# codes 2^-6 to 2^6 (at most SCALE_MAX; never 0xFF, NaN). Every product of
# two scaled elements is then exact in f32 and far from overflow.
# Also: f4 pairs (e2m1: any byte, every 4-bit code finite, at most 6 <
# F8_MAX) and non-negative e4m3 scales 2^-3 to 2^3 (ue4m3, below 16).
F8_FILLS = {"e4m3": (7, 3), "e5m2": (15, 2), "e8m0": None, "e2m1": None, "ue4m3": None}
F8_MAX = 8.0
SCALE_MAX = 2.0 ** 6


def f8_codes(fill, count, rng):
    if fill == "e8m0":
        return bytes(127 + rng.randint(-6, 6) for _ in range(count))
    if fill == "e2m1":
        return bytes(rng.getrandbits(8) for _ in range(count))
    if fill == "ue4m3":
        return bytes(((7 + rng.randint(-3, 3)) << 3) | rng.getrandbits(3) for _ in range(count))
    bias, mantissa_bits = F8_FILLS[fill]
    codes = bytearray()
    for _ in range(count):
        code = ((bias + rng.randint(-3, 2)) << mantissa_bits) | rng.getrandbits(mantissa_bits)
        codes.append(code | (0x80 if rng.getrandbits(1) else 0))
    return bytes(codes)


def shell_quote(s):
    if re.match(r"^[\w@%+=:,./-]+$", s):
        return s
    return "'" + s.replace("'", "'\\''") + "'"


def tail(s, n=40):
    lines = s.rstrip().splitlines()
    return "\n".join(lines[-n:])


def read_buffer(path, dtype):
    with open(path, "rb") as f:
        return decode(dtype, f.read())


def perturb(x, dtype):
    if is_float(dtype):
        return x + max(1.0, abs(x)) if math.isfinite(x) else 0.0
    return x + 1 if x < int_range(dtype)[1] else x - 1


def same_float(g, w, tol):
    if math.isnan(g) or math.isnan(w):
        return math.isnan(g) and math.isnan(w)
    if tol == 0 or math.isinf(g) or math.isinf(w):
        return g == w and math.copysign(1, g) == math.copysign(1, w)
    return abs(g - w) <= tol


def compare(outputs, got, want):
    """A description of the outputs that differ beyond their tolerance, or ''."""
    report = []
    for name, mem, count, (dtype, err, zsign), kind, nid in outputs:
        g, w = got[name], want[name]
        if len(g) != len(w):
            report.append("%s: %d elements emulated, %d interpreted" % (name, len(g), len(w)))
            continue
        if is_float(mem):
            bad = [i for i in range(len(g)) if not same_float(g[i], w[i], err) and
                   not (zsign and g[i] == 0 and w[i] == 0)]
        else:
            bad = [i for i in range(len(g)) if g[i] != w[i]]
        if bad:
            i = bad[0]
            report.append("%s (%%v%d, %s): %d of %d elements differ; first at %d: "
                          "emulated %r, interpreted %r, tolerance %g"
                          % (name, nid, dtype, len(bad), len(g), i, g[i], w[i], err))
    return "\n".join(report)


# ---------------------------------------------------------------------------
# Minimisation and reproducers.


def minimise(runner, kernel, data_seed, failure, work, inject, deadline):
    """Greedy removal of statements (each with what uses it) while the
    failure keeps its signature. Returns the ids kept and the failure."""
    keep = list(range(len(kernel.nodes)))
    sig = failure.signature()
    last = failure
    changed = True
    while changed and time.time() < deadline:
        changed = False
        # Later statements first: they have fewer dependents.
        for nid in reversed(list(keep)):
            if nid not in keep or time.time() > deadline:
                continue
            trial = [i for i in kernel.closure_without([nid]) if i in keep]
            if not trial or len(trial) == len(keep):
                continue
            if sig[0] == "mismatch" and not any(
                    kernel.nodes[i].kind.startswith("store") or kernel.nodes[i].buffer and
                    kernel.nodes[i].buffer[0] == "out" for i in trial):
                continue
            fs = runner.check(kernel, trial, data_seed, work, only=sig, inject=inject)
            same = [f for f in fs if f.signature() == sig]
            if same:
                keep, last, changed = trial, same[0], True
    return keep, last


def save_reproducer(runner, out_dir, tag, kernel, keep, data_seed, failure, original, args,
                    work):
    d = os.path.join(out_dir, tag)
    os.makedirs(d, exist_ok=True)
    text = kernel.render(keep)[0]
    with open(os.path.join(d, "kernel.mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(d, "original.mlir"), "w") as f:
        f.write(original)
    for name in os.listdir(work):
        if name.startswith("data-"):
            shutil.copy(os.path.join(work, name), d)
    with open(os.path.join(d, "commands.txt"), "w") as f:
        f.write("%s on %s at step %s (seed %d, kernel %s, data seed %d)\n\n%s\n\n"
                % (failure.kind, failure.chip or "-", failure.step, args.seed, tag.split("-")[1],
                   data_seed, failure.message))
        f.write("Reproduce the whole check: %s --seed %d --count 1 --first %s --chips %s%s\n\n"
                % (os.path.relpath(__file__, REPO), args.seed, tag.split("-")[1],
                   failure.chip or ",".join(args.chips),
                   " --inject-fault" if args.inject_fault else ""))
        f.write("The commands of the failing step, run on kernel.mlir in this directory, "
                "and their output:\n")
        for cmd, rc, took, out, err in failure.log:
            cmd = cmd.replace(work + "/", "")
            f.write("\n$ %s\n# exit status %s, %s\n" % (cmd, "timeout" if rc is None else rc, took))
            if out.strip():
                f.write("# stdout:\n%s\n" % tail(out, 60))
            if err.strip():
                f.write("# stderr:\n%s\n" % tail(err, 60))
    return d


# ---------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Differential fuzzer: random cuda_tile kernels, interpreted and "
                    "emulated after the lowering of each chip, compared.")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True, help="kernels to generate")
    ap.add_argument("--first", type=int, default=0,
                    help="index of the first kernel (kernel i of a seed is always the same)")
    ap.add_argument("--chips", default="sm_80,sm_90a,sm_100a")
    ap.add_argument("--time-limit", type=float, default=60.0,
                    help="seconds one compile (mlir-opt run) may take")
    ap.add_argument("--out", default="fuzz-failures", help="where reproducers go")
    ap.add_argument("--features", default=",".join(FEATURES),
                    help="what the generator may use (default: all of %s)" % ",".join(FEATURES))
    ap.add_argument("--mma-fraction", type=float, default=0.15,
                    help="the share of kernels with a K loop of matrix products")
    ap.add_argument("--scaled-fraction", type=float, default=MMA_SCALED_SHARE,
                    help="the share of those whose products are block-scaled (mmaf_scaled)")
    ap.add_argument("--eight-warps-fraction", type=float, default=MMA_EIGHT_WARPS_SHARE,
                    help="the share of the others that run on eight warps")
    ap.add_argument("--specialized-fraction", type=float, default=0.0,
                    help="the share of those that ask for one CTA per SM (occupancy 1: a "
                         "producer warpgroup on sm_90a and sm_100a where TMA fills the loop)")
    ap.add_argument("--plugin", default=os.path.join(REPO, "build", "plugins",
                                                     "TileirasPlugin.so"))
    ap.add_argument("--mlir-opt", default=None)
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--minimise-seconds", type=float, default=300.0,
                    help="time the minimisation of one failure may take")
    ap.add_argument("--jobs", type=int, default=1, help="kept at 1: kernels run one at a time")
    ap.add_argument("--print", dest="print_kernels", action="store_true",
                    help="print each generated kernel and do nothing else")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--inject-fault", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    args.chips = [c for c in args.chips.split(",") if c]
    features = [f for f in args.features.split(",") if f]
    for f in features:
        if f not in FEATURES:
            ap.error("unknown feature %s" % f)

    if args.print_kernels:
        for i in range(args.first, args.first + args.count):
            k, ds = generate(args.seed, i, features, args.mma_fraction,
                             args.scaled_fraction, args.eight_warps_fraction,
                             args.specialized_fraction)
            print("// kernel %d, grid %d, data seed %d%s" % (
                i, k.grid, ds, ", chips %s" % ",".join(k.chips) if k.chips else ""))
            print(k.render()[0])
        return 0

    runner = Runner(args)
    if not runner.ptxas:
        print("tileiras-fuzz: no ptxas (/usr/local/cuda/bin/ptxas): the compiles to cubin "
              "are skipped")
    counts = {}
    minimised = set()
    mismatching = 0
    saved = []
    start = time.time()
    for i in range(args.first, args.first + args.count):
        kernel, data_seed = generate(args.seed, i, features, args.mma_fraction,
                                     args.scaled_fraction, args.eight_warps_fraction,
                             args.specialized_fraction)
        t0 = time.time()
        with tempfile.TemporaryDirectory(prefix="tileiras-fuzz-") as work:
            fs = runner.check(kernel, None, data_seed, work, inject=args.inject_fault)
            real = [f for f in fs if f.kind != "unsupported"]
            if args.verbose or real:
                print("kernel %d: %d statements, grid %d%s: %s (%.1f s)" % (
                    i, len(kernel.nodes), kernel.grid,
                    " (%s only)" % ",".join(kernel.chips) if kernel.chips else "",
                    "; ".join("%s%s" % (f.kind, " on " + f.chip if f.chip else "")
                              for f in real) or "ok", time.time() - t0))
                sys.stdout.flush()
            if any(f.kind == "mismatch" for f in real):
                mismatching += 1
            seen = set()
            for f in real:
                counts[f.kind] = counts.get(f.kind, 0) + 1
                key = (f.kind, f.step, f.signature()[3])
                if key in seen:
                    continue   # the same failure on another chip: one reproducer
                seen.add(key)
                original = kernel.render()[0]
                keep, last = list(range(len(kernel.nodes))), f
                if f.signature() in minimised and f.kind != "mismatch":
                    print("  %s: %s (seen before in this run: not minimised again)"
                          % (f.kind, f.signature()[3] or f.message.splitlines()[0]))
                elif not args.no_minimise:
                    minimised.add(f.signature())
                    keep, last = minimise(runner, kernel, data_seed, f, work,
                                          args.inject_fault, time.time() + args.minimise_seconds)
                tag = "%d-%d-%s-%s-%s" % (args.seed, i, f.chip or "all",
                                          re.sub(r"\W+", "-", f.kind), f.step)
                d = save_reproducer(runner, args.out, tag, kernel, keep, data_seed, last,
                                    original, args, work)
                saved.append(d)
                print("  %s: %s\n  reproducer (%d of %d statements): %s" % (
                    f.kind, last.message.splitlines()[0] if last.message else "",
                    len(keep), len(kernel.nodes), d))
                sys.stdout.flush()
    n = args.count
    print("%d kernels, %d mismatches" % (n, mismatching))
    others = {k: v for k, v in counts.items() if k != "mismatch"}
    if others:
        print("other failures: " + ", ".join("%d %s" % (v, k) for k, v in sorted(others.items())))
    print("unsupported features (not failures): %s" % (
        ", ".join("%s (%d)" % (w, runner.unsupported_seen.get(w, 0)) for _, w in UNSUPPORTED)
        or "none listed"))
    if not runner.ptxas:
        print("cubin step skipped: no ptxas")
    if args.verbose:
        print("%.1f s" % (time.time() - start))
    return 1 if counts else 0


if __name__ == "__main__":
    sys.exit(main())
