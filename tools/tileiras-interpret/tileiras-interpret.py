#!/usr/bin/env python3
"""tileiras-interpret: runs a cuda_tile module on the CPU, op by op on whole
tiles, as the Tile IR specification defines each op. It is a reference for
the lowering: tests compare what the compiled kernel computes (on a GPU with
tileiras-run, or emulated with tileiras-emulate) against it.

    tileiras-interpret KERNEL.mlir --grid=X[,Y,Z] [--kernel=NAME] [--seed=S]
        [--buffer=name:type:count:random|zeros|FILE]... [--i32=V] [--i64=V]
        [--f32=V] [--f64=V] [--out=name:FILE]...
        [--compare=name:FILE[:rtol=R,atol=A]]... [--dry-run] [--plugin=SO]

KERNEL.mlir is a cuda_tile module in any textual form; the interpreter asks
mlir-opt (with the dialect plugin, --plugin or build/plugins/TileirasPlugin.so
of this repository) for its generic form with locations and reads that.
Arguments mean what they mean to tileiras-run and tileiras-emulate, and
`random` buffers get the same values, so a GPU test's command lines carry
over. Tile blocks run one after the other in grid order (x fastest); every
memory operation takes effect in program order.

Errors are reported as `tileiras-interpret: error: FILE:LINE:COL: message`
(the location of the op) with exit status 1: accesses outside every buffer,
out-of-bounds view reads without a padding value, reads of memory never
written (alloca), failed asserts, violated assumptions and overflow flags,
integer division by zero, and ops the interpreter does not implement.
See README.md for the semantics covered.
"""
import bisect
import math
import operator
import os
import re
import shutil
import struct
import subprocess
import sys
from fractions import Fraction
from itertools import product as cartesian

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from runner_args import parse_runner_args, random_values, write_and_compare  # noqa: E402

PROG = "tileiras-interpret"


class InterpError(Exception):
    """An error located at an op (loc may be None)."""

    def __init__(self, message, loc=None):
        Exception.__init__(self, message)
        self.loc = loc


def fail(message):
    sys.stderr.write("%s: error: %s\n" % (PROG, message))
    sys.exit(1)


# ==========================================================================
# Generic-form parser
# ==========================================================================

OPENERS = {"(": ")", "[": "]", "{": "}", "<": ">"}


def skip_string(s, i):
    """Index after the string literal starting at s[i] == '"'."""
    i += 1
    n = len(s)
    while i < n:
        c = s[i]
        if c == "\\":
            i += 2
            continue
        if c == '"':
            return i + 1
        i += 1
    raise ValueError("unterminated string")


def balanced_end(s, i):
    """Index after the bracket group opening at s[i]."""
    depth = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == '"':
            i = skip_string(s, i)
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            if c == ">" and i > 0 and s[i - 1] == "-":
                i += 1
                continue
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError("unbalanced brackets")


def split_top(text, sep=","):
    """Splits at `sep` outside brackets and strings."""
    parts, depth, start, i, n = [], 0, 0, 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
        i += 1
    last = text[start:].strip()
    if last:
        parts.append(last)
    return parts


LOC_RE = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')


def parse_loc(text):
    m = LOC_RE.search(text or "")
    if not m:
        return None
    return "%s:%s:%s" % (m.group(1), m.group(2), m.group(3))


def parse_dict(text):
    """`a = 1, b, c = #x<y>` into {'a': '1', 'b': None, 'c': '#x<y>'}."""
    out = {}
    for part in split_top(text):
        key, eq, value = part.partition("=")
        key = key.strip().strip('"')
        out[key] = value.strip() if eq else None
    return out


class Op:
    __slots__ = ("name", "results", "operands", "props", "attrs", "in_types",
                 "out_types", "regions", "loc", "cache")

    def __init__(self):
        self.results, self.operands, self.regions = [], [], []
        self.props, self.attrs = {}, {}
        self.in_types, self.out_types = [], []
        self.loc = None
        self.cache = None

    def prop(self, key, default=None):
        if key in self.props:
            return self.props[key]
        return self.attrs.get(key, default)

    def has(self, key):
        return key in self.props or key in self.attrs


class Block:
    __slots__ = ("args", "arg_types", "ops")

    def __init__(self):
        self.args, self.arg_types, self.ops = [], [], []


class Parser:
    def __init__(self, text):
        self.s = text
        self.i = 0

    def ws(self):
        s, n = self.s, len(self.s)
        i = self.i
        while i < n:
            c = s[i]
            if c in " \t\r\n":
                i += 1
            elif s.startswith("//", i):
                j = s.find("\n", i)
                i = n if j < 0 else j + 1
            else:
                break
        self.i = i

    def peek(self, text):
        self.ws()
        return self.s.startswith(text, self.i)

    def expect(self, text):
        if not self.peek(text):
            raise ValueError("expected '%s' at offset %d: %r" % (text, self.i, self.s[self.i:self.i + 40]))
        self.i += len(text)

    def group(self):
        """The text of the bracket group at the cursor, brackets included."""
        self.ws()
        end = balanced_end(self.s, self.i)
        text = self.s[self.i:end]
        self.i = end
        return text

    def type_token(self):
        self.ws()
        s, i = self.s, self.i
        j = i
        while j < len(s) and (s[j].isalnum() or s[j] in "!_.$"):
            j += 1
        if j < len(s) and s[j] == "<":
            j = balanced_end(s, j)
        self.i = j
        return s[i:j]

    def module(self):
        ops = []
        while True:
            self.ws()
            if self.i >= len(self.s) or self.s.startswith("{-#", self.i):
                break
            if self.s.startswith("#", self.i):  # an alias definition line
                j = self.s.find("\n", self.i)
                self.i = len(self.s) if j < 0 else j + 1
                continue
            ops.append(self.op())
        return ops

    def op(self):
        op = Op()
        self.ws()
        s = self.s
        if s[self.i] == "%":
            eq = s.index("=", self.i)
            for part in s[self.i:eq].split(","):
                part = part.strip()
                if ":" in part:
                    base, count = part.split(":")
                    op.results += ["%s#%d" % (base, k) for k in range(int(count))]
                else:
                    op.results.append(part)
            self.i = eq + 1
            self.ws()
        end = skip_string(s, self.i)
        op.name = s[self.i + 1:end - 1]
        self.i = end
        operands = self.group()
        op.operands = [o.strip() for o in split_top(operands[1:-1])]
        if self.peek("["):
            self.group()
        if self.peek("<{"):
            text = self.group()
            op.props = parse_dict(text[2:-2])
        if self.peek("({"):
            self.expect("(")
            while True:
                op.regions.append(self.region())
                if self.peek(","):
                    self.expect(",")
                    continue
                self.expect(")")
                break
        if self.peek("{"):
            text = self.group()
            op.attrs = parse_dict(text[1:-1])
        self.expect(":")
        ins = self.group()
        op.in_types = split_top(ins[1:-1])
        self.expect("->")
        if self.peek("("):
            outs = self.group()
            op.out_types = split_top(outs[1:-1])
        else:
            op.out_types = [self.type_token()]
        if self.peek("loc("):
            self.i += 3
            op.loc = parse_loc(self.group())
        return op

    def region(self):
        self.expect("{")
        blocks = []
        block = None
        while True:
            self.ws()
            if self.s.startswith("}", self.i):
                self.i += 1
                break
            if self.s.startswith("^", self.i):
                block = Block()
                blocks.append(block)
                j = self.i
                while self.s[j] not in "(:":
                    j += 1
                self.i = j
                if self.s[j] == "(":
                    args = self.group()
                    for a in split_top(args[1:-1]):
                        name, _, rest = a.partition(":")
                        rest = rest.strip()
                        k = rest.find(" loc(")
                        if k >= 0:
                            rest = rest[:k]
                        block.args.append(name.strip())
                        block.arg_types.append(rest.strip())
                self.expect(":")
                continue
            if block is None:
                block = Block()
                blocks.append(block)
            block.ops.append(self.op())
        return blocks


def walk(ops):
    for op in ops:
        yield op
        for region in op.regions:
            for block in region:
                yield from walk(block.ops)


def mlir_unescape(text):
    out, i = bytearray(), 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            if nxt in 'nt\\"':
                out += {"n": b"\n", "t": b"\t", "\\": b"\\", '"': b'"'}[nxt]
                i += 2
                continue
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
            continue
        out += c.encode()
        i += 1
    return out.decode("utf-8", "replace")


# ==========================================================================
# Types
# ==========================================================================

INT_WIDTHS = {"i1": 1, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64}


class FloatFormat:
    def __init__(self, name, bits, p, emin, emax, kind):
        self.name, self.bits, self.p, self.emin, self.emax, self.kind = name, bits, p, emin, emax, kind
        # kind: ieee (inf and NaN), fn (no inf, NaN), fn4 (neither), e8m0
        if kind == "fn":  # E4M3FN: the all-ones mantissa at the top exponent is NaN
            self.max = math.ldexp(2 - 2.0 ** (2 - p), emax)
        elif kind == "e8m0":
            self.max = math.ldexp(1.0, 127)
        else:
            self.max = math.ldexp(2 - 2.0 ** (1 - p), emax)
        self.mant_bits = p - 1
        self.exp_bits = bits - p if kind != "e8m0" else 8
        self.bias = 1 - emin if kind != "e8m0" else 127


FLOATS = {
    "f64": FloatFormat("f64", 64, 53, -1022, 1023, "ieee"),
    "f32": FloatFormat("f32", 32, 24, -126, 127, "ieee"),
    "tf32": FloatFormat("tf32", 32, 11, -126, 127, "ieee"),
    "f16": FloatFormat("f16", 16, 11, -14, 15, "ieee"),
    "bf16": FloatFormat("bf16", 16, 8, -126, 127, "ieee"),
    "f8E4M3FN": FloatFormat("f8E4M3FN", 8, 4, -6, 8, "fn"),
    "f8E5M2": FloatFormat("f8E5M2", 8, 3, -14, 15, "ieee"),
    "f8E8M0FNU": FloatFormat("f8E8M0FNU", 8, 1, -127, 127, "e8m0"),
    "f4E2M1FN": FloatFormat("f4E2M1FN", 4, 2, 0, 2, "fn4"),
}
BASE_FLOATS = ("f16", "bf16", "f32", "f64")


def is_float(t):
    return t in FLOATS


def is_int(t):
    return t in INT_WIDTHS


def is_ptr(t):
    return t.startswith("ptr<")


def pointee(t):
    return t[4:-1]


def elem_bits(t):
    if t in INT_WIDTHS:
        return INT_WIDTHS[t]
    if t in FLOATS:
        return FLOATS[t].bits
    if is_ptr(t):
        return 64
    raise InterpError("unknown element type %s" % t)


def elem_size(t):
    """Bytes of one element in memory (i1 is a byte; 4-bit types: 0.5)."""
    b = elem_bits(t)
    if b == 1:
        return 1
    return b / 8 if b == 4 else b // 8


class TileType:
    __slots__ = ("shape", "elem")

    def __init__(self, shape, elem):
        self.shape, self.elem = shape, elem


class TensorViewType:
    __slots__ = ("shape", "strides", "elem")

    def __init__(self, shape, strides, elem):
        self.shape, self.strides, self.elem = shape, strides, elem


class TiledViewType:
    __slots__ = ("kind", "tile", "steps", "tensor", "dim_map", "padding", "sparse_dim")

    def __init__(self):
        self.steps, self.dim_map, self.padding, self.sparse_dim = None, None, None, None


TYPE_CACHE = {}
SHAPE_RE = re.compile(r"^((?:(?:\d+|\?)x)*)(.*)$")


def parse_shape_elem(inner):
    m = SHAPE_RE.match(inner)
    dims = [None if d == "?" else int(d) for d in m.group(1).split("x") if d]
    return tuple(dims), m.group(2)


def parse_dims(text):
    """`?x32` or `[?, 1]` into [None, 32]."""
    text = text.strip().strip("[]()")
    out = []
    for d in re.split(r"[x,]", text):
        d = d.strip()
        if d:
            out.append(None if d == "?" else int(d))
    return out


def parse_type(text):
    t = TYPE_CACHE.get(text)
    if t is not None:
        return t
    raw = text.strip()
    if raw.startswith("!cuda_tile."):
        raw = raw[len("!cuda_tile."):]
    if raw.startswith("tile<"):
        shape, elem = parse_shape_elem(raw[5:-1])
        t = TileType(shape, elem)
    elif raw == "token":
        t = "token"
    elif raw.startswith("tensor_view<"):
        parts = split_top(raw[len("tensor_view<"):-1])
        shape, elem = parse_shape_elem(parts[0])
        strides = []
        for p in parts[1:]:
            if p.startswith("strides"):
                strides = parse_dims(p.split("=", 1)[1])
        t = TensorViewType(shape, strides, elem)
    elif raw.startswith(("partition_view<", "strided_view<", "gather_scatter_view<")):
        kind = raw[:raw.index("<")]
        t = TiledViewType()
        t.kind = {"partition_view": "partition", "strided_view": "strided",
                  "gather_scatter_view": "gather"}[kind]
        for p in split_top(raw[len(kind) + 1:-1]):
            key, eq, value = p.partition("=")
            key, value = key.strip(), value.strip()
            if p.startswith("tensor_view<"):
                t.tensor = parse_type(p)
            elif key == "tile":
                t.tile = parse_dims(value)
            elif key == "traversal_strides":
                t.steps = parse_dims(value)
            elif key == "dim_map":
                t.dim_map = parse_dims(value)
            elif key == "padding_value":
                t.padding = value
            elif key == "sparse_dim":
                t.sparse_dim = int(value)
        if t.dim_map is None:
            t.dim_map = list(range(len(t.tile)))
        if t.steps is None:
            t.steps = list(t.tile)
    else:
        t = raw
    TYPE_CACHE[text] = t
    return t


# ==========================================================================
# Numbers: exact rounding, encodings
# ==========================================================================

INF = math.inf
_D = struct.Struct("<d")
_Q = struct.Struct("<Q")
_F = struct.Struct("<f")
_I = struct.Struct("<I")
_E = struct.Struct("<e")
_H = struct.Struct("<H")
# The NaN arithmetic produces: all payload bits set (what the GPU gives).
CANON_NAN = _D.unpack(_Q.pack(0x7FFFFFFFFFFFFFFF))[0]


def dbits(x):
    return _Q.unpack(_D.pack(x))[0]


def from_dbits(b):
    return _D.unpack(_Q.pack(b))[0]


def is_nan(x):
    return x != x


def fraction_exponent(a):
    """floor(log2(a)) of a positive Fraction."""
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if e >= 0:
        if a.numerator < a.denominator << e:
            e -= 1
    else:
        if a.numerator << -e < a.denominator:
            e -= 1
    return e


def round_to(x, t, mode="rn", sat=False):
    """x (a float or an exact Fraction) rounded to float type t. mode: rn
    (nearest even), rz (toward zero), ru (toward +inf), rd (toward -inf).
    sat: overflow gives the largest finite value (and inf too)."""
    F = FLOATS[t]
    if isinstance(x, float):
        if x != x:
            return CANON_NAN if F.kind != "fn4" else 0.0
        if x == 0:
            return x if F.kind != "e8m0" else math.ldexp(1.0, -127)
        if x in (INF, -INF):
            if F.kind == "ieee" and not sat:
                return x
            if F.kind == "fn" and not sat:
                return CANON_NAN
            return math.copysign(F.max, x)
        neg = x < 0
        a = -x if neg else x
        e = math.frexp(a)[1] - 1
    else:
        if x == 0:
            return 0.0 if F.kind != "e8m0" else math.ldexp(1.0, -127)
        neg = x < 0
        a = -x if neg else x
        e = fraction_exponent(a)
    if F.kind == "e8m0":
        if neg:
            return CANON_NAN
        q = e
    else:
        q = max(e, F.emin) - (F.p - 1)
    if isinstance(a, float):
        scaled = math.ldexp(a, -q)
        n = math.floor(scaled)
        frac = scaled - n
        half = 0.5
    else:
        scaled = a / (Fraction(2) ** q) if q >= 0 else a * (1 << -q)
        n = scaled.numerator // scaled.denominator
        frac = scaled - n
        half = Fraction(1, 2)
    if mode == "rn":
        if frac > half or (frac == half and n & 1):
            n += 1
    elif mode == "rz":
        pass
    elif (mode == "ru" and not neg) or (mode == "rd" and neg):
        if frac:
            n += 1
    r = math.ldexp(float(n), q)
    if F.kind == "e8m0" and r < math.ldexp(1.0, -127):
        r = math.ldexp(1.0, -127)
    if r > F.max:
        away = mode == "rn" or (mode == "ru" and not neg) or (mode == "rd" and neg)
        if sat or not away or F.kind == "fn4":
            r = F.max
        elif F.kind == "ieee":
            r = INF
        else:
            return CANON_NAN
    return -r if neg else r


def _round_f32(x):
    try:
        return _F.unpack(_F.pack(x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def _round_f16(x):
    try:
        return _E.unpack(_E.pack(x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def rn(x, t):
    """Round to nearest even (the fast path for the common types)."""
    if x != x:
        return CANON_NAN
    if t == "f32":
        return _round_f32(x)
    if t == "f64":
        return x
    if t == "f16":
        return _round_f16(x)
    return round_to(x, t)


def rounder(t):
    if t == "f64":
        return lambda x: CANON_NAN if x != x else x
    if t == "f32":
        return lambda x: CANON_NAN if x != x else _round_f32(x)
    if t == "f16":
        return lambda x: CANON_NAN if x != x else _round_f16(x)
    return lambda x: round_to(x, t)


def float_to_bits(x, t):
    """The encoding of a value already representable in t."""
    F = FLOATS[t]
    if t == "f64":
        return dbits(x)
    if t in ("f32", "tf32"):
        return _I.unpack(_F.pack(x))[0]
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    top = sign << (F.bits - 1)
    if x != x:
        if F.kind == "fn4":
            return 0
        if F.kind == "e8m0":
            return 0xFF
        if F.kind == "fn":
            return top | 0x7F
        payload = (dbits(x) >> (52 - F.mant_bits)) & ((1 << F.mant_bits) - 1)
        return top | (((1 << F.exp_bits) - 1) << F.mant_bits) | (payload or (1 << (F.mant_bits - 1)))
    if t == "f16":
        return _H.unpack(_E.pack(x))[0]
    if t == "bf16":
        return _I.unpack(_F.pack(x))[0] >> 16
    if F.kind == "e8m0":
        return math.frexp(x)[1] - 1 + 127
    if x in (INF, -INF):
        return top | (((1 << F.exp_bits) - 1) << F.mant_bits)
    a = abs(x)
    if a == 0:
        return top
    e = math.frexp(a)[1] - 1
    if e < F.emin:
        return top | int(math.ldexp(a, F.mant_bits - F.emin))
    m = int(math.ldexp(a, F.mant_bits - e)) - (1 << F.mant_bits)
    return top | ((e + F.bias) << F.mant_bits) | m


def bits_to_float(b, t):
    F = FLOATS[t]
    if t == "f64":
        return from_dbits(b)
    if t == "f32":
        return _F.unpack(_I.pack(b & 0xFFFFFFFF))[0]
    if t == "tf32":  # the low 13 bits of the container are not part of the value
        return _F.unpack(_I.pack(b & 0xFFFFE000))[0]
    if t == "bf16":
        return _F.unpack(_I.pack((b & 0xFFFF) << 16))[0]
    if F.kind == "e8m0":
        b &= 0xFF
        return CANON_NAN if b == 0xFF else math.ldexp(1.0, b - 127)
    b &= (1 << F.bits) - 1
    sign = -1.0 if b >> (F.bits - 1) else 1.0
    e = (b >> F.mant_bits) & ((1 << F.exp_bits) - 1)
    m = b & ((1 << F.mant_bits) - 1)
    if F.kind == "ieee" and e == (1 << F.exp_bits) - 1:
        if m == 0:
            return sign * INF
        nan = from_dbits(0x7FF0000000000000 | (m << (52 - F.mant_bits)))
        return -nan if sign < 0 else nan
    if F.kind == "fn" and e == (1 << F.exp_bits) - 1 and m == (1 << F.mant_bits) - 1:
        return CANON_NAN if sign > 0 else -CANON_NAN
    if t == "f16":
        return _E.unpack(_H.pack(b))[0]
    if e == 0:
        return sign * math.ldexp(m, F.emin - F.mant_bits)
    return sign * math.ldexp(m + (1 << F.mant_bits), e - F.bias - F.mant_bits)


def to_bits(v, t):
    if t in INT_WIDTHS:
        return v
    if is_ptr(t):
        return v
    return float_to_bits(v, t)


def from_bits(b, t):
    if t in INT_WIDTHS:
        return b & ((1 << INT_WIDTHS[t]) - 1)
    if is_ptr(t):
        return b & 0xFFFFFFFFFFFFFFFF
    return bits_to_float(b, t)


def signed(v, w):
    return v - (1 << w) if v >> (w - 1) else v


def wrap(v, w):
    return v & ((1 << w) - 1)


# ==========================================================================
# Values
# ==========================================================================


class Tile:
    __slots__ = ("shape", "elem", "data")

    def __init__(self, shape, elem, data):
        self.shape, self.elem, self.data = tuple(shape), elem, data

    def scalar(self):
        return self.data[0]


class Token:
    pass


TOKEN = Token()


class TensorView:
    __slots__ = ("base", "shape", "strides", "elem")

    def __init__(self, base, shape, strides, elem):
        self.base, self.shape, self.strides, self.elem = base, shape, strides, elem


class TiledView:
    __slots__ = ("type", "tensor")

    def __init__(self, vtype, tensor):
        self.type, self.tensor = vtype, tensor


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def powi_exact(x, n):
    """x to the integer power n, rounded once to a double (a zero base with a
    negative exponent is an infinity, signed for odd n)."""
    if x != x:
        return 1.0 if n == 0 else x
    try:
        if math.isfinite(x) and abs(n) <= 256:
            return float(Fraction(x) ** n)
        return math.pow(x, n)
    except (ZeroDivisionError, ValueError, OverflowError):
        return math.copysign(math.inf, x) if n % 2 else math.inf


def strides_of(shape):
    out, acc = [], 1
    for d in reversed(shape):
        out.append(acc)
        acc *= d
    return list(reversed(out))


def indices(shape):
    return cartesian(*[range(d) for d in shape]) if shape else [()]


# ==========================================================================
# Memory
# ==========================================================================

REGION_BITS = 40


class Region:
    __slots__ = ("base", "data", "init", "name", "readonly")

    def __init__(self, base, data, name, init=None, readonly=False):
        self.base, self.data, self.name = base, data, name
        self.init = init  # None: every byte initialised; else a bytearray of flags
        self.readonly = readonly


class Memory:
    def __init__(self):
        self.regions = []
        self.bases = []
        self.last = None

    def add(self, region):
        k = bisect.bisect(self.bases, region.base)
        self.bases.insert(k, region.base)
        self.regions.insert(k, region)

    def remove(self, region):
        k = self.regions.index(region)
        del self.regions[k]
        del self.bases[k]
        if self.last is region:
            self.last = None

    def find(self, addr, size):
        r = self.last
        if r is not None and r.base <= addr and addr + size <= r.base + len(r.data):
            return r
        k = bisect.bisect(self.bases, addr) - 1
        if k >= 0:
            r = self.regions[k]
            if addr + size <= r.base + len(r.data):
                self.last = r
                return r
        return None

    def describe(self, addr):
        """Where an address lies relative to the nearest region."""
        k = bisect.bisect(self.bases, addr) - 1
        if k >= 0:
            r = self.regions[k]
            if addr < r.base + len(r.data):
                return "runs past the end of %s (%d bytes)" % (r.name, len(r.data))
            if addr - (r.base + len(r.data)) < (1 << 32):
                return "%d bytes past the end of %s (%d bytes)" % (
                    addr - (r.base + len(r.data)), r.name, len(r.data))
        if k + 1 < len(self.regions) and self.regions[k + 1].base - addr < (1 << 32):
            r = self.regions[k + 1]
            return "%d bytes before the start of %s" % (r.base - addr, r.name)
        return "outside every buffer"

    def check(self, addr, size, what, loc):
        r = self.find(addr, size)
        if r is None:
            raise InterpError("out-of-bounds %s of %d bytes at 0x%x: %s"
                              % (what, size, addr, self.describe(addr)), loc)
        return r

    def read(self, addr, size, loc, what="read"):
        r = self.check(addr, size, what, loc)
        off = addr - r.base
        if r.init is not None and not all(r.init[off:off + size]):
            raise InterpError("read of uninitialised memory: %d bytes at offset %d of %s"
                              % (size, off, r.name), loc)
        return r.data[off:off + size]

    def write(self, addr, data, loc, what="write"):
        r = self.check(addr, len(data), what, loc)
        if r.readonly:
            raise InterpError("write to the constant %s" % r.name, loc)
        off = addr - r.base
        r.data[off:off + len(data)] = data
        if r.init is not None:
            r.init[off:off + len(data)] = b"\x01" * len(data)

    def load(self, addr, t, loc, what="read"):
        size = int(elem_size(t))
        raw = self.read(addr, size, loc, what)
        b = int.from_bytes(raw, "little")
        if t == "i1":
            return 1 if b else 0
        return from_bits(b, t)

    def store(self, addr, value, t, loc, what="write"):
        size = int(elem_size(t))
        self.write(addr, to_bits(value, t).to_bytes(size, "little"), loc, what)

    # 4-bit elements: element k of a view lives in byte k // 2, the even one
    # in bits 3..0.
    def load_nibble(self, addr2, t, loc):
        raw = self.read(addr2 >> 1, 1, loc)[0]
        return from_bits((raw >> (4 * (addr2 & 1))) & 0xF, t)

    def store_nibble(self, addr2, value, t, loc):
        r = self.check(addr2 >> 1, 1, "write", loc)
        off = (addr2 >> 1) - r.base
        shift = 4 * (addr2 & 1)
        old = r.data[off]
        r.data[off] = (old & ~(0xF << shift)) | ((to_bits(value, t) & 0xF) << shift)
        if r.init is not None:
            r.init[off] = 1


# ==========================================================================
# Float and integer elementwise semantics
# ==========================================================================

ROUNDING = {"nearest_even": "rn", "zero": "rz", "negative_inf": "rd",
            "positive_inf": "ru", "approx": "rn", "full": "rn",
            "nearest_int_to_zero": "rz"}


def enum_value(text):
    """`#cuda_tile.rounding<zero>` -> 'zero'; `1 : i32` -> 1."""
    if text is None:
        return None
    text = text.strip()
    if text.startswith("#"):
        return text[text.index("<") + 1:-1].strip()
    return int(text.split(":")[0].strip())


def ftz32(x):
    if x != 0 and abs(x) < 1.1754943508222875e-38:
        return math.copysign(0.0, x)
    return x


def _safe(fn):
    def g(*args):
        try:
            return fn(*args)
        except (ValueError, ZeroDivisionError):
            return CANON_NAN
        except OverflowError:
            return INF
    return g


def f_div(a, b):
    if b == 0:
        if a != a or a == 0:
            return CANON_NAN
        neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
        return -INF if neg else INF
    return a / b


def f_exp(x):
    if x != x:
        return x
    try:
        return math.exp(x)
    except OverflowError:
        return INF


def f_exp2(x):
    if x != x:
        return x
    try:
        return 2.0 ** x
    except OverflowError:
        return INF


def f_log(x, base=None):
    if x != x or x < 0:
        return CANON_NAN
    if x == 0:
        return -INF
    if x == INF:
        return INF
    return math.log2(x) if base == 2 else math.log(x)


def f_sqrt(x):
    if x != x or x < 0:
        return CANON_NAN if not (x == 0) else x
    if x == INF:
        return INF
    return math.sqrt(x)


def f_rsqrt(x):
    if x == 0:
        return math.copysign(INF, x)
    s = f_sqrt(x)
    if s != s:
        return s
    return 1.0 / s


def f_pow(a, b):
    try:
        r = math.pow(a, b)
    except OverflowError:
        r = INF if (a > 0 or float(b).is_integer() and int(b) % 2 == 0) else -INF
    except (ValueError, ZeroDivisionError):
        if a == 0 and b < 0:
            odd = float(b).is_integer() and int(b) % 2 == 1
            return math.copysign(INF, a) if odd else INF
        return CANON_NAN
    return r


def f_trig(fn):
    def g(x):
        if x != x or x in (INF, -INF):
            return CANON_NAN
        return fn(x)
    return g


def f_hyp(fn):
    def g(x):
        if x != x:
            return x
        try:
            return fn(x)
        except OverflowError:
            return math.copysign(INF, x) if fn is math.sinh else INF
    return g


def f_fmod(a, b):
    if a != a or b != b or a in (INF, -INF) or b == 0:
        return CANON_NAN
    if b in (INF, -INF):
        return a
    return math.fmod(a, b)


def f_max(a, b, propagate):
    if a != a or b != b:
        if propagate:
            return CANON_NAN
        if a != a and b != b:
            return CANON_NAN
        return b if a != a else a
    if a == b == 0:
        return b if math.copysign(1, a) < 0 else a
    return a if a > b else b


def f_min(a, b, propagate):
    if a != a or b != b:
        if propagate:
            return CANON_NAN
        if a != a and b != b:
            return CANON_NAN
        return b if a != a else a
    if a == b == 0:
        return a if math.copysign(1, a) < 0 else b
    return a if a < b else b


UNARY_MATH = {
    "exp": f_exp, "exp2": f_exp2, "log": f_log, "log2": lambda x: f_log(x, 2),
    "sqrt": f_sqrt, "rsqrt": f_rsqrt,
    "sin": f_trig(math.sin), "cos": f_trig(math.cos), "tan": f_trig(math.tan),
    "sinh": f_hyp(math.sinh), "cosh": f_hyp(math.cosh),
    "tanh": lambda x: x if x != x else math.tanh(x),
    "ceil": lambda x: x if (x != x or x in (INF, -INF)) else math.copysign(float(math.ceil(x)), x),
    "floor": lambda x: x if (x != x or x in (INF, -INF)) else math.copysign(float(math.floor(x)), x),
}


def exact_sqrt(a):
    """sqrt of a positive Fraction, as a Fraction that rounds like it."""
    k = 120
    n = a * (Fraction(4) ** k)
    nn = n.numerator // n.denominator
    s = math.isqrt(nn)
    exact = s * s == nn and n.denominator == 1
    val = Fraction(s, 2 ** k)
    if not exact:
        val += Fraction(1, 2 ** (k + 1))
    return val


# ==========================================================================
# The interpreter
# ==========================================================================

IMPLEMENTED = set()


def handler(*names):
    def deco(fn):
        for n in names:
            IMPLEMENTED.add("cuda_tile." + n)
        fn.op_names = names
        return fn
    return deco


class Outcome(Exception):
    """A terminator leaving its region: kind is yield/continue/break/return."""

    def __init__(self, kind, values):
        Exception.__init__(self, kind)
        self.kind, self.values = kind, values


class Interpreter:
    def __init__(self, memory, globals_, grid, out):
        self.memory = memory
        self.globals = globals_
        self.grid = grid
        self.out = out
        self.block_id = (0, 0, 0)
        self.allocas = []
        self.env = {}
        self.handlers = {}
        for name in dir(self):
            fn = getattr(self, name)
            for n in getattr(fn, "op_names", ()):
                self.handlers["cuda_tile." + n] = fn

    # ---- running regions ------------------------------------------------

    def run_block(self, block, args):
        env = self.env
        for name, value in zip(block.args, args):
            env[name] = value
        for op in block.ops:
            fn = self.handlers.get(op.name)
            if fn is None:
                raise InterpError("op '%s' is not implemented by the interpreter" % op.name, op.loc)
            self.op = op
            results = fn(op, [env[o] for o in op.operands])
            if results is not None:
                for name, value in zip(op.results, results):
                    env[name] = value
        return Outcome("yield", [])  # a block without a terminator

    def run_region(self, region, args):
        """Runs a region; returns the Outcome its terminator gives."""
        if not region:
            return Outcome("yield", [])
        try:
            return self.run_block(region[0], args)
        except Outcome as o:
            return o

    def run_entry(self, entry, args, block_id):
        self.block_id = block_id
        self.env = {}
        try:
            o = self.run_region(entry.regions[0], args)
            if o.kind not in ("yield", "return"):
                raise InterpError("'%s' outside a loop" % o.kind, self.op.loc)
        finally:
            for region in self.allocas:
                self.memory.remove(region)
            self.allocas = []

    # ---- helpers --------------------------------------------------------

    def err(self, message):
        return InterpError(message, self.op.loc)

    def rtype(self, op, k=0):
        return parse_type(op.out_types[k])

    def itype(self, op, k=0):
        return parse_type(op.in_types[k])

    def segments(self, op):
        text = op.prop("operandSegmentSizes")
        return [int(x) for x in text[text.index(":") + 1:-1].split(",")] if text else None

    def split_operands(self, op, values):
        sizes = self.segments(op)
        out, k = [], 0
        for s in sizes:
            out.append(values[k:k + s])
            k += s
        return out

    def make(self, op, data, k=0):
        t = self.rtype(op, k)
        return Tile(t.shape, t.elem, data)

    # ---- terminators ----------------------------------------------------

    @handler("yield")
    def op_yield(self, op, v):
        raise Outcome("yield", v)

    @handler("continue")
    def op_continue(self, op, v):
        raise Outcome("continue", v)

    @handler("break")
    def op_break(self, op, v):
        raise Outcome("break", v)

    @handler("return")
    def op_return(self, op, v):
        raise Outcome("return", v)

    # ---- control flow ---------------------------------------------------

    @handler("if")
    def op_if(self, op, v):
        cond = v[0].scalar()
        region = op.regions[0] if cond else (op.regions[1] if len(op.regions) > 1 else [])
        o = self.run_region(region, [])
        if o.kind == "yield":
            return o.values
        raise o

    @handler("for")
    def op_for(self, op, v):
        lb, ub, step = v[0], v[1], v[2]
        carried = v[3:]
        w = INT_WIDTHS[lb.elem]
        uns = op.has("unsignedCmp")
        conv = (lambda x: x) if uns else (lambda x: signed(x, w))
        i, hi, st = conv(lb.scalar()), conv(ub.scalar()), signed(step.scalar(), w)
        if st <= 0:
            raise self.err("for: the step %d is not positive" % st)
        region = op.regions[0]
        while i < hi:
            o = self.run_region(region, [Tile((), lb.elem, [wrap(i, w)])] + carried)
            if o.kind == "continue" or o.kind == "yield":
                carried = o.values
            elif o.kind == "return":
                raise o
            else:
                raise InterpError("'%s' in the body of a for" % o.kind, op.loc)
            i += st
        self.op = op
        return carried

    @handler("loop")
    def op_loop(self, op, v):
        carried = v
        region = op.regions[0]
        while True:
            o = self.run_region(region, carried)
            if o.kind in ("continue", "yield"):
                carried = o.values
            elif o.kind == "break":
                self.op = op
                return o.values
            else:
                raise o

    # ---- ids, constants, misc ------------------------------------------

    @handler("get_tile_block_id")
    def op_block_id(self, op, v):
        e = self.rtype(op).elem
        return [Tile((), e, [x]) for x in self.block_id]

    @handler("get_num_tile_blocks")
    def op_num_blocks(self, op, v):
        e = self.rtype(op).elem
        return [Tile((), e, [x]) for x in self.grid]

    @handler("constant")
    def op_constant(self, op, v):
        if op.cache is None:
            t = self.rtype(op)
            op.cache = Tile(t.shape, t.elem, dense_values(op.prop("value"), t, op.loc))
        c = op.cache
        return [Tile(c.shape, c.elem, list(c.data))]

    @handler("iota")
    def op_iota(self, op, v):
        t = self.rtype(op)
        w = INT_WIDTHS[t.elem]
        return [Tile(t.shape, t.elem, [wrap(i, w) for i in range(t.shape[0])])]

    # Memory takes effect in program order and kernels run alone: tokens,
    # the alias fence and grid dependency control order nothing more.
    @handler("make_token", "join_tokens", "memory_fence_alias_tko", "gdc_wait_tko",
             "gdc_launch_dependents_tko")
    def op_token(self, op, v):
        return [TOKEN]

    @handler("assume")
    def op_assume(self, op, v):
        x = v[0]
        pred = op.prop("predicate") or ""
        m = re.match(r"#cuda_tile\.(\w+)<(.*)>$", pred.strip())
        if m and isinstance(x, Tile):
            kind, args = m.group(1), m.group(2)
            vals = x.data
            if is_int(x.elem) and x.elem != "i1":
                w = INT_WIDTHS[x.elem]
                vals = [signed(a, w) for a in vals]
            if kind == "div_by" and (is_int(x.elem) or is_ptr(x.elem)):
                parts = [p.strip() for p in args.split(",")]
                n = int(parts[0])
                if len(parts) == 1:
                    for a in vals:
                        if a % n:
                            raise self.err("assume div_by<%d> does not hold: %s" % (n, fmt_value(a, x.elem)))
            elif kind == "bounded" and is_int(x.elem):
                lo, hi = [p.strip() for p in args.split(",")]
                for a in vals:
                    if (lo != "?" and a < int(lo)) or (hi != "?" and a > int(hi)):
                        raise self.err("assume bounded<%s, %s> does not hold: %d" % (lo, hi, a))
        elif m and isinstance(x, TensorView) and m.group(1) == "div_by":
            n = int(m.group(2).split(",")[0])
            if x.base % n:
                raise self.err("assume div_by<%d> does not hold: the base is 0x%x" % (n, x.base))
        return [x]

    @handler("assert")
    def op_assert(self, op, v):
        if not all(v[0].data):
            msg = mlir_unescape(op.prop("message", '""')[1:-1])
            raise self.err("assertion failed: %s" % msg)
        return []

    @handler("print_tko", "print")
    def op_print(self, op, v):
        fmt = mlir_unescape(op.prop("str")[1:-1])
        sizes = self.segments(op)
        args = v[:sizes[0]] if sizes else [x for x in v if isinstance(x, Tile)]
        self.out.write(format_print(fmt, args, self.err))
        self.out.flush()
        return [TOKEN] if op.results else []

    @handler("global")
    def op_global(self, op, v):
        return []

    @handler("get_global")
    def op_get_global(self, op, v):
        name = op.prop("name").strip().lstrip("@").strip('"')
        if name not in self.globals:
            raise self.err("no global @%s" % name)
        return [Tile((), self.rtype(op).elem, [self.globals[name]])]

    @handler("alloca")
    def op_alloca(self, op, v):
        t = self.rtype(op)
        n = int(op.prop("num_elem").split(":")[0])
        align = int(op.prop("alignment").split(":")[0])
        size = int(math.ceil(n * elem_size(pointee(t.elem))))
        base = (0x4000 + len(self.allocas) + 1) << REGION_BITS
        if align and base % align:
            raise self.err("alloca: alignment %d is not supported" % align)
        name = "alloca at %s" % op.loc
        region = Region(base, bytearray(size), name, init=bytearray(size))
        self.memory.add(region)
        self.allocas.append(region)
        return [Tile((), t.elem, [base])]

    # ---- float arithmetic ----------------------------------------------

    def float_binary(self, op, v, fast, exact_fn):
        a, b = v
        t = a.elem
        mode = ROUNDING[enum_value(op.prop("rounding_mode")) or "nearest_even"]
        ftz = op.has("flush_to_zero") and t == "f32"
        xs, ys = a.data, b.data
        if ftz:
            xs, ys = [ftz32(x) for x in xs], [ftz32(y) for y in ys]
        if mode == "rn":
            r = rounder(t)
            out = [r(fast(x, y)) for x, y in zip(xs, ys)]
        else:
            # Directed rounding: the exact result rounded once (to f32 for
            # f16/bf16, which the language computes in f32, then to t).
            target = t if t in ("f32", "f64") else "f32"
            out = []
            for x, y in zip(xs, ys):
                z = fast(x, y)
                if z != z or z in (INF, -INF) or x in (INF, -INF) or y in (INF, -INF):
                    out.append(rn(z, t))
                    continue
                e = exact_fn(Fraction(x), Fraction(y))
                if e == 0:
                    res = z  # the sign of an exact zero, as IEEE gives it
                    if mode == "rd" and exact_fn in (_ex_add, _ex_sub):
                        yeff = y if exact_fn is _ex_add else -y
                        both_pos = (x == 0 and yeff == 0 and math.copysign(1, x) > 0
                                    and math.copysign(1, yeff) > 0)
                        res = 0.0 if both_pos else -0.0
                else:
                    res = round_to(e, target, mode)
                out.append(rn(res, t) if target != t else res)
        if ftz:
            out = [ftz32(x) for x in out]
        return [Tile(a.shape, t, out)]

    @handler("addf")
    def op_addf(self, op, v):
        return self.float_binary(op, v, operator.add, _ex_add)

    @handler("subf")
    def op_subf(self, op, v):
        return self.float_binary(op, v, operator.sub, _ex_sub)

    @handler("mulf")
    def op_mulf(self, op, v):
        return self.float_binary(op, v, operator.mul, _ex_mul)

    @handler("divf")
    def op_divf(self, op, v):
        return self.float_binary(op, v, f_div, _ex_div)

    @handler("remf")
    def op_remf(self, op, v):
        a, b = v
        r = rounder(a.elem)
        return [Tile(a.shape, a.elem, [r(f_fmod(x, y)) for x, y in zip(a.data, b.data)])]

    @handler("pow")
    def op_pow(self, op, v):
        return self.math2(v, f_pow)

    @handler("fpowi")
    def op_fpowi(self, op, v):
        # fpowi %x, %n: x to the signed integer power n (an i1 true is -1),
        # rounded once; f16/bf16 computed in f32.
        a, n = v
        bits = int(n.elem[1:])
        def signed(k):
            k &= (1 << bits) - 1
            return k - (1 << bits) if k >> (bits - 1) else k
        t = a.elem
        r = rounder(t)
        out = []
        for x, k in zip(a.data, n.data):
            y = powi_exact(x, signed(k))
            out.append(r(_round_f32(y)) if t in ("f16", "bf16") else r(y))
        return [Tile(a.shape, t, out)]

    @handler("atan2")
    def op_atan2(self, op, v):
        # atan2 %x, %y: the angle of the point (x, y).
        return self.math2(v, lambda x, y: CANON_NAN if x != x or y != y else math.atan2(y, x))

    def math2(self, v, fn):
        a, b = v
        t = a.elem
        r = rounder(t)
        if t in ("f16", "bf16"):
            return [Tile(a.shape, t, [r(_round_f32(fn(x, y))) for x, y in zip(a.data, b.data)])]
        return [Tile(a.shape, t, [r(fn(x, y)) for x, y in zip(a.data, b.data)])]

    @handler("maxf")
    def op_maxf(self, op, v):
        a, b = v
        p = op.has("propagate_nan")
        ftz = op.has("flush_to_zero") and a.elem == "f32"
        f = ftz32 if ftz else (lambda x: x)
        return [Tile(a.shape, a.elem, [f_max(f(x), f(y), p) for x, y in zip(a.data, b.data)])]

    @handler("minf")
    def op_minf(self, op, v):
        a, b = v
        p = op.has("propagate_nan")
        ftz = op.has("flush_to_zero") and a.elem == "f32"
        f = ftz32 if ftz else (lambda x: x)
        return [Tile(a.shape, a.elem, [f_min(f(x), f(y), p) for x, y in zip(a.data, b.data)])]

    @handler("negf")
    def op_negf(self, op, v):
        return [Tile(v[0].shape, v[0].elem, [-x for x in v[0].data])]

    @handler("absf")
    def op_absf(self, op, v):
        return [Tile(v[0].shape, v[0].elem, [math.fabs(x) for x in v[0].data])]

    @handler("fma")
    def op_fma(self, op, v):
        a, b, c = v
        t = a.elem
        mode = ROUNDING[enum_value(op.prop("rounding_mode")) or "nearest_even"]
        ftz = op.has("flush_to_zero") and t == "f32"
        f = ftz32 if ftz else (lambda x: x)
        target = t if t in ("f32", "f64") or mode == "rn" else "f32"
        out = []
        for x, y, z in zip(a.data, b.data, c.data):
            x, y, z = f(x), f(y), f(z)
            approx = x * y + z
            if approx != approx or not all(math.isfinite(q) for q in (x, y, z)) or approx in (INF, -INF):
                res = rn(approx, t)
            else:
                e = Fraction(x) * Fraction(y) + Fraction(z)
                if e == 0:
                    p = x * y
                    res = p + z if not (p == 0 and z == 0) else (p + z)
                    if mode == "rd" and not (p == 0 and z == 0):
                        res = -0.0
                else:
                    res = round_to(e, target, mode)
                if target != t:
                    res = rn(res, t)
            out.append(f(res))
        return [Tile(a.shape, t, out)]

    def math1(self, op, v, name):
        a = v[0]
        t = a.elem
        fn = UNARY_MATH[name]
        ftz = op.has("flush_to_zero") and t == "f32"
        mode = ROUNDING[enum_value(op.prop("rounding_mode")) or "nearest_even"] \
            if name == "sqrt" else "rn"
        xs = [ftz32(x) for x in a.data] if ftz else a.data
        if mode != "rn":
            target = t if t in ("f32", "f64") else "f32"
            out = []
            for x in xs:
                if x != x or x < 0 or x in (INF, 0):
                    out.append(rn(fn(x), t))
                else:
                    r = round_to(exact_sqrt(Fraction(x)), target, mode)
                    out.append(rn(r, t) if target != t else r)
        elif t in ("f16", "bf16") and name not in ("sqrt", "ceil", "floor"):
            r = rounder(t)
            out = [r(_round_f32(fn(x))) for x in xs]
        else:
            r = rounder(t)
            out = [r(fn(x)) for x in xs]
        if ftz:
            out = [ftz32(x) for x in out]
        return [Tile(a.shape, t, out)]

    @handler("cmpf")
    def op_cmpf(self, op, v):
        a, b = v
        pred = enum_value(op.prop("comparison_predicate"))
        ordered = enum_value(op.prop("comparison_ordering")) == "ordered"
        fn = CMP[pred]
        out = []
        for x, y in zip(a.data, b.data):
            if x != x or y != y:
                out.append(0 if ordered else 1)
            else:
                out.append(1 if fn(x, y) else 0)
        return [Tile(a.shape, "i1", out)]

    # ---- integer arithmetic --------------------------------------------

    def overflow_check(self, op, name, exact_s, exact_u, w):
        flag = enum_value(op.prop("overflow")) if op.prop("overflow") else "none"
        if flag in ("no_signed_wrap", "no_wrap") and exact_s is not None:
            if not -(1 << (w - 1)) <= exact_s < (1 << (w - 1)):
                raise self.err("%s overflow<%s>: the signed result %d does not fit i%d"
                               % (name, flag, exact_s, w))
        if flag in ("no_unsigned_wrap", "no_wrap") and exact_u is not None:
            if not 0 <= exact_u < (1 << w):
                raise self.err("%s overflow<%s>: the unsigned result %d does not fit i%d"
                               % (name, flag, exact_u, w))

    def int_arith(self, op, v, fn):
        a, b = v
        w = INT_WIDTHS[a.elem]
        flag = enum_value(op.prop("overflow")) if op.prop("overflow") else "none"
        mask = (1 << w) - 1
        if flag == "none":
            return [Tile(a.shape, a.elem, [fn(x, y) & mask for x, y in zip(a.data, b.data)])]
        out = []
        for x, y in zip(a.data, b.data):
            es = fn(signed(x, w), signed(y, w)) if w > 1 else None
            eu = fn(x, y)
            self.overflow_check(op, op.name[10:], es, eu, w)
            out.append(eu & mask)
        return [Tile(a.shape, a.elem, out)]

    @handler("addi")
    def op_addi(self, op, v):
        return self.int_arith(op, v, operator.add)

    @handler("subi")
    def op_subi(self, op, v):
        return self.int_arith(op, v, operator.sub)

    @handler("muli")
    def op_muli(self, op, v):
        return self.int_arith(op, v, operator.mul)

    @handler("shli")
    def op_shli(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        mask = (1 << w) - 1
        flag = enum_value(op.prop("overflow")) if op.prop("overflow") else "none"
        out = []
        for x, y in zip(a.data, b.data):
            if y >= w:
                out.append(0)  # an undefined value
                continue
            if flag != "none":
                self.overflow_check(op, "shli", signed(x, w) << y, x << y, w)
            out.append((x << y) & mask)
        return [Tile(a.shape, a.elem, out)]

    @handler("shri")
    def op_shri(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        mask = (1 << w) - 1
        if enum_value(op.prop("signedness")) == "signed":
            out = [(signed(x, w) >> min(y, w - 1)) & mask for x, y in zip(a.data, b.data)]
        else:
            out = [x >> y if y < w else 0 for x, y in zip(a.data, b.data)]
        return [Tile(a.shape, a.elem, out)]

    @handler("andi")
    def op_andi(self, op, v):
        return [Tile(v[0].shape, v[0].elem, [x & y for x, y in zip(v[0].data, v[1].data)])]

    @handler("ori")
    def op_ori(self, op, v):
        return [Tile(v[0].shape, v[0].elem, [x | y for x, y in zip(v[0].data, v[1].data)])]

    @handler("xori")
    def op_xori(self, op, v):
        return [Tile(v[0].shape, v[0].elem, [x ^ y for x, y in zip(v[0].data, v[1].data)])]

    @handler("negi")
    def op_negi(self, op, v):
        a = v[0]
        w = INT_WIDTHS[a.elem]
        flag = enum_value(op.prop("overflow")) if op.prop("overflow") else "none"
        if flag != "none":
            for x in a.data:
                self.overflow_check(op, "negi", -signed(x, w), None, w)
        return [Tile(a.shape, a.elem, [(-x) & ((1 << w) - 1) for x in a.data])]

    @handler("absi")
    def op_absi(self, op, v):
        a = v[0]
        w = INT_WIDTHS[a.elem]
        return [Tile(a.shape, a.elem, [abs(signed(x, w)) & ((1 << w) - 1) for x in a.data])]

    @handler("mulhii")
    def op_mulhii(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        return [Tile(a.shape, a.elem, [(x * y) >> w for x, y in zip(a.data, b.data)])]

    def signedness(self, op, key="signedness"):
        return enum_value(op.prop(key)) == "signed"

    @handler("divi")
    def op_divi(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        sgn = self.signedness(op)
        mode = enum_value(op.prop("rounding")) or "zero"
        out = []
        for x, y in zip(a.data, b.data):
            if sgn:
                x, y = signed(x, w), signed(y, w)
            if y == 0:
                raise self.err("divi: division by zero")
            q, r = divmod(abs(x), abs(y))
            neg = (x < 0) != (y < 0)
            if r and ((mode == "negative_inf" and neg) or (mode == "positive_inf" and not neg)):
                q += 1
            q = -q if neg else q
            if sgn and q >= 1 << (w - 1):
                raise self.err("divi: the quotient %d does not fit i%d (signed overflow)" % (q, w))
            out.append(q & ((1 << w) - 1))
        return [Tile(a.shape, a.elem, out)]

    @handler("remi")
    def op_remi(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        sgn = self.signedness(op)
        out = []
        for x, y in zip(a.data, b.data):
            if sgn:
                x, y = signed(x, w), signed(y, w)
            if y == 0:
                raise self.err("remi: division by zero")
            r = abs(x) % abs(y)
            out.append((-r if x < 0 else r) & ((1 << w) - 1))
        return [Tile(a.shape, a.elem, out)]

    @handler("maxi", "mini")
    def op_maxmin(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        sgn = self.signedness(op)
        key = (lambda x: signed(x, w)) if sgn else (lambda x: x)
        pick = max if op.name.endswith("maxi") else min
        return [Tile(a.shape, a.elem, [pick(x, y, key=key) for x, y in zip(a.data, b.data)])]

    @handler("cmpi")
    def op_cmpi(self, op, v):
        a, b = v
        w = INT_WIDTHS[a.elem]
        fn = CMP[enum_value(op.prop("comparison_predicate"))]
        if self.signedness(op) and w > 1:
            out = [1 if fn(signed(x, w), signed(y, w)) else 0 for x, y in zip(a.data, b.data)]
        elif self.signedness(op):
            out = [1 if fn(-x, -y) else 0 for x, y in zip(a.data, b.data)]
        else:
            out = [1 if fn(x, y) else 0 for x, y in zip(a.data, b.data)]
        return [Tile(a.shape, "i1", out)]

    @handler("select")
    def op_select(self, op, v):
        c, a, b = v
        return [Tile(a.shape, a.elem, [x if k else y for k, x, y in zip(c.data, a.data, b.data)])]

    # ---- conversions -----------------------------------------------------

    @handler("bitcast")
    def op_bitcast(self, op, v):
        a = v[0]
        t = self.rtype(op).elem
        if elem_bits(a.elem) != elem_bits(t):
            raise self.err("bitcast between types of different widths")
        return [Tile(a.shape, t, [from_bits(to_bits(x, a.elem), t) for x in a.data])]

    @handler("exti")
    def op_exti(self, op, v):
        a = v[0]
        t = self.rtype(op).elem
        w, w2 = INT_WIDTHS[a.elem], INT_WIDTHS[t]
        if self.signedness(op):
            out = [signed(x, w) & ((1 << w2) - 1) for x in a.data]
        else:
            out = list(a.data)
        return [Tile(a.shape, t, out)]

    @handler("trunci")
    def op_trunci(self, op, v):
        a = v[0]
        t = self.rtype(op).elem
        w, w2 = INT_WIDTHS[a.elem], INT_WIDTHS[t]
        flag = enum_value(op.prop("overflow")) if op.prop("overflow") else "none"
        if flag != "none":
            for x in a.data:
                self.overflow_check(op, "trunci", signed(x, w), x, w2)
        return [Tile(a.shape, t, [x & ((1 << w2) - 1) for x in a.data])]

    @handler("ftof")
    def op_ftof(self, op, v):
        a = v[0]
        t = self.rtype(op).elem
        mode = ROUNDING[enum_value(op.prop("rounding_mode")) or "nearest_even"]
        # Conversions to the 8-bit float types saturate to the largest
        # finite value (cvt's satfinite); NaN stays NaN.
        sat = t in ("f8E4M3FN", "f8E5M2", "f4E2M1FN")
        if t == "f8E8M0FNU":
            out = []
            for x in a.data:
                if x != x or x in (INF, -INF) or x <= 0:
                    out.append(CANON_NAN if not (x == 0) else math.ldexp(1.0, -127))
                else:
                    out.append(round_to(x, t, mode if mode != "rn" else "rn", sat=True))
            return [Tile(a.shape, t, out)]
        if mode == "rn" and not sat:
            r = rounder(t)
            out = [r(x) for x in a.data]  # a NaN becomes the canonical NaN
        else:
            out = [round_to(x, t, mode, sat=sat) if x == x else CANON_NAN for x in a.data]
        return [Tile(a.shape, t, out)]

    @handler("ftoi")
    def op_ftoi(self, op, v):
        a = v[0]
        t = self.rtype(op).elem
        w = INT_WIDTHS[t]
        sgn = self.signedness(op)
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if sgn else (0, (1 << w) - 1)
        if w == 1 and sgn:
            lo, hi = -1, 0
        out = []
        for x in a.data:
            if x != x or x in (INF, -INF):
                raise self.err("ftoi: %s has no integer value" % fmt_value(x, a.elem))
            n = math.trunc(x)
            if not lo <= n <= hi:
                raise self.err("ftoi: %s is outside the range of %s i%d"
                               % (repr(x), "signed" if sgn else "unsigned", w))
            out.append(n & ((1 << w) - 1))
        return [Tile(a.shape, t, out)]

    @handler("itof")
    def op_itof(self, op, v):
        a = v[0]
        t = self.rtype(op).elem
        w = INT_WIDTHS[a.elem]
        sgn = self.signedness(op)
        mode = ROUNDING[enum_value(op.prop("rounding_mode")) or "nearest_even"]
        out = []
        for x in a.data:
            n = signed(x, w) if sgn else x
            if n == 0:
                out.append(0.0)
            elif abs(n) < (1 << 53):
                out.append(round_to(float(n), t, mode) if (mode != "rn" or t not in ("f32", "f64", "f16"))
                           else rn(float(n), t))
            else:
                out.append(round_to(Fraction(n), t, mode))
        return [Tile(a.shape, t, out)]

    @handler("int_to_ptr", "ptr_to_int", "ptr_to_ptr")
    def op_ptr_casts(self, op, v):
        a = v[0]
        return [Tile(a.shape, self.rtype(op).elem, list(a.data))]

    # ---- shapes ------------------------------------------------------------

    @handler("broadcast")
    def op_broadcast(self, op, v):
        a = v[0]
        t = self.rtype(op)
        if a.shape == t.shape:
            return [Tile(t.shape, a.elem, list(a.data))]
        st = strides_of(a.shape)
        src = [0 if a.shape[d] == 1 else st[d] for d in range(len(t.shape))]
        data = a.data
        out = [data[sum(i * s for i, s in zip(idx, src))] for idx in indices(t.shape)]
        return [Tile(t.shape, a.elem, out)]

    @handler("reshape")
    def op_reshape(self, op, v):
        t = self.rtype(op)
        return [Tile(t.shape, v[0].elem, list(v[0].data))]

    @handler("permute")
    def op_permute(self, op, v):
        a = v[0]
        perm = dense_array(op.prop("permutation"))
        t = self.rtype(op)
        st = strides_of(a.shape)
        src = [st[p] for p in perm]
        out = [a.data[sum(i * s for i, s in zip(idx, src))] for idx in indices(t.shape)]
        return [Tile(t.shape, a.elem, out)]

    @handler("cat")
    def op_cat(self, op, v):
        a, b = v
        dim = int(op.prop("dim").split(":")[0])
        t = self.rtype(op)
        outer = numel(a.shape[:dim])
        ia, ib = numel(a.shape[dim:]), numel(b.shape[dim:])
        out = []
        for k in range(outer):
            out += a.data[k * ia:(k + 1) * ia]
            out += b.data[k * ib:(k + 1) * ib]
        return [Tile(t.shape, a.elem, out)]

    @handler("extract")
    def op_extract(self, op, v):
        a = v[0]
        t = self.rtype(op)
        idx = [x.scalar() for x in v[1:]]
        for d, (i, n, m) in enumerate(zip(idx, a.shape, t.shape)):
            if (i + 1) * m > n:
                raise self.err("extract: index %d of dimension %d names no slice (%d of %d)"
                               % (i, d, n // m, n))
        st = strides_of(a.shape)
        start = sum(i * m * s for i, m, s in zip(idx, t.shape, st))
        out = [a.data[start + sum(i * s for i, s in zip(e, st))] for e in indices(t.shape)]
        return [Tile(t.shape, a.elem, out)]

    @handler("insert")
    def op_insert(self, op, v):
        # insert %src into %dst[%i, ...]: dst with block (i, ...) (blocks the
        # size of src) replaced by src; the inverse of extract.
        src, dst = v[0], v[1]
        idx = [x.scalar() for x in v[2:]]
        for d, (i, n, m) in enumerate(zip(idx, dst.shape, src.shape)):
            if i < 0 or (i + 1) * m > n:
                raise self.err("insert: index %d of dimension %d names no block (%d of %d)"
                               % (i, d, n // m, n))
        st = strides_of(dst.shape)
        start = sum(i * m * s for i, m, s in zip(idx, src.shape, st))
        out = list(dst.data)
        for k, e in enumerate(indices(src.shape)):
            out[start + sum(i * s for i, s in zip(e, st))] = src.data[k]
        return [Tile(dst.shape, dst.elem, out)]

    @handler("offset")
    def op_offset(self, op, v):
        p, o = v
        size = elem_size(pointee(p.elem))
        w = INT_WIDTHS[o.elem]
        if size != int(size):
            raise self.err("offset of pointers to 4-bit elements is not implemented")
        size = int(size)
        if p.shape != o.shape:
            raise self.err("offset: the shapes differ")
        out = [(a + signed(x, w) * size) & 0xFFFFFFFFFFFFFFFF for a, x in zip(p.data, o.data)]
        return [Tile(p.shape, p.elem, out)]

    @handler("pack")
    def op_pack(self, op, v):
        a = v[0]
        t = self.rtype(op)
        bits = elem_bits(a.elem)
        if bits == 4:
            nib = [to_bits(x, a.elem) & 0xF for x in a.data]
            out = [nib[k] | (nib[k + 1] << 4) for k in range(0, len(nib), 2)]
        else:
            size = max(1, bits // 8)
            out = []
            for x in a.data:
                out += list(to_bits(x, a.elem).to_bytes(size, "little"))
        return [Tile(t.shape, "i8", out)]

    @handler("unpack")
    def op_unpack(self, op, v):
        a = v[0]
        t = self.rtype(op)
        bits = elem_bits(t.elem)
        if bits == 4:
            out = []
            for b in a.data:
                out += [from_bits(b & 0xF, t.elem), from_bits(b >> 4, t.elem)]
        else:
            size = max(1, bits // 8)
            raw = bytes(a.data)
            out = [from_bits(int.from_bytes(raw[k:k + size], "little"), t.elem)
                   for k in range(0, len(raw), size)]
            if t.elem == "i1":
                out = [1 if x else 0 for x in out]
        return [Tile(t.shape, t.elem, out)]

    # ---- reduce / scan -----------------------------------------------------

    def body_fn(self, op, elems):
        """A function of (elements..., accumulators...) -> accumulators that
        runs the op's body on 0-d tiles."""
        block = op.regions[0][0]
        n = len(elems)

        def fn(cur, acc):
            args = []
            for k in range(n):
                args += [Tile((), elems[k], [cur[k]]), Tile((), elems[k], [acc[k]])]
            o = self.run_region([block], args)
            if o.kind != "yield":
                raise InterpError("'%s' in the body of %s" % (o.kind, op.name), op.loc)
            return [x.data[0] for x in o.values]
        return fn

    def identities(self, op, elems):
        text = op.prop("identities").strip()[1:-1]
        out = []
        for item, e in zip(split_top(text), elems):
            value = item[:item.rindex(" : ")].strip() if " : " in item else item.strip()
            out.append(scalar_attr(value, e))
        return out

    @handler("reduce")
    def op_reduce(self, op, v):
        dim = int(op.prop("dim").split(":")[0])
        elems = [x.elem for x in v]
        ids = self.identities(op, elems)
        fn = self.body_fn(op, elems)
        shape = v[0].shape
        outer, n, inner = numel(shape[:dim]), shape[dim], numel(shape[dim + 1:])
        outs = [[] for _ in v]
        for o in range(outer):
            for i in range(inner):
                acc = list(ids)
                for k in range(n):
                    at = (o * n + k) * inner + i
                    acc = fn([x.data[at] for x in v], acc)
                for j, a in enumerate(acc):
                    outs[j].append(a)
        self.op = op
        return [self.make(op, outs[j], j) for j in range(len(v))]

    @handler("scan")
    def op_scan(self, op, v):
        dim = int(op.prop("dim").split(":")[0])
        reverse = op.prop("reverse").strip().startswith("true")
        elems = [x.elem for x in v]
        ids = self.identities(op, elems)
        fn = self.body_fn(op, elems)
        shape = v[0].shape
        outer, n, inner = numel(shape[:dim]), shape[dim], numel(shape[dim + 1:])
        outs = [[None] * numel(shape) for _ in v]
        order = range(n - 1, -1, -1) if reverse else range(n)
        for o in range(outer):
            for i in range(inner):
                acc = list(ids)
                for k in order:
                    at = (o * n + k) * inner + i
                    acc = fn([x.data[at] for x in v], acc)
                    for j, a in enumerate(acc):
                        outs[j][at] = a
        self.op = op
        return [self.make(op, outs[j], j) for j in range(len(v))]

    # ---- matrix products -------------------------------------------------

    def mma_shapes(self, a, b, c):
        if len(a.shape) == 2:
            return 1, a.shape[0], a.shape[1], b.shape[1]
        return a.shape[0], a.shape[1], a.shape[2], b.shape[2]

    @handler("mmaf")
    def op_mmaf(self, op, v):
        a, b, c = v
        B, M, K, N = self.mma_shapes(a, b, c)
        r = rounder(c.elem)
        out = []
        fsum, mul = math.fsum, operator.mul
        for bt in range(B):
            A = a.data[bt * M * K:(bt + 1) * M * K]
            Bm = b.data[bt * K * N:(bt + 1) * K * N]
            cols = [Bm[j::N] for j in range(N)]
            for i in range(M):
                row = A[i * K:(i + 1) * K]
                base = (bt * M + i) * N
                for j in range(N):
                    prods = list(map(mul, row, cols[j]))
                    prods.append(c.data[base + j])
                    try:
                        s = fsum(prods)
                    except (OverflowError, ValueError):
                        s = sum(prods)
                    out.append(r(s))
        return [Tile(c.shape, c.elem, out)]

    @handler("mmai")
    def op_mmai(self, op, v):
        a, b, c = v
        B, M, K, N = self.mma_shapes(a, b, c)
        sa, sb = self.signedness(op, "signedness_lhs"), self.signedness(op, "signedness_rhs")
        av = [signed(x, 8) if sa else x for x in a.data]
        bv = [signed(x, 8) if sb else x for x in b.data]
        out = []
        for bt in range(B):
            A = av[bt * M * K:(bt + 1) * M * K]
            Bm = bv[bt * K * N:(bt + 1) * K * N]
            cols = [Bm[j::N] for j in range(N)]
            for i in range(M):
                row = A[i * K:(i + 1) * K]
                base = (bt * M + i) * N
                for j in range(N):
                    s = sum(map(operator.mul, row, cols[j])) + signed(c.data[base + j], 32)
                    out.append(s & 0xFFFFFFFF)
        return [Tile(c.shape, c.elem, out)]

    @handler("mmaf_scaled")
    def op_mmaf_scaled(self, op, v):
        a, b, c, sa, sb = v
        B, M, K, N = self.mma_shapes(a, b, c)
        kb = sa.shape[-1]  # scale blocks along K
        blk = K // kb
        r = rounder(c.elem)
        out = []
        for bt in range(B):
            A = a.data[bt * M * K:(bt + 1) * M * K]
            Bm = b.data[bt * K * N:(bt + 1) * K * N]
            SA = sa.data[bt * M * kb:(bt + 1) * M * kb]
            SB = sb.data[bt * kb * N:(bt + 1) * kb * N]
            for i in range(M):
                for j in range(N):
                    prods = [A[i * K + k] * SA[i * kb + k // blk] * Bm[k * N + j] * SB[(k // blk) * N + j]
                             for k in range(K)]
                    prods.append(c.data[(bt * M + i) * N + j])
                    try:
                        s = math.fsum(prods)
                    except (OverflowError, ValueError):
                        s = sum(prods)
                    out.append(r(s))
        return [Tile(c.shape, c.elem, out)]

    # ---- pointers ----------------------------------------------------------

    def mask_of(self, tile, n):
        return tile.data if tile is not None else [1] * n

    @handler("load_ptr_tko")
    def op_load_ptr(self, op, v):
        src, mask, pad, _ = self.split_operands(op, v)
        p = src[0]
        t = self.rtype(op)
        e = t.elem
        if elem_bits(e) == 4:
            raise self.err("loads of 4-bit elements through pointers are not implemented")
        mask = self.mask_of(mask[0] if mask else None, len(p.data))
        pad = pad[0].data if pad else None
        mem = self.memory
        out = []
        for k, (addr, m) in enumerate(zip(p.data, mask)):
            if m:
                out.append(mem.load(addr, e, op.loc, "read (element %d)" % k))
            else:
                out.append(pad[k] if pad is not None else zero_of(e))
        return [Tile(t.shape, e, out), TOKEN]

    @handler("store_ptr_tko")
    def op_store_ptr(self, op, v):
        dst, val, mask, _ = self.split_operands(op, v)
        p, x = dst[0], val[0]
        e = pointee(p.elem)
        if elem_bits(e) == 4:
            raise self.err("stores of 4-bit elements through pointers are not implemented")
        mask = self.mask_of(mask[0] if mask else None, len(p.data))
        mem = self.memory
        for k, (addr, value, m) in enumerate(zip(p.data, x.data, mask)):
            if m:
                mem.store(addr, value, e, op.loc, "write (element %d)" % k)
        return [TOKEN]

    def atomic_apply(self, op, mode, old, arg, e):
        if mode in ("add", "and", "or", "xor", "max", "min", "umax", "umin"):
            if not is_int(e):
                raise self.err("atomic %s on %s" % (mode, e))
            w = INT_WIDTHS[e]
            if mode == "add":
                return (old + arg) & ((1 << w) - 1)
            if mode == "and":
                return old & arg
            if mode == "or":
                return old | arg
            if mode == "xor":
                return old ^ arg
            if mode == "max":
                return max(old, arg, key=lambda x: signed(x, w))
            if mode == "min":
                return min(old, arg, key=lambda x: signed(x, w))
            return max(old, arg) if mode == "umax" else min(old, arg)
        if mode == "addf":
            return rn(old + arg, e)
        if mode == "xchg":
            return arg
        raise self.err("atomic mode %s" % mode)

    @handler("atomic_rmw_tko")
    def op_atomic_rmw(self, op, v):
        ptrs, arg, mask, _ = self.split_operands(op, v)
        p, x = ptrs[0], arg[0]
        e = x.elem
        mode = ATOMIC_MODES[enum_value(op.prop("mode"))]
        mask = self.mask_of(mask[0] if mask else None, len(p.data))
        out = []
        mem = self.memory
        for k, (addr, a, m) in enumerate(zip(p.data, x.data, mask)):
            if not m:
                out.append(zero_of(e))
                continue
            old = mem.load(addr, e, op.loc, "atomic access (element %d)" % k)
            mem.store(addr, self.atomic_apply(op, mode, old, a, e), e, op.loc)
            out.append(old)
        return [Tile(x.shape, e, out), TOKEN]

    @handler("atomic_cas_tko")
    def op_atomic_cas(self, op, v):
        ptrs, cmp, val, mask, _ = self.split_operands(op, v)
        p, c, x = ptrs[0], cmp[0], val[0]
        e = x.elem
        mask = self.mask_of(mask[0] if mask else None, len(p.data))
        out = []
        mem = self.memory
        for k, (addr, cv, nv, m) in enumerate(zip(p.data, c.data, x.data, mask)):
            if not m:
                out.append(cv)
                continue
            old = mem.load(addr, e, op.loc, "atomic access (element %d)" % k)
            if to_bits(old, e) == to_bits(cv, e):
                mem.store(addr, nv, e, op.loc)
            out.append(old)
        return [Tile(x.shape, e, out), TOKEN]

    # ---- views -------------------------------------------------------------

    @handler("make_tensor_view")
    def op_make_tensor_view(self, op, v):
        base, dyn_shape, dyn_strides = self.split_operands(op, v)
        t = self.rtype(op)
        ds = [signed(x.scalar(), INT_WIDTHS[x.elem]) for x in dyn_shape]
        dst = [signed(x.scalar(), INT_WIDTHS[x.elem]) for x in dyn_strides]
        shape = [d if d is not None else ds.pop(0) for d in t.shape]
        strides = [d if d is not None else dst.pop(0) for d in t.strides]
        for d in shape:
            if d < 0:
                raise self.err("make_tensor_view: negative size %d" % d)
        return [TensorView(base[0].scalar(), shape, strides, t.elem)]

    @handler("make_partition_view", "make_strided_view", "make_gather_scatter_view")
    def op_make_view(self, op, v):
        return [TiledView(self.rtype(op), v[0])]

    def index_space(self, view):
        vt, tv = view.type, view.tensor
        return [-(-tv.shape[vt.dim_map[i]] // vt.steps[i]) for i in range(len(vt.tile))]

    @handler("get_index_space_shape")
    def op_index_space(self, op, v):
        space = self.index_space(v[0])
        return [Tile((), parse_type(t).elem, [s]) for t, s in zip(op.out_types, space)]

    @handler("get_tensor_shape")
    def op_tensor_shape(self, op, v):
        return [Tile((), parse_type(t).elem, [s]) for t, s in zip(op.out_types, v[0].shape)]

    def view_elements(self, view, idx_tiles, inbounds=None):
        """[(address or None when out of bounds, linear element)] of the tile
        an index names, in row-major order of the tile, and the tile shape.
        Addresses of 4-bit elements are in half bytes. `inbounds`: per index,
        whether the op promised the tile lies within the view along it (an
        element outside is then an error, the promise being broken)."""
        vt, tv = view.type, view.tensor
        rank = len(vt.tile)
        if len(idx_tiles) != rank:
            raise self.err("the view takes %d indices, %d given" % (rank, len(idx_tiles)))
        space = self.index_space(view)
        idx = []
        for i, x in enumerate(idx_tiles):
            if vt.kind == "gather" and i == vt.sparse_dim:
                idx.append([signed(r, INT_WIDTHS[x.elem]) for r in x.data])
                continue
            n = x.scalar()
            if not n < space[i]:
                raise self.err("index %d of dimension %d is outside the view's index space "
                               "(%s)" % (n, i, "x".join(str(s) for s in space)))
            idx.append(n)
        bits = elem_bits(tv.elem)
        esize = 1 if bits == 1 else bits // 8
        half = bits == 4
        base = tv.base * 2 if half else tv.base
        per = 1 if half else esize
        out = []
        for e in indices(vt.tile):
            off = 0
            ok = True
            for i in range(rank):
                d = vt.dim_map[i]
                if vt.kind == "gather" and i == vt.sparse_dim:
                    c = idx[i][e[i]]
                else:
                    c = idx[i] * vt.steps[i] + e[i]
                if not 0 <= c < tv.shape[d]:
                    if inbounds and i < len(inbounds) and inbounds[i]:
                        raise self.err("element %s of the tile lies outside the view along "
                                       "index %d, which inbounds promises it does not"
                                       % (tuple(e), i))
                    ok = False
                    break
                off += c * tv.strides[d]
            out.append(base + off * per if ok else None)
        return out

    @staticmethod
    def inbounds_of(op):
        """The `inbounds` flags of a view access (array<i1: ...>), or None."""
        text = op.prop("inbounds")
        if not text:
            return None
        m = re.search(r"array<i1(?::(.*))?>", text)
        if not m:
            return None
        return [w.strip() == "true" for w in (m.group(1) or "").split(",") if w.strip()]

    @handler("load_view_tko")
    def op_load_view(self, op, v):
        view, idx, _ = self.split_operands(op, v)
        view = view[0]
        t = self.rtype(op)
        e = view.tensor.elem
        addrs = self.view_elements(view, idx, self.inbounds_of(op))
        pad = view.type.padding
        mem = self.memory
        half = elem_bits(e) == 4
        out = []
        for k, a in enumerate(addrs):
            if a is None:
                if pad is None:
                    raise self.err("load_view_tko: element %s of the tile is out of bounds and "
                                   "the view has no padding value" % (unflatten(k, t.shape),))
                out.append(padding_value(pad, e))
            elif half:
                out.append(mem.load_nibble(a, e, op.loc))
            else:
                out.append(mem.load(a, e, op.loc))
        return [Tile(t.shape, e, out), TOKEN]

    @handler("store_view_tko")
    def op_store_view(self, op, v):
        tile, view, idx, _ = self.split_operands(op, v)
        tile, view = tile[0], view[0]
        e = view.tensor.elem
        addrs = self.view_elements(view, idx, self.inbounds_of(op))
        mem = self.memory
        half = elem_bits(e) == 4
        for a, x in zip(addrs, tile.data):
            if a is None:
                continue
            if half:
                mem.store_nibble(a, x, e, op.loc)
            else:
                mem.store(a, x, e, op.loc)
        return [TOKEN]

    @handler("atomic_red_view_tko")
    def op_atomic_red_view(self, op, v):
        view, idx, val, _ = self.split_operands(op, v)
        view, x = view[0], val[0]
        e = view.tensor.elem
        mode = ATOMIC_MODES[enum_value(op.prop("mode"))]
        addrs = self.view_elements(view, idx)
        mem = self.memory
        for a, value in zip(addrs, x.data):
            if a is None:
                continue
            old = mem.load(a, e, op.loc)
            mem.store(a, self.atomic_apply(op, mode, old, value, e), e, op.loc)
        return [TOKEN]


for _name in UNARY_MATH:
    def _make(name):
        def fn(self, op, v):
            return self.math1(op, v, name)
        fn.op_names = (name,)
        return fn
    setattr(Interpreter, "op_math_" + _name, _make(_name))
    IMPLEMENTED.add("cuda_tile." + _name)


def _ex_add(x, y):
    return x + y


def _ex_sub(x, y):
    return x - y


def _ex_mul(x, y):
    return x * y


def _ex_div(x, y):
    return x / y


CMP = {"equal": operator.eq, "not_equal": operator.ne, "less_than": operator.lt,
       "less_than_or_equal": operator.le, "greater_than": operator.gt,
       "greater_than_or_equal": operator.ge}
ATOMIC_MODES = {0: "and", 1: "or", 2: "xor", 3: "add", 4: "addf", 5: "max", 6: "min",
                7: "umax", 8: "umin", 9: "xchg"}
for _k in list(ATOMIC_MODES.values()):
    ATOMIC_MODES[_k] = _k


def zero_of(e):
    return 0.0 if is_float(e) else 0


def padding_value(pad, e):
    if not is_float(e):
        if pad == "zero":
            return 0
        raise InterpError("padding value %s for %s elements" % (pad, e))
    value = {"zero": 0.0, "neg_zero": -0.0, "nan": CANON_NAN, "pos_inf": INF,
             "neg_inf": -INF}[pad]
    return value if FLOATS[e].kind == "ieee" else round_to(value, e)


def unflatten(k, shape):
    out = []
    for d in reversed(shape):
        out.append(k % d)
        k //= d
    return tuple(reversed(out))


def dense_array(text):
    """`array<i32: 1, 0>` -> [1, 0]."""
    body = text[text.index(":") + 1:-1].strip() if ":" in text else ""
    return [int(x) for x in body.split(",")] if body else []


def scalar_attr(text, e):
    text = text.strip()
    if text in ("true", "false"):
        return 1 if text == "true" else 0
    if is_float(e):
        if text.startswith("0x"):
            return bits_to_float(int(text, 16), e)
        return round_to(float(text), e) if e != "f64" else float(text)
    if is_int(e):
        return wrap(int(text, 0), INT_WIDTHS[e])
    raise InterpError("a constant of type %s" % e)


def dense_values(text, t, loc):
    """The elements of a `dense<...> : type` attribute, row-major."""
    text = text.strip()
    if not text.startswith("dense<"):
        raise InterpError("the constant %s is not modelled" % text[:40], loc)
    body = text[6:balanced_end(text, 5) - 1].strip()
    n = numel(t.shape)
    e = t.elem
    if body.startswith('"0x'):
        raw = bytes.fromhex(body[3:-1])
        bits = elem_bits(e)
        size = max(1, bits // 8)
        vals = [from_bits(int.from_bytes(raw[k:k + size], "little"), e)
                for k in range(0, len(raw), size)]
        if e == "i1":
            vals = [1 if x else 0 for x in vals]
        return vals * n if len(vals) == 1 else vals
    if body.startswith("["):
        flat = re.sub(r"[\[\]]", "", body)
        vals = [scalar_attr(x, e) for x in flat.split(",") if x.strip()]
        if len(vals) != n:
            raise InterpError("the constant has %d elements, its type %d" % (len(vals), n), loc)
        return vals
    return [scalar_attr(body, e)] * n


# --------------------------------------------------------------------------
# print_tko
# --------------------------------------------------------------------------

SPEC_RE = re.compile(r"%([-+ #0]*)(\d+|\*)?(?:\.(\d+))?(hh|h|ll|l|L|z|j|t)?([diouxXeEfFgGaAcsp%])")


def fmt_value(x, e, conv="g", flags="", width=None, prec=None):
    spec = "%" + flags + (width or "") + ("." + prec if prec is not None else "")
    if is_ptr(e):
        return ("%" + flags + (width or "") + "s") % ("0x%x" % x)
    if is_int(e):
        w = INT_WIDTHS[e]
        if conv in "di":
            val = signed(x, w) if w > 1 else x
        elif conv in "ouxXc":
            val = x
        else:
            val = float(signed(x, w) if w > 1 else x)
        if conv in "aA":
            return float(val).hex()
        return (spec + conv) % val
    if conv in "diouxXc":
        if x != x or x in (INF, -INF):
            return (spec + "s") % repr(x)
        return (spec + "d") % int(x)
    if conv in "aA":
        return x.hex()
    out = (spec + conv) % x
    return out


def format_print(fmt, args, err):
    """The C-printf format with each conversion applied to one tile: a 0-d
    tile prints its value, others their elements in nested brackets."""
    out = []
    pos = 0
    k = 0
    for m in SPEC_RE.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        flags, width, prec, _, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if k >= len(args):
            raise err("print_tko: more conversions than operands")
        tile = args[k]
        k += 1
        items = [fmt_value(x, tile.elem, conv, flags, width, prec) for x in tile.data]
        out.append(nest(items, tile.shape))
    out.append(fmt[pos:])
    if k != len(args):
        raise err("print_tko: %d operands for %d conversions" % (len(args), k))
    return "".join(out)


def nest(items, shape):
    if not shape:
        return items[0]
    if len(shape) == 1:
        return "[" + ", ".join(items) + "]"
    step = numel(shape[1:])
    return "[" + ", ".join(nest(items[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"


# ==========================================================================
# Command line, launch
# ==========================================================================

def random_fill(etype, count, state):
    """tileiras-run's `random` fill (runner_args), rounded to nearest even."""
    out = bytearray()
    size = elem_bits(etype) // 8
    for value in random_values(is_float(etype), count, state):
        if is_float(etype):
            out += float_to_bits(round_to(value, etype), etype).to_bytes(size, "little")
        else:
            out += wrap(value, elem_bits(etype)).to_bytes(size, "little")
    return bytes(out)


def parse_args(argv):
    return parse_runner_args(argv, fail, valued=("plugin",))


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def generic_form(path, plugin):
    """The module in generic form with locations, from mlir-opt."""
    mlir_opt = shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt"
    if not os.path.exists(path):
        fail("cannot read %s" % path)
    cmd = [mlir_opt, "--load-dialect-plugin=" + plugin, "--mlir-print-op-generic",
           "--mlir-print-debuginfo", "--mlir-print-local-scope", path]
    for attempt in range(4):
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True)
        except OSError as e:
            fail("cannot run %s: %s" % (mlir_opt, e.strerror))
        if proc.returncode == 0:
            return proc.stdout
        # The plugin may be being rebuilt: retry when it failed to load.
        if "plugin" in proc.stderr.lower() and attempt < 3:
            import time
            time.sleep(3)
            continue
        break
    sys.stderr.write(proc.stderr)
    fail("mlir-opt could not read %s" % path)


def size_of_global(t):
    return int(math.ceil(numel(t.shape) * elem_size(t.elem)))


def main():
    try:
        options = parse_args(sys.argv[1:])
    except (ValueError, IndexError) as e:
        fail("bad option: %s" % e)
    plugin = options["plugin"] or os.path.join(repo_root(), "build", "plugins", "TileirasPlugin.so")
    if not os.path.exists(plugin):
        fail("no dialect plugin at %s (give one with --plugin=PATH)" % plugin)
    text = generic_form(options["file"], plugin)
    try:
        module = Parser(text).module()
    except (ValueError, IndexError, KeyError) as e:
        fail("cannot parse the generic form of %s: %s" % (options["file"], e))

    entries = [op for op in walk(module) if op.name == "cuda_tile.entry"]
    if options["kernel"]:
        entries = [e for e in entries if e.prop("sym_name") == '"%s"' % options["kernel"]]
    if len(entries) != 1:
        fail("expected one kernel, found %d (name one with --kernel)" % len(entries))
    entry = entries[0]
    for op in walk(entry.regions[0][0].ops):
        if op.name not in IMPLEMENTED:
            fail("%s: op '%s' is not implemented by the interpreter" % (op.loc, op.name))

    memory = Memory()
    globals_ = {}
    try:
        for k, op in enumerate(o for o in walk(module) if o.name == "cuda_tile.global"):
            text = op.prop("value")
            ttext = text[text.rindex(" : ") + 3:]
            t = parse_type(ttext)
            vals = dense_values(text, t, op.loc)
            size = max(1, size_of_global(t))
            data = bytearray(size)
            sz = int(elem_size(t.elem))
            for i, x in enumerate(vals):
                data[i * sz:(i + 1) * sz] = to_bits(x, t.elem).to_bytes(sz, "little")
            base = (0x100 + k) << REGION_BITS
            name = op.prop("sym_name").strip('"')
            memory.add(Region(base, data, "global @%s" % name, readonly=op.has("constant")))
            globals_[name] = base
    except InterpError as e:
        fail("%s: %s" % (e.loc, e))

    params = entry.regions[0][0].arg_types
    if len(params) != len(options["args"]):
        fail("the kernel takes %d arguments, %d given" % (len(params), len(options["args"])))
    args, buffers = [], {}
    for k, (arg, ptext) in enumerate(zip(options["args"], params)):
        ptype = parse_type(ptext)
        if not isinstance(ptype, TileType) or ptype.shape:
            fail("argument %d is %s, which the interpreter cannot pass" % (k, ptext))
        if arg[0] == "scalar":
            if ptype.elem != arg[1]:
                fail("argument %d is %s, given --%s" % (k, ptype.elem, arg[1]))
            value = arg[2]
            if is_float(ptype.elem):
                value = rn(value, ptype.elem)
            else:
                w = INT_WIDTHS[ptype.elem]
                if not -(1 << (w - 1)) <= value < (1 << (w - 1)):
                    fail("--%s=%d does not fit" % (ptype.elem, value))
                value = wrap(value, w)
            args.append(Tile((), ptype.elem, [value]))
            continue
        _, name, etype, count, init = arg
        if not is_ptr(ptype.elem):
            fail("argument %d is %s, given a buffer" % (k, ptext))
        if name in buffers:
            fail("two buffers are named '%s'" % name)
        size = count * (elem_bits(etype) // 8)
        if init == "zeros":
            data = bytearray(size)
        elif init == "random":
            data = bytearray(random_fill(etype, count, options["seed"] + len(buffers)))
        else:
            try:
                data = bytearray(open(init, "rb").read())
            except OSError as e:
                fail("cannot read %s for buffer '%s': %s" % (init, name, e.strerror))
            if len(data) != size:
                fail("%s has %d bytes, buffer '%s' needs %d" % (init, len(data), name, size))
        base = (k + 1) << REGION_BITS
        memory.add(Region(base, data, "buffer '%s'" % name))
        buffers[name] = (base, etype, count, data)
        args.append(Tile((), ptype.elem, [base]))

    if options["dry_run"]:
        for name, path in options["out"]:
            if name not in buffers:
                fail("--out names no buffer '%s'" % name)
            open(path, "wb").write(buffers[name][3])
        return

    interp = Interpreter(memory, globals_, options["grid"], sys.stdout)
    gx, gy, gz = options["grid"]
    try:
        for z in range(gz):
            for y in range(gy):
                for x in range(gx):
                    interp.run_entry(entry, args, (x, y, z))
    except InterpError as e:
        sys.stdout.flush()
        where = e.loc or (interp.op.loc if getattr(interp, "op", None) else None)
        fail("%s: %s" % (where or options["file"], e))
    except RecursionError:
        fail("%s: nesting too deep" % interp.op.loc)
    except Exception as e:  # a bug of the interpreter: say where it happened
        op = getattr(interp, "op", None)
        fail("%s: internal error of the interpreter in '%s': %s: %s"
             % (op.loc if op else options["file"], op.name if op else "?", type(e).__name__, e))

    def element(chunk, etype):
        bits = int.from_bytes(chunk, "little")
        if is_float(etype):
            return bits_to_float(bits, etype)
        return signed(bits, len(chunk) * 8)

    contents = {name: (etype, count, bytes(data))
                for name, (base, etype, count, data) in buffers.items()}
    matched = write_and_compare(options, contents, element, is_float, fail)
    sys.exit(0 if matched else 1)


if __name__ == "__main__":
    main()
