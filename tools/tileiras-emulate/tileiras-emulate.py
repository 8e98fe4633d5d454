#!/usr/bin/env python3
"""tileiras-emulate: runs a kernel as `convert-tileas-to-llvm` leaves it, on
the CPU, to check what the lowering computes without a GPU.

    tileiras-emulate KERNEL.mlir --grid=X[,Y,Z] [--kernel=NAME] [--seed=S]
        [--buffer=name:type:count:random|zeros|FILE]... [--i32=V] [--i64=V]
        [--f32=V] [--f64=V] [--out=name:FILE]...
        [--compare=name:FILE[:rtol=R,atol=A]]... [--dry-run]
        [--report-bank-conflicts]

KERNEL.mlir is the generic form (--mlir-print-op-generic) of a module after
`convert-nv-tile-func-to-llvm` and `gpu.module(convert-tileas-to-llvm)`:
llvm.func kernels of arith, math, scf, llvm, nvvm and gpu ops. Arguments
are given in kernel order and buffers are filled as tileiras-run fills them
(the same seeded random inputs), so a GPU test's command lines carry over;
--dry-run writes the --out files with the inputs and stops. The block size
is the kernel's nvvm.reqntid.

Each CTA runs in lockstep: every op executes for all active threads before
the next op, and control flow that threads take differently runs each side
under a mask. That alone would hide a missing barrier, so shared memory
remembers, between two barriers, which thread wrote and read each byte: a
read of another thread's write, or a write over another thread's read or
(different) write, is reported as a race, unless mbarriers order the two
(an arrive releases, a try_wait.parity that sees the phase complete
acquires; tracked by vector clocks). A barrier some threads of the
CTA do not reach, a shuffle from an inactive or absent lane, an access
outside every buffer and a failed cf.assert are errors too. Integers wrap
at their width; f32/f16/bf16 results are rounded to nearest even after
every op; math functions use Python's (correctly rounded double, then
rounded), so compare floats with a tolerance. Modifier attributes
(rounding modes, flush to zero, approximations) are not modelled.

nvvm.bar.warp.sync (__syncwarp) is a barrier of the lanes of a warp that its
member mask names, ordering what each did before after what each does
after, as a named barrier of fewer threads does.

nvvm.mma.sync, nvvm.ldmatrix and nvvm.stmatrix execute per warp, all 32
lanes together, with the fragment layouts of the PTX ISA (an stmatrix
element is a shared store of the lane whose register holds it);
--report-bank-conflicts ends the run with the number of ldmatrix (and
stmatrix) ops issued (per warp) and of those whose rows meet in a
shared-memory bank. nvvm.wgmma.mma_async (operands through shared-memory
matrix descriptors: m64nNk16 f16/bf16, m64nNk8 tf32 and m64nNk32 e4m3/e5m2
with f32 accumulators, m64nNk32 s8/u8 with s32 ones) executes per
warpgroup, all 128 threads together; its result may be used once a
wgmma.wait.group retires it, and the shared memory it reads must not be
written before then.

The Hopper TMA path: tensor maps that inline tensormap.replace builds in
global memory (fenced for the tensormap proxy by fence.proxy.release and
fence.proxy.acquire), mbarriers (init, arrive.expect_tx, arrive,
try_wait.parity, inval) and cp.async.bulk.tensor in tile mode into shared
memory, with swizzles; a copy lands when a wait needs the mbarrier phase it
completes, and a wait that cannot complete is reported as a deadlock. A
copy writes in the async proxy: the generic reads of its bytes since they
were last written (loads, ldmatrix) need a fence.proxy.async on the path
that orders them before the copy (the reader's before its arrive or
barrier, or the issuing thread's after its wait or barrier). TMA
stores (cp.async.bulk.tensor from shared::cta to global memory, tile mode)
with bulk async-groups (commit_group, wait_group with or without .read):
a store reads shared memory in the async proxy (fence.proxy.async of the
writers, then a barrier or mbarrier phase) until a wait_group.read covers
it, and writes global memory, clipped to the tensor, at a wait_group.

Blackwell's tcgen05 ops (cta_group::1; for CTA pairs, cta_group::2, see
below): tensor memory (128 lanes of 512
32-bit columns per CTA) that tcgen05.alloc/dealloc manage per warp,
tcgen05.st/ld of shapes 16x64b, 16x128b, 16x256b and 32x32b within the
warp's subpartition, tcgen05.mma of kinds f16 (f16/bf16), tf32, f8f6f4
(e4m3/e5m2) and i8 (B through a shared memory descriptor, A through one or
in tensor memory, f32 or (i8) s32 D, A in tensor memory and D in the
data-path layout of M = 64 or 128), the block-scaled
tcgen05.mma.block_scale (A and B through descriptors, M = 128) of kinds
mxf8f6f4 (.scale_vec::1X: e4m3/e5m2 A and B, one UE8M0 scale factor per
row of A and column of B and 32 K elements), mxf4 (.scale_vec::2X: E2M1
A and B packed two to a byte, K = 64, two UE8M0 scale factors per row and
column) and mxf4nvf4 (the same A and B; .scale_vec::2X with UE8M0 scale
factors, or .scale_vec::4X with four UE4M3 or UE8M0 ones per row and
column, one per 16 K elements), the scale factors read from tensor memory
at the bytes the instruction descriptor's SF IDs select (they must be
duplicated in the four 32-lane subpartitions) and the forms the ISA
rejects reported, tcgen05.cp.32x128b.warpx4 (32 rows of 16
bytes from shared memory to each subpartition's 32 lanes of 4 columns)
and tcgen05.commit to an mbarrier, which tracks the products and copies.
The asynchronous ops' accesses of tensor memory must be ordered as the
ISA's canonical patterns order them (tcgen05.wait, tcgen05.fence
around barriers and mbarrier phases, the commit's phase for a product or
copy; a copy before a product of the same thread is a pipeline), and
shared memory a product or copy reads must be written before it with the
async proxy's fences and not be written again before the writer knows it
complete.

Thread-block clusters (nvvm.cluster_dim; with nvvm.blocksareclusters the
grid counts clusters): the CTAs of a cluster run together, each as a group
of threads of its own, with its own shared memory, barriers, tensor memory,
%tid and %ctaid, and the special registers of clusters. Threads reach a
peer's shared memory through shared::cluster addresses (addrspacecast to
!llvm.ptr<7>, mapa), arrive on a peer's mbarrier, multicast TMA copies and
tcgen05.commit arrivals to the CTAs of a mask, and synchronize with
barrier.cluster (arrive, relaxed arrive, wait); the race checks run across
the CTAs (a CTA barrier orders nothing for another CTA's threads), and a
peer's mbarrier must be published by fence.mbarrier.init and a cluster
barrier before a thread of another CTA uses it, a peer's shared memory be
accessed after a cluster barrier, and no CTA exit while another may still
access its shared memory.

CTA pairs (tcgen05 .cta_group::2, the CTAs of a cluster whose ranks differ
in bit 0): tcgen05.alloc, dealloc and relinquish_alloc_permit that a warp
of each CTA issues and the two perform together (the same columns in both
CTAs' tensor memory; a deadlock where the peer's warp never issues it),
tcgen05.mma.cta_group::2 of M = 256 or 128 issued by a thread of either
CTA, which reads rows of A and columns of B from the shared memory of
each CTA and writes each CTA's half of D into its tensor memory in the
data-path layouts A and B, with the checks of cta_group::1 in both CTAs'
memories, tcgen05.commit.cta_group::2 (with a multicast mask), a kernel's
tcgen05 ops all of one .cta_group, and no pair op while the peer may have
exited or not started.
"""
import contextlib
import math
import os
import re
import struct
import sys
import threading
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from runner_args import parse_runner_args, random_values, write_and_compare  # noqa: E402

# --------------------------------------------------------------------------
# Parsing the generic form
# --------------------------------------------------------------------------


class Op:
    def __init__(self, line_no, results, name, operands, props, attrs,
                 in_types, out_types):
        self.line = line_no
        self.results = results
        self.name = name
        self.operands = operands
        self.props = props
        self.attrs = attrs
        self.in_types = in_types
        self.out_types = out_types
        self.regions = []
        # For an scf.if: whether a region holds an op that may block.
        self.blocking = None


class Block:
    def __init__(self, args):
        self.args = args  # [(name, type)]
        self.ops = []


def split_top(text, sep=","):
    """Splits at `sep` outside brackets and strings."""
    parts, depth, cur, quoted = [], 0, "", False
    for i, ch in enumerate(text):
        if ch == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        if quoted:
            cur += ch
            continue
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}" and not (ch == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def matching(text, start):
    """Index of the bracket closing the one at `start`."""
    opening = text[start]
    closing = {"(": ")", "<": ">", "[": "]", "{": "}"}[opening]
    depth = 0
    quoted = False
    for i in range(start, len(text)):
        ch = text[i]
        if ch == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        if quoted:
            continue
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}" and not (ch == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                if ch != closing:
                    raise ValueError("unbalanced brackets")
                return i
    raise ValueError("unbalanced brackets")


def parse_signature(text):
    """`(a, b) -> c` or `(a) -> (b, c)` into ([a, b], [c])."""
    text = text.strip()
    close = matching(text, 0)
    ins = split_top(text[1:close])
    rest = text[close + 1:].strip()
    assert rest.startswith("->"), text
    outs = rest[2:].strip()
    if outs.startswith("("):
        outs = split_top(outs[1:matching(outs, 0)])
    else:
        outs = [outs]
    return ins, outs


def result_names(text):
    names = []
    for part in split_top(text):
        if ":" in part:
            base, count = part.split(":")
            names += ["%s#%d" % (base, k) for k in range(int(count))]
        else:
            names.append(part)
    return names


def parse_op_head(line, line_no):
    """An op line up to its regions; returns (op, opens_region)."""
    results = []
    rest = line
    if rest.startswith("%"):
        eq = rest.index(" = ")
        results = result_names(rest[:eq])
        rest = rest[eq + 3:]
    assert rest.startswith('"'), line
    end = rest.index('"', 1)
    name = rest[1:end]
    rest = rest[end + 1:]
    close = matching(rest, 0)
    operands = [o for o in split_top(rest[1:close])]
    rest = rest[close + 1:].strip()
    props = ""
    if rest.startswith("<{"):
        close = matching(rest, 1)
        props = rest[2:close]
        rest = rest[close + 2:].strip()
    op = Op(line_no, results, name, operands, props, "", [], [])
    if rest.startswith("({"):
        return op, True
    finish_op(op, rest)
    return op, False


def finish_op(op, rest):
    """Reads `{attrs} : (types) -> types` after the operands or regions."""
    rest = rest.strip()
    if rest.startswith("{"):
        close = matching(rest, 0)
        op.attrs = rest[1:close]
        rest = rest[close + 1:].strip()
    assert rest.startswith(":"), rest
    op.in_types, op.out_types = parse_signature(rest[1:])


def parse_module(text):
    lines = [(i + 1, l.strip()) for i, l in enumerate(text.splitlines())]
    pos = 0

    def parse_region():
        # After "({" or "}, {": blocks until "}" that closes the region.
        nonlocal pos
        blocks = []
        block = None
        while True:
            line_no, line = lines[pos]
            if line.startswith("}"):
                return blocks or [Block([])], line
            pos += 1
            if not line:
                continue
            if line.startswith("^"):
                args = []
                if "(" in line:
                    inner = line[line.index("(") + 1:line.rindex(")")]
                    for a in split_top(inner):
                        n, t = a.split(":", 1)
                        args.append((n.strip(), t.strip()))
                block = Block(args)
                blocks.append(block)
                continue
            if block is None:
                block = Block([])
                blocks.append(block)
            block.ops.append(parse_op(line_no, line))

    def parse_op(line_no, line):
        nonlocal pos
        op, has_regions = parse_op_head(line, line_no)
        while has_regions:
            blocks, closing = parse_region()
            op.regions.append(blocks)
            pos += 1
            if closing.startswith("}, {"):
                continue
            assert closing.startswith("})"), closing
            finish_op(op, closing[2:])
            has_regions = False
        return op

    ops = []
    while pos < len(lines):
        line_no, line = lines[pos]
        pos += 1
        if line and not line.startswith("//") and not line.startswith("#"):
            ops.append(parse_op(line_no, line))
    return ops


def walk(ops):
    for op in ops:
        yield op
        for region in op.regions:
            for block in region:
                yield from walk(block.ops)


# --------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------


class EmulationError(Exception):
    pass


# f8 codes: LLVM has no such types and keeps them as bytes (the NVPTX
# target converts them to i8); here they are their codes too.
F8_CODE_TYPES = ("f8E4M3FN", "f8E5M2")


def int_width(t):
    if t == "index":
        return 64
    if t.startswith("i") and t[1:].isdigit():
        return int(t[1:])
    if t in F8_CODE_TYPES:
        return 8
    return None


def wrap(value, width):
    """Two's complement wrap, kept signed (an i1 true is -1)."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def truth(flag):
    """An i1 from a Python truth value."""
    return -1 if flag else 0


def unsigned(value, width):
    return value & ((1 << width) - 1)


CANONICAL_NAN_BITS = {"f16": 0x7FFF, "bf16": 0x7FFF, "f32": 0x7FFFFFFF,
                      "f64": 0x7FFFFFFFFFFFFFFF}


def round_float(value, t):
    """`value` rounded to nearest even in `t`. A NaN becomes the canonical
    NaN of `t` (all payload bits set), as GPU arithmetic produces;
    bitcasts keep payloads (f16 and bf16: only the canonical one)."""
    if math.isnan(value):
        return canonical_nan(t)
    if t == "f64":
        return float(value)
    if math.isinf(value):
        return value
    if t == "f32":
        try:
            return struct.unpack("<f", struct.pack("<f", value))[0]
        except OverflowError:
            return math.copysign(math.inf, value)
    if t == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", value))[0]
        except OverflowError:
            return math.copysign(math.inf, value)
    if t == "bf16":
        return bits_to_float(float_to_bits(value, "bf16"), "bf16")
    raise EmulationError("float type %s is not modelled" % t)


def canonical_nan(t):
    return bits_to_float(CANONICAL_NAN_BITS[t], t)


def float_to_bits(value, t):
    if math.isnan(value) and t in ("f16", "bf16"):
        return CANONICAL_NAN_BITS[t] | (0x8000 if math.copysign(1, value) < 0 else 0)
    if math.isnan(value) and t == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if t == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if t == "f32":
        return struct.unpack("<I", struct.pack("<f", round_float(value, "f32")))[0]
    if t == "f16":
        return struct.unpack("<H", struct.pack("<e", round_float(value, "f16")))[0]
    if t == "bf16":
        bits = float_to_bits(value, "f32")
        bits += 0x7FFF + ((bits >> 16) & 1)
        return (bits >> 16) & 0xFFFF
    raise EmulationError("float type %s is not modelled" % t)


def bits_to_float(bits, t):
    if t == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if t == "f32":
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    if t == "f16":
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    if t == "bf16":
        return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
    raise EmulationError("float type %s is not modelled" % t)


def is_float(t):
    return t in ("f16", "bf16", "f32", "f64")


def vector_of(t):
    """`vector<4xf32>` -> (4, 'f32'), else None."""
    if t.startswith("vector<"):
        inner = t[len("vector<"):-1]
        count, elem = inner.split("x", 1)
        return int(count), elem
    return None


def element_type(t):
    """The element type of a vector type; any other type itself."""
    v = vector_of(t) if t else None
    return v[1] if v else t


def aggregate_fields(t):
    """The member types of `!llvm.struct<(...)>` or `!llvm.array<N x T>`,
    else None. Aggregate values are tuples of their members."""
    if t.startswith("!llvm.struct<(") and t.endswith(")>"):
        return split_top(t[len("!llvm.struct<("):-2])
    if t.startswith("!llvm.array<"):
        count, member = t[len("!llvm.array<"):-1].split(" x ", 1)
        return [member.strip()] * int(count)
    return None


def poison_value(t):
    fields = aggregate_fields(t)
    if fields is not None:
        return tuple(poison_value(f) for f in fields)
    return from_bytes(POISON_BYTE * byte_size(t), t)


def byte_size(t):
    v = vector_of(t)
    if v:
        return v[0] * byte_size(v[1])
    if t.startswith("!llvm.ptr"):
        return 8
    w = int_width(t)
    if w is not None:
        return max(1, (w + 7) // 8)
    return {"f16": 2, "bf16": 2, "f32": 4, "f64": 8}[t]


def to_bytes(value, t):
    v = vector_of(t)
    if v:
        return b"".join(to_bytes(x, v[1]) for x in value)
    if t.startswith("!llvm.ptr"):
        return struct.pack("<Q", value)
    w = int_width(t)
    if w is not None:
        return unsigned(value, w).to_bytes(byte_size(t), "little")
    return float_to_bits(value, t).to_bytes(byte_size(t), "little")


def from_bytes(data, t):
    v = vector_of(t)
    if v:
        size = byte_size(v[1])
        return tuple(from_bytes(data[i * size:(i + 1) * size], v[1])
                     for i in range(v[0]))
    if t.startswith("!llvm.ptr"):
        return struct.unpack("<Q", data)[0]
    w = int_width(t)
    if w is not None:
        return wrap(int.from_bytes(data, "little"), w)
    return bits_to_float(int.from_bytes(data, "little"), t)


def bit_width(t):
    v = vector_of(t)
    if v:
        return v[0] * bit_width(v[1])
    if t.startswith("!llvm.ptr"):
        return 64
    w = int_width(t)
    if w is not None:
        return w
    return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[t]


def to_bits(value, t):
    """The bits of `value` as one unsigned integer, as LLVM's bitcast reads
    them: element i of a vector at bits i * w on, w its element width (so
    that vectors of elements narrower than a byte are packed)."""
    v = vector_of(t)
    if v:
        w = bit_width(v[1])
        return sum(to_bits(x, v[1]) << (i * w) for i, x in enumerate(value))
    if t.startswith("!llvm.ptr"):
        return unsigned(value, 64)
    w = int_width(t)
    if w is not None:
        return unsigned(value, w)
    return float_to_bits(value, t)


def from_bits(bits, t):
    """The value of type `t` whose bits (to_bits) are `bits`."""
    v = vector_of(t)
    if v:
        w = bit_width(v[1])
        return tuple(from_bits((bits >> (i * w)) & ((1 << w) - 1), v[1])
                     for i in range(v[0]))
    if t.startswith("!llvm.ptr"):
        return bits
    w = int_width(t)
    if w is not None:
        return wrap(bits, w)
    return bits_to_float(bits, t)


def parse_scalar_attr(text, t):
    text = text.strip()
    if text in ("true", "false"):
        return truth(text == "true")
    if is_float(t):
        if text.startswith("0x"):
            return bits_to_float(int(text, 16), t)
        return round_float(float(text), t)
    return wrap(int(text, 0), int_width(t))


def parse_constant(props, t):
    """The value of an arith.constant / llvm.mlir.constant."""
    key = "value = "
    text = props[props.index(key) + len(key):]
    if text.startswith("dense<"):
        close = matching(text, 5)
        body = text[6:close]
        v = vector_of(t)
        if body.startswith("["):
            items = split_top(body[1:-1])
        else:
            items = [body] * v[0]
        return tuple(parse_scalar_attr(x, v[1]) for x in items)
    text = split_top(text)[0]
    if " : " in text:
        text = text[:text.rindex(" : ")]
    return parse_scalar_attr(text, t)


def mlir_unescape(text):
    """A string attribute's text: MLIR escapes bytes as \\XX (two hex
    digits) besides \\n, \\t, \\\\ and \\"."""
    out, i = bytearray(), 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            if nxt in "nt\\\"":
                out += {"n": b"\n", "t": b"\t", "\\": b"\\", '"': b'"'}[nxt]
                i += 2
                continue
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
            continue
        out += text[i].encode()
        i += 1
    return out.decode("utf-8", "replace")


def prop(props, key):
    """The text of property `key` in a properties dictionary."""
    for part in split_top(props):
        if part.startswith(key + " = "):
            return part[len(key) + 3:]
        if part == key:
            return ""
    return None


def array_attr(text):
    """`array<i64: 1, 2>` -> [1, 2]."""
    body = text[text.index(":") + 1:-1].strip() if ":" in text else ""
    return [int(x) for x in body.split(",")] if body else []


def enum_attr(text):
    """`#nvvm.mma_layout<row>` -> 'row', and in the form without a dotted
    mnemonic, `#nvvm<grid_dep_action wait>` -> 'wait'; None stays None."""
    if not text:
        return None
    inner = text[text.index("<") + 1:-1].strip()
    if text.startswith("#") and "." not in text[:text.index("<")]:
        inner = inner.split(None, 1)[-1]
    return inner


def extract_value(aggregate, position):
    for k in position:
        aggregate = aggregate[k]
    return aggregate


def insert_value(aggregate, position, value):
    if not position:
        return value
    k = position[0]
    return aggregate[:k] + (insert_value(aggregate[k], position[1:], value),) + aggregate[k + 1:]


# --------------------------------------------------------------------------
# Memory
# --------------------------------------------------------------------------

REGION_BITS = 40
# The copy of a shared buffer of the CTA of rank r of a cluster lies
# CLUSTER_REGIONS r regions after that of rank 0.
CLUSTER_REGIONS = 1 << 16
# Undefined bytes: poison values and shared memory before its first write.
POISON_BYTE = b"\xa5"


# Tensor maps (PTX ISA, "Tensor-map"): 128-byte opaque objects, which the
# emulator encodes as it likes: each field that tensormap.replace sets, at
# (byte offset, bytes per ordinal, ordinals, bit of ordinal 0 in the mask of
# fields set at byte 120), so that a map zero-filled by ordinary stores has
# no field set, as a map built in memory must set every field it uses.
TENSORMAP_FIELDS = {
    "global_address": (0, 8, 1, 0),
    "rank": (100, 4, 1, 1),
    "elemtype": (104, 1, 1, 2),
    "interleave_layout": (105, 1, 1, 3),
    "swizzle_mode": (106, 1, 1, 4),
    "swizzle_atomicity": (107, 1, 1, 5),
    "fill_mode": (108, 1, 1, 6),
    "global_dim": (8, 4, 5, 7),
    "global_stride": (28, 8, 4, 12),
    "box_dim": (60, 4, 5, 16),
    "element_stride": (80, 4, 5, 21),
}
TENSORMAP_SET = 120
# The fields of an ordinal (.field2 of tensormap.replace) and those whose
# new value must be an immediate (.field3), with how many values are valid
# (Table "Tensormap new_val validity").
TENSORMAP_ORDINAL_FIELDS = ("box_dim", "global_dim", "global_stride", "element_stride")
TENSORMAP_IMMEDIATE_FIELDS = {"elemtype": 16, "interleave_layout": 3, "swizzle_mode": 5,
                              "swizzle_atomicity": 4, "fill_mode": 2}
# Bytes of each .elemtype (u8, u16, u32, s32, u64, s64, f16, f32, f32.ftz,
# f64, bf16, tf32, tf32.ftz); the sub-byte types 13-15 are not modelled.
TENSORMAP_ELEMENT_BYTES = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 4, 9: 8,
                           10: 2, 11: 4, 12: 4}
# .swizzle_mode: the span of a swizzled row in bytes (None: no swizzle).
TENSORMAP_SWIZZLES = {0: None, 1: 32, 2: 64, 3: 128}

TENSORMAP_REPLACE_ASM = re.compile(
    r"^tensormap\.replace\.tile\.(\w+)((?:\.[\w:]+)?)\.b1024\.(b32|b64)\s*"
    r"\[\s*\$(\d+)\s*\]\s*,\s*(?:(\d+)\s*,\s*)?(\$\d+|-?\d+|0x[0-9a-fA-F]+)\s*;$")


def encode_tensor_map_field(data, field, ordinal, value):
    offset, size, _, bit = TENSORMAP_FIELDS[field]
    data[offset + ordinal * size:offset + (ordinal + 1) * size] = value.to_bytes(size, "little")
    mask = int.from_bytes(data[TENSORMAP_SET:TENSORMAP_SET + 4], "little") | 1 << (bit + ordinal)
    data[TENSORMAP_SET:TENSORMAP_SET + 4] = mask.to_bytes(4, "little")


def decode_tensor_map(data):
    """The fields of a tensor map: a value, or for the fields of an
    ordinal a list of them; None where tensormap.replace did not set it."""
    mask = int.from_bytes(data[TENSORMAP_SET:TENSORMAP_SET + 4], "little")
    fields = {}
    for name, (offset, size, count, bit) in TENSORMAP_FIELDS.items():
        values = [int.from_bytes(data[offset + k * size:offset + (k + 1) * size], "little")
                  if mask >> (bit + k) & 1 else None for k in range(count)]
        fields[name] = values if name in TENSORMAP_ORDINAL_FIELDS else values[0]
    return fields


def tma_tile_box(op, map_address, fields, coords, dst, store=False):
    """What a tile-mode cp.async.bulk.tensor of the box at `coords` moves
    (PTX ISA, cp.async.bulk.tensor and "Tensor-map"): the shared addresses
    of the box's 16-byte chunks in order, and the runs of elements inside
    the tensor as (offset in the box, global address, bytes). Dimension 0
    is innermost; element (c0 + i0, c1 + i1, ...) lies at global_address +
    (c0 + i0) e + sum (c_d + i_d) global_stride[d - 1] and at byte e (i0 +
    box0 (i1 + box1 (...))) of the box in shared memory (e bytes an
    element), whose 16-byte chunk bits of the address (from bit 4) a
    swizzle XORs with as many bits from bit 7. Elements outside [0,
    global_dim) in some dimension are zeros for a load (global to shared)
    and not written by a `store` (shared to global, whose map needs no
    fill_mode)."""
    where = "line %d: the tensor map at 0x%x" % (op.line, map_address)
    needed = ["global_address", "rank", "elemtype", "interleave_layout", "swizzle_mode"]
    if not store:
        needed.append("fill_mode")
    missing = [f for f in needed if fields[f] is None]
    rank = fields["rank"] + 1 if fields["rank"] is not None else None
    if rank is not None:
        if rank > 5:
            raise EmulationError("%s has rank %d (at most 5)" % (where, rank))
        for name, count in (("global_dim", rank), ("global_stride", rank - 1),
                            ("box_dim", rank), ("element_stride", rank)):
            missing += ["%s[%d]" % (name, k) for k in range(count)
                        if fields[name][k] is None]
    if missing:
        raise EmulationError(
            "%s lacks %s: a map built in memory must set each field a copy uses by "
            "tensormap.replace (the bytes ordinary stores leave are no valid map)"
            % (where, ", ".join(missing)))
    if len(coords) != rank:
        raise EmulationError("%s has rank %d, the copy gives %d coordinates"
                             % (where, rank, len(coords)))
    elemtype, swizzle = fields["elemtype"], fields["swizzle_mode"]
    if elemtype not in TENSORMAP_ELEMENT_BYTES or fields["interleave_layout"] or \
            (fields["fill_mode"] and not store) or swizzle not in TENSORMAP_SWIZZLES or \
            fields["swizzle_atomicity"]:
        raise EmulationError(
            "%s (elemtype %d, interleave_layout %d, swizzle_mode %d, fill_mode %s, "
            "swizzle_atomicity %s) is not modelled" % (
                where, elemtype, fields["interleave_layout"], swizzle, fields["fill_mode"],
                fields["swizzle_atomicity"]))
    size = TENSORMAP_ELEMENT_BYTES[elemtype]
    span = TENSORMAP_SWIZZLES[swizzle]
    base = fields["global_address"]
    dims, strides = fields["global_dim"][:rank], fields["global_stride"][:rank - 1]
    box, element_strides = fields["box_dim"][:rank], fields["element_stride"][:rank]
    if base % 16:
        raise EmulationError("%s has global_address 0x%x, not 16-byte aligned" % (where, base))
    for d in range(rank):
        if dims[d] == 0:
            raise EmulationError("%s has global_dim[%d] 0" % (where, d))
        if not 1 <= box[d] <= 256:
            raise EmulationError("%s has box_dim[%d] %d (1 to 256)" % (where, d, box[d]))
        if element_strides[d] != 1:
            raise EmulationError("%s has element_stride[%d] %d: only 1 is modelled"
                                 % (where, d, element_strides[d]))
    for d, stride in enumerate(strides):
        if stride % 16 or not 0 < stride < 1 << 40:
            raise EmulationError("%s has global_stride[%d] %d (a multiple of 16 below 2^40)"
                                 % (where, d, stride))
    row = box[0] * size
    if row % 16:
        raise EmulationError("%s has rows of box_dim[0] x %d = %d bytes, not a multiple "
                             "of 16" % (where, size, row))
    if span is not None and row > span:
        raise EmulationError("%s has rows of %d bytes, more than its %d-byte swizzle span"
                             % (where, row, span))
    if dst % 128:
        raise EmulationError("line %d: the TMA %s 0x%x is not 128-byte aligned"
                             % (op.line, "store's shared source" if store else
                                "copy's shared destination", dst))
    rows = 1
    for d in range(1, rank):
        rows *= box[d]
    total = rows * row
    chunks = [wgmma_swizzle(dst + o, span) for o in range(0, total, 16)]
    segments = []
    lo = max(coords[0], 0)
    hi = min(coords[0] + box[0], dims[0])
    for r in range(rows if lo < hi else 0):
        address, rest = base, r
        for d in range(1, rank):
            x = coords[d] + rest % box[d]
            rest //= box[d]
            if not 0 <= x < dims[d]:
                break
            address += x * strides[d - 1]
        else:
            segments.append((r * row + (lo - coords[0]) * size, address + lo * size,
                             (hi - lo) * size))
    return chunks, segments


class TensorMapWrites:
    """The generic-proxy writes of a 128-byte block of global memory: the
    sequence number, line and thread of the last, and per writer (CTA,
    thread) the first it has not released."""

    def __init__(self):
        self.last = 0
        self.line = 0
        self.writer = None
        self.unreleased = {}


class MBarrier:
    """An mbarrier (PTX ISA, "mbarrier"): expected arrival count, arrivals
    pending in the current phase, tx-count and phase number; the phase
    completes when no arrivals and no bytes are pending. Also where and by
    whom it was initialized (other threads use it only after a barrier:
    one of the whole CTA, or one of fewer threads that orders them after
    the init, `init_seen`), and what the arrivals on the current phase and
    on the one before released since the last barrier (see
    Memory.arrive_release)."""

    def __init__(self, count, thread, line, barriers):
        self.expected = count
        self.pending = count
        self.tx = 0
        self.phase = 0
        self.init_thread = thread
        self.init_line = line
        self.init_barriers = barriers
        # The threads ordered after the init by barriers of fewer than all
        # threads since the last barrier of all: the initializing thread,
        # and those of a barrier with one of them (named barriers order
        # what their threads did before after what they do after).
        self.init_seen = {thread}
        self.released = {}
        self.previous_released = {}
        # What arrivals that order reads only released (an arrive at CTA
        # scope on another CTA's mbarrier: see Memory.arrive_release).
        self.read_released = {}
        self.previous_read_released = {}
        # The same for the completions of tcgen05.mma ops (see
        # Memory.tc_acquired): issuing thread -> index of its tcgen05.commit.
        # Commit indices count per CTA, so barriers leave them.
        self.tc_released = {}
        self.tc_previous = {}
        # For the other CTAs of a cluster: whether the initializing thread
        # executed fence.mbarrier.init after the init, and the phase of the
        # cluster barrier it arrived on after the fence (`remote_phase`:
        # threads of other CTAs that waited for it may use the mbarrier) or
        # after the fence or with release semantics (`local_phase`: threads
        # of its CTA that waited for it may); per phase the threads that
        # waited for it, with their epochs then (what a TMA copy completing
        # it wrote is ordered for the other CTAs through them).
        self.init_fenced = False
        self.local_phase = None
        self.remote_phase = None
        self.observers = {}

    # Phases completed by all mbarriers so far (a group of threads that
    # arrives yields when its arrival completed one: see Scheduler).
    completions = 0

    def progress(self):
        if self.pending == 0 and self.tx == 0:
            MBarrier.completions += 1
            self.phase += 1
            self.pending = self.expected
            self.previous_released, self.released = self.released, {}
            self.previous_read_released, self.read_released = self.read_released, {}
            self.tc_previous, self.tc_released = self.tc_released, {}


class TmaCopy:
    """A TMA copy in flight: its op and thread, its tensor map and
    mbarrier, the shared addresses of its 16-byte chunks and the runs of
    global memory it reads (see tma_tile_box)."""

    def __init__(self, op, thread, map_address, barrier_address, chunks, segments):
        self.op = op
        self.thread = thread
        self.map_address = map_address
        self.barrier_address = barrier_address
        self.chunks = chunks
        self.segments = segments


class TmaStore:
    """A TMA store (cp.async.bulk.tensor.global.shared::cta.tile.bulk_group):
    its op and issuing thread, its tensor map, the shared addresses of the
    box's 16-byte chunks it reads and the runs of global memory it writes
    (see tma_tile_box). `data` holds the box once its shared-memory reads
    are complete (a cp.async.bulk.wait_group.read of the thread covered its
    bulk async-group), `written` is set once it wrote global memory."""

    def __init__(self, op, thread, map_address, chunks, segments):
        self.op = op
        self.thread = thread
        self.map_address = map_address
        self.chunks = chunks
        self.segments = segments
        self.data = None
        self.written = False


def pending_text(writer):
    """The copy in flight that writes a shared byte, for a message."""
    if isinstance(writer, TmaCopy):
        return "the TMA copy of line %d that writes it completed" % writer.op.line
    return "the cp.async of thread %d that writes it was waited for" % writer


def copy_text(writer):
    if isinstance(writer, TmaCopy):
        return "the TMA copy of line %d (thread %d)" % (writer.op.line, writer.thread)
    return "the cp.async of thread %d" % writer


def merge_max(into, other):
    """`into` (key -> number) raised to the numbers of `other`."""
    for key, value in other.items():
        if into.get(key, -1) < value:
            into[key] = value


class Memory:
    """Buffers in regions k << 40 (a buffer starts `origin` bytes into its
    region). Shared buffers track, between two barriers, the thread that
    wrote each byte and those that read it, and the bytes an asynchronous
    copy will write when its group is waited for.

    Between two barriers, mbarriers order accesses too (PTX memory model:
    an arrive releases at CTA scope, a try_wait.parity that sees the phase
    complete acquires), tracked by vector clocks: each thread's clock
    counts its arrives since the last barrier, an access is recorded with
    the clock of its thread (its epoch), an arrive adds the thread's clock
    and all it acquired to the phase's release set, and a wait acquires
    the set of the phase it saw complete. An access of thread T is
    ordered after one of thread R at epoch e when T acquired epoch e (or a
    later one) of R. Until the first arrive after a barrier every epoch is
    0 and no thread acquired anything, so the records are those of the
    barrier-only checks.

    Shared buffers also form the shared window, the addresses that matrix
    descriptors hold: each starts at a multiple of 1024 bytes, in module
    order, and its origin in its region is its window address, so the low
    bits of a shared pointer are its window address.

    Memory also holds the state of the Hopper TMA path: the mbarriers of
    the CTA, the TMA copies in flight, and, per 128-byte tensor map in
    global memory, its generic-proxy writes and the fences that order them
    before the tensormap-proxy reads of the copies."""

    def __init__(self):
        self.buffers = {}
        self.origins = {}
        self.shared = set()
        self.window = []
        # Shared bytes -> (writer, value, epoch) and {reader: epoch}.
        self.writers = {}
        self.readers = {}
        self.pending = {}
        # mbarrier ordering (see above): whether some thread arrived since
        # the last barrier, each thread's clock, per thread what it acquired
        # ({thread: epoch}), and, until the next wait, which wgmma reads are
        # ordered before a thread's writes ((record, thread) -> bool) and
        # which writes before a warpgroup's wgmma ((group, writer, epoch)).
        self.clocked = False
        self.clock = {}
        self.acquired = {}
        # Per thread the reads of other threads ordered before what it does
        # ({thread: epoch}), beyond those `acquired` orders: through
        # arrivals that order reads only.
        self.read_acquired = {}
        self.wgmma_order = {}
        # Device-heap blocks (malloc): base address -> line of the call.
        self.heap = {}
        self.heap_count = 0
        # Issued wgmma.mma_async ops not yet retired (the bytes each reads),
        # and per byte the warpgroups whose wgmma read it since the last
        # barrier, each with the last such wgmma (WgmmaRecord).
        self.wgmma_pending = []
        self.wgmma_readers = {}
        # With track_proxy (a kernel with wgmma): shared bytes written
        # through the generic proxy -> (writer, barriers before the write),
        # the bytes each thread wrote, and per warpgroup the number of
        # barriers before its last fence.proxy.async.
        self.track_proxy = False
        self.generic = {}
        self.generic_by_thread = {}
        self.proxy_fenced = {}
        self.barriers = 0
        # mbarriers: address -> MBarrier, and each byte of a live one ->
        # its address; TMA copies in flight (TmaCopy); shared bytes a copy
        # wrote since the last barrier -> (copy, mbarrier address, phase);
        # per (thread, mbarrier address) the last phase the thread saw
        # complete, and per (warpgroup, mbarrier address) the last any of
        # its threads saw.
        self.mbarriers = {}
        self.mbarrier_bytes = {}
        # Bytes of invalidated mbarriers: (thread, epoch, line) of the
        # mbarrier.inval, until a barrier orders it before every thread's
        # accesses (the PTX ISA lets the bytes serve another purpose after
        # the inval, so an access the inval is not ordered before races it).
        self.invalidated = {}
        self.tma_copies = []
        self.tma_landed = {}
        self.observed = {}
        self.observed_by_group = {}
        # Tensor maps (with track_maps, a kernel with TMA copies): per
        # 128-byte block of global memory written in the generic proxy, a
        # TensorMapWrites; the blocks each writer (CTA, thread) wrote and
        # has not released; per (thread, block) what its last
        # fence.proxy.acquire ordered (a write sequence number).
        # TMA stores (TmaStore): those issued and not yet written to global
        # memory, per 16-byte shared chunk the stores that still read it,
        # and per thread its uncommitted stores and its committed bulk
        # async-groups not yet complete. With track_proxy, the generic
        # writes of shared bytes that their writer fenced (fence.proxy.async)
        # -> (writer, barriers before the write, barriers before the fence,
        # epoch of the fence), and per
        # thread the number of barriers before its last fence.proxy.async.
        self.tma_stores = []
        self.store_reading = {}
        self.bulk_uncommitted = {}
        self.bulk_groups = {}
        self.fenced_generic = {}
        self.proxy_fenced_thread = {}
        # With track_war (a kernel with TMA copies): the generic-proxy reads
        # of shared bytes since each was last written, which an async-proxy
        # write (a TMA copy) may overwrite only after a fence.proxy.async
        # (see check_proxy_war): per byte, per reading thread, the line of
        # its last read, the number of fence.proxy.async ops the thread had
        # executed before it, and the barriers before it and its epoch; per
        # thread, for each of its fence.proxy.async ops, the barriers before
        # it and its epoch, and for its last one the barriers before it and
        # what the thread had acquired ({thread: epoch}).
        self.track_war = False
        self.generic_reads = {}
        self.proxy_fences = {}
        self.last_proxy_fence = {}
        self.track_maps = False
        self.maps = {}
        self.map_sequence = 0
        self.unreleased_by = {}
        self.map_acquired = {}
        self.cta_serial = 0
        # tcgen05 (Blackwell): the CTA's tensor memory (TensorMemory); per
        # thread, for each thread that issued tcgen05.mma ops, the index of
        # its last tcgen05.commit whose mbarrier arrival the thread acquired
        # since the last barrier (a wait for the phase, or a chain of phases
        # after it, as for the clocks above); the tcgen05.mma ops
        # (Tcgen05Mma) not yet known complete to every thread, and per
        # shared byte, per issuing thread, the last of them that reads it;
        # per byte of a tcgen05.alloc's address slot, the warp that wrote it
        # (its lanes read it with no barrier between).
        self.tmem = None
        self.tc_acquired = {}
        self.tc_inflight = []
        self.tc_smem_reads = {}
        self.warp_writes = {}
        # Thread-block clusters (see configure_cluster): the CTAs of a cluster run
        # together, their threads numbered across it (thread stride r + t is
        # thread t of the CTA of rank r). Without a cluster there is one CTA
        # and `cluster` is False. Per CTA: its copy of each shared buffer
        # (`shared_cta`: base -> rank; `shared_peers`: base -> the bases of
        # the same buffer in every CTA, by rank), its shared window, tensor
        # memory and barrier count (the CTA whose threads run has them in
        # `window`, `tmem` and `barriers`: see set_cta), and whether it
        # exited. Each thread's mbarrier inits not yet published to the
        # cluster by fence.mbarrier.init and a cluster barrier, the phase of
        # the cluster barrier each thread last waited for, the arrivals of
        # other CTAs' threads on each CTA's mbarriers (thread, epoch,
        # mbarrier, phase, line), and the threads whose `acquired` dict is
        # shared with others since a CTA barrier (copied before a change).
        self.cluster = False
        self.ncta = 1
        self.stride = 1
        self.cta_n = 1
        self.cta = 0
        self.cta_names = [None]
        self.shared_cta = {}
        self.shared_peers = {}
        self.windows = [self.window]
        self.tmems = [None]
        self.cta_barriers = [0]
        self.exited = [False]
        self.unpublished_inits = {}
        self.cluster_waited = {}
        self.remote_arrivals = {}
        self.shared_acquired = set()
        # The cluster barrier (barrier.cluster): its current phase, per
        # phase a BarrierInstance (with `by_cta`, the arrivals per CTA), and
        # per thread the phase and line of its arrive not yet waited for.
        self.cluster_phase = 0
        self.cluster_bars = {}
        self.cluster_arrived = {}
        # CTA pairs (tcgen05 .cta_group::2): per (pair, op kind) the warps
        # that issued an allocation op their peer CTA's warp has yet to
        # issue (PairIssue).
        self.pair_pending = {}

    def add(self, base, data, shared=False, origin=0, cta=0):
        self.buffers[base] = bytearray(data)
        self.origins[base] = origin
        if shared:
            self.shared.add(base)
            self.shared_cta[base] = cta
            while len(self.windows) <= cta:
                self.windows.append([])
            self.windows[cta].append((origin, len(data), base))

    def window_address(self, address, size, cta=None):
        """The address of `size` bytes at shared-window address `address` (of
        the running CTA, or of the CTA of rank `cta`), or None where they are
        not within one shared buffer."""
        for start, length, base in self.window if cta is None else self.windows[cta]:
            if start <= address and address + size <= start + length:
                return base + address
        return None

    def configure_cluster(self, ncta, stride, cta_n):
        """A launch in clusters of `ncta` CTAs of `cta_n` threads each, the
        threads of the CTA of rank r numbered from stride r (a cluster of one
        CTA: the launch without clusters)."""
        self.cluster = ncta > 1
        self.ncta, self.stride, self.cta_n = ncta, stride, cta_n
        self.cta_barriers = [0] * ncta
        self.exited = [False] * ncta
        self.tmems = [None] * ncta
        self.cta_names = [None] * ncta
        while len(self.windows) < ncta:
            self.windows.append([])

    def start_cta(self, names=None):
        """Shared memory of a new CTA (of each CTA of a new cluster, named
        `names` by rank): undefined bytes, no history."""
        for base in self.shared:
            self.buffers[base][:] = POISON_BYTE * len(self.buffers[base])
        self.barrier_all()
        self.pending.clear()
        self.wgmma_pending = []
        self.generic.clear()
        self.generic_by_thread.clear()
        self.proxy_fenced.clear()
        self.fenced_generic.clear()
        self.proxy_fenced_thread.clear()
        self.generic_reads.clear()
        self.proxy_fences.clear()
        self.last_proxy_fence.clear()
        self.tma_stores = []
        self.store_reading.clear()
        self.bulk_uncommitted.clear()
        self.bulk_groups.clear()
        self.barriers = 0
        self.mbarriers.clear()
        self.mbarrier_bytes.clear()
        self.invalidated.clear()
        self.tma_copies = []
        self.tma_landed.clear()
        self.observed.clear()
        self.observed_by_group.clear()
        # Global memory (and the tensor maps in it) persists; the threads
        # that fenced are new.
        self.map_acquired.clear()
        self.cta_serial += 1
        self.tc_acquired.clear()
        self.tc_inflight = []
        self.tc_smem_reads.clear()
        self.warp_writes.clear()
        self.unpublished_inits.clear()
        self.cluster_waited.clear()
        self.tmems = [TensorMemory() for _ in range(self.ncta)]
        # What each thread's tcgen05.fence::after_thread_sync ordered (see
        # TensorMemory): one record for the cluster.
        for tmem in self.tmems[1:]:
            tmem.views = self.tmems[0].views
        self.tmem = self.tmems[0]
        self.pair_pending.clear()
        self.cta = 0
        self.window = self.windows[0]
        self.cta_barriers = [0] * self.ncta
        self.exited = [False] * self.ncta
        self.cta_names = list(names) if names else [None] * self.ncta
        self.remote_arrivals.clear()
        self.shared_acquired.clear()
        self.cluster_phase = 0
        self.cluster_bars.clear()
        self.cluster_arrived.clear()
        # In a cluster the clocks run on from barrier to barrier (see
        # cluster_cta_barrier).
        self.clocked = self.cluster

    # ---- Clusters --------------------------------------------------------------

    def set_cta(self, cta):
        """The threads of CTA `cta` run now: its barrier count, tensor memory
        and shared window are the current ones."""
        if cta is None or cta == self.cta:
            return
        self.cta_barriers[self.cta] = self.barriers
        self.cta = cta
        self.barriers = self.cta_barriers[cta]
        self.tmem = self.tmems[cta]
        self.window = self.windows[cta]

    @contextlib.contextmanager
    def in_cta(self, cta):
        """The state of CTA `cta` is the current one meanwhile (a
        cta_group::2 op that one CTA's warp completes for both CTAs of the
        pair)."""
        running = self.cta
        self.set_cta(cta)
        try:
            yield self.tmems[cta]
        finally:
            self.set_cta(running)

    def barrier_count(self, thread):
        """The barriers the CTA of `thread` completed."""
        cta = thread // self.stride
        return self.barriers if cta == self.cta else self.cta_barriers[cta]

    def same_cta(self, a, b):
        return a // self.stride == b // self.stride

    def owner(self, address):
        """The rank of the CTA whose shared memory holds `address`, or None
        outside shared memory."""
        return self.shared_cta.get(address >> REGION_BITS << REGION_BITS)

    def cta_text(self, cta):
        return "CTA %s" % (self.cta_names[cta],) if self.cta_names[cta] is not None \
            else "the CTA of rank %d" % cta

    def thread_text(self, thread):
        """A thread for a message: in a cluster with its CTA."""
        if not self.cluster:
            return "thread %d" % thread
        return "thread %d (%s)" % (thread, self.cta_text(thread // self.stride))

    def peer_address(self, address, rank, op, what):
        """The address at the same CTA-relative offset as the shared address
        `address` in the shared memory of the CTA of rank `rank` (mapa, and
        the multicasts of TMA copies and tcgen05.commit)."""
        base = address >> REGION_BITS << REGION_BITS
        peers = self.shared_peers.get(base)
        if peers is None:
            raise EmulationError("line %d: %s 0x%x, which is not a shared memory address"
                                 % (op.line, what, address))
        if not 0 <= rank < len(peers):
            raise EmulationError(
                "line %d: %s CTA rank %d, outside the cluster of %d CTA%s (ranks 0 to %d)"
                % (op.line, what, rank, len(peers), "s" if len(peers) > 1 else "",
                   len(peers) - 1))
        return peers[rank] + address - base

    def check_not_exited(self, cta, thread, op, what):
        """An access by `thread` of the shared memory of CTA `cta` (`what`
        it does): not after that CTA exited."""
        if self.exited[cta]:
            raise EmulationError("line %d: %s %s after %s exited" % (
                op.line, self.thread_text(thread), what, self.cta_text(cta)))

    def remote_access(self, base, address, thread, op, what):
        """A load, store or atomic (`what`: "reads", "writes", "accesses") by
        `thread` of shared memory (of the buffer at `base`) in a cluster: a
        peer's shared memory only after a cluster barrier (which ensures that
        every CTA of the cluster started: the CUDA programming guide,
        "Distributed Shared Memory") and before that CTA exits."""
        cta = self.shared_cta[base]
        if cta != thread // self.stride:
            self.check_not_exited(cta, thread, op, "%s shared byte 0x%x of %s" % (
                what, address, self.cta_text(cta)))
            if thread not in self.cluster_waited:
                raise EmulationError(
                    "line %d: %s %s shared byte 0x%x of %s before any cluster barrier: a CTA "
                    "of the cluster may access another's shared memory once a cluster barrier "
                    "(barrier.cluster.arrive and barrier.cluster.wait) ensured that all have "
                    "started" % (op.line, self.thread_text(thread), what, address,
                                 self.cta_text(cta)))

    def own_shared(self, address, thread, op, what):
        """A shared::cta address (an !llvm.ptr<3>, an mbarrier's) used by
        `thread` (`what` for messages): in a cluster, one of the thread's own
        CTA (a peer's shared memory is reached through shared::cluster
        addresses that mapa gives)."""
        cta = self.owner(address)
        if cta is not None and cta != thread // self.stride:
            raise EmulationError(
                "line %d: %s of %s uses 0x%x, in the shared memory of %s: a shared::cta "
                "address is one of the thread's own CTA (a peer's shared memory is reached "
                "through the shared::cluster address mapa gives)"
                % (op.line, what, self.thread_text(thread), address, self.cta_text(cta)))

    # ---- Ordering between barriers (mbarriers) ----------------------------

    def ordered(self, other, epoch, thread):
        """Whether what thread `other` did at `epoch` is ordered before what
        `thread` does now: it arrived after it on an mbarrier phase that
        `thread` waited for since (or through a chain of such phases)."""
        acquired = self.acquired.get(thread)
        return acquired is not None and acquired.get(other, -1) >= epoch

    def ordered_read(self, other, epoch, thread):
        """Whether a read of thread `other` at `epoch` is ordered before what
        `thread` does now: as `ordered` says, or through arrivals that
        order reads only."""
        if self.ordered(other, epoch, thread):
            return True
        reads = self.read_acquired.get(thread)
        return reads is not None and reads.get(other, -1) >= epoch

    def unordered_reader(self, readers, thread):
        """A thread of `readers` ({thread: epoch}) other than `thread` whose
        read is not ordered before an access of `thread`, or None."""
        for r, epoch in readers.items():
            if r != thread and not (self.clocked and self.ordered_read(r, epoch, thread)):
                return r
        return None

    def order_text(self, other, thread, what):
        """The end of a race message where an mbarrier could have ordered
        the two accesses."""
        if not self.clocked:
            return ""
        if self.cluster:
            return (", and no mbarrier phase or cluster barrier orders them (an arrive of %s "
                    "after the %s, at cluster scope on another CTA's mbarrier, completing a "
                    "phase that %s waited for before; or a barrier.cluster.arrive of %s after "
                    "it and a barrier.cluster.wait of %s)" % (other, what, thread, other, thread))
        return (", and no mbarrier phase orders them (an arrive of %s after the %s, "
                "completing a phase that %s waited for before)" % (other, what, thread))

    def wgmma_ordered(self, record, thread):
        """Whether the reads of the retired wgmma `record` are ordered before
        what `thread` does now: a thread of its warpgroup arrived, after the
        wgmma.wait.group that retired it, on an mbarrier phase that `thread`
        waited for since."""
        key = (record, thread)
        known = self.wgmma_order.get(key)
        if known is None:
            acquired = self.acquired.get(thread, {})
            reads = self.read_acquired.get(thread, {})
            known = record.retire_epochs is not None and any(
                acquired.get(t, -1) >= epoch or reads.get(t, -1) >= epoch
                for t, epoch in record.retire_epochs.items())
            self.wgmma_order[key] = known
        return known

    def group_ordered(self, writer, group):
        """Whether the write `writer` (thread, value, epoch) is ordered
        before what a thread of warpgroup `group` does now."""
        key = (group, writer[0], writer[2])
        known = self.wgmma_order.get(key)
        if known is None:
            known = self.wgmma_order[key] = any(
                self.ordered(writer[0], writer[2], t)
                for t in range(128 * group, 128 * group + 128))
        return known

    def arrive_release(self, bar, thread, reads_only=False):
        """Release of an arrive of `thread` on the current phase of `bar`:
        its clock and all it acquired join the phase's release set, and its
        later accesses have the next epoch. With `reads_only` (an arrive at
        CTA scope on another CTA's mbarrier: the PTX memory model makes a
        release at CTA scope visible to the threads of its CTA only, but a
        read completed before the arrive cannot see a write that follows
        the phase, which is all a pipeline stage's release needs) they
        order the thread's reads only, before what the threads that wait
        for the phase do after."""
        self.clocked = True
        released = bar.read_released if reads_only else bar.released
        merge_max(released, self.acquired.get(thread, {}))
        epoch = self.clock.get(thread, 0)
        released[thread] = epoch
        self.clock[thread] = epoch + 1
        # The reads ordered before it stay ordered for the waiting threads.
        reads = self.read_acquired.get(thread)
        if reads:
            merge_max(bar.read_released, reads)
        tc = self.tc_acquired.get(thread)
        if tc and not reads_only:
            merge_max(bar.tc_released, tc)

    def wait_acquire(self, bar, thread):
        """Acquire of a wait of `thread` that saw the phase before the
        current one of `bar` complete."""
        if bar.tc_previous:
            merge_max(self.tc_acquired.setdefault(thread, {}), bar.tc_previous)
        if bar.previous_read_released:
            merge_max(self.read_acquired.setdefault(thread, {}), bar.previous_read_released)
            self.wgmma_order.clear()
        if not bar.previous_released:
            return
        acquired = self.acquired.get(thread)
        if acquired is None:
            acquired = self.acquired[thread] = {}
        elif thread in self.shared_acquired:
            acquired = self.acquired[thread] = dict(acquired)
            self.shared_acquired.discard(thread)
        for other, epoch in bar.previous_released.items():
            if acquired.get(other, -1) < epoch:
                acquired[other] = epoch
        self.wgmma_order.clear()

    def check_wgmma_write(self, b, thread, op, what):
        """A write of shared byte `b`: not while a wgmma that reads it is in
        flight, nor after another warpgroup's wgmma read it since the last
        barrier unless an mbarrier phase orders the read before the
        write."""
        for record in self.wgmma_pending:
            if b in record.reads:
                raise EmulationError(
                    "line %d: %s of thread %d writes shared byte 0x%x that the "
                    "wgmma.mma_async of line %d reads, before a wgmma.wait.group "
                    "retired it" % (op.line, what, thread, b, record.op.line))
        for group, record in self.wgmma_readers.get(b, {}).items():
            if group != thread // 128 and not (self.clocked and
                                               self.wgmma_ordered(record, thread)):
                raise EmulationError(
                    "line %d: %s of thread %d overwrites shared byte 0x%x that a "
                    "wgmma.mma_async of warpgroup %d read since the last barrier%s"
                    % (op.line, what, thread, b, group, self.order_text(
                        "a thread of warpgroup %d" % group, "thread %d" % thread,
                        "wgmma.wait.group that retired the wgmma.mma_async (line %d)"
                        % record.op.line)))
        if self.tc_smem_reads:
            for record in self.tc_smem_reads.get(b, {}).values():
                if not self.tc_observed(record, thread):
                    raise EmulationError(
                        "line %d: %s of thread %d writes shared byte 0x%x that the "
                        "%s of line %d (thread %d) reads, %s"
                        % (op.line, what, thread, b, record.name, record.op.line, record.thread,
                           "which no tcgen05.commit of thread %d tracks" % record.thread
                           if record.commit is None else
                           "before thread %d waited for the mbarrier phase that the "
                           "tcgen05.commit of line %d completes (or a barrier followed such a "
                           "wait)" % (thread, record.commit_line)))

    def wgmma_read(self, address, size, group, op, record):
        """Bytes that the wgmma.mma_async `record` of warpgroup `group`
        reads: they count as read by each of its threads (a write of any
        thread since the last barrier is a race, unless an mbarrier phase
        that a thread of the warpgroup waited for orders it before), must
        not be in flight from a cp.async, and must have been written before
        a fence.proxy.async of the writer, or of a thread of the warpgroup
        after a barrier that followed the write (the async proxy reads
        them)."""
        _, buf, offset = self.locate(address, size, op)
        for b in range(address, address + size):
            if b in self.pending:
                raise EmulationError(
                    "line %d: the wgmma.mma_async of warpgroup %d reads shared byte "
                    "0x%x before %s" % (op.line, group, b, pending_text(self.pending[b])))
            landed = self.tma_landed.get(b)
            if landed is not None and \
                    self.observed_by_group.get((group, landed[1]), -1) < landed[2]:
                raise EmulationError(
                    "line %d: the wgmma.mma_async of warpgroup %d reads shared byte "
                    "0x%x that the TMA copy of line %d wrote, and no thread of the "
                    "warpgroup waited for the mbarrier phase that completes the copy"
                    % (op.line, group, b, landed[0].op.line))
            writer = self.writers.get(b)
            if writer is not None and not (self.clocked and
                                           self.group_ordered(writer, group)):
                raise EmulationError(
                    "line %d: the wgmma.mma_async of warpgroup %d reads shared byte "
                    "0x%x that thread %d wrote since the last barrier%s"
                    % (op.line, group, b, writer[0], self.order_text(
                        "thread %d" % writer[0], "a thread of warpgroup %d" % group,
                        "write")))
            generic = self.generic.get(b)
            if generic is not None and (generic[1] >= self.proxy_fenced.get(group, 0) or (
                    self.cluster and not self.same_cta(generic[0], 128 * group))):
                raise EmulationError(
                    "line %d: the wgmma.mma_async of warpgroup %d reads shared byte "
                    "0x%x that thread %d wrote with no fence.proxy.async between "
                    "(the write is in the generic proxy, the read in the async "
                    "proxy)" % (op.line, group, b, generic[0]))
            self.wgmma_readers.setdefault(b, {})[group] = record
        return bytes(buf[offset:offset + size])

    def fence_proxy_async(self, thread):
        """fence.proxy.async of `thread`: orders its own generic writes and,
        for its warpgroup, those before the last barrier."""
        epoch = self.clock.get(thread, 0) if self.clocked else 0
        for b in self.generic_by_thread.pop(thread, ()):
            generic = self.generic.get(b)
            if generic is not None and generic[0] == thread:
                del self.generic[b]
                self.fenced_generic[b] = (thread, generic[1], self.barriers, epoch)
        self.proxy_fenced[thread // 128] = self.barriers
        self.proxy_fenced_thread[thread] = self.barriers
        if self.track_war:
            self.proxy_fences.setdefault(thread, []).append((self.barriers, epoch))
            snapshot = {}
            if self.clocked:
                merge_max(snapshot, self.acquired.get(thread, {}))
                merge_max(snapshot, self.read_acquired.get(thread, {}))
            self.last_proxy_fence[thread] = (self.barriers, snapshot)

    def check_proxy_war(self, b, thread, op):
        """An async-proxy write of shared byte `b` (the TMA copy `op` of
        `thread`) after generic-proxy reads of it (PTX memory model,
        proxies: accesses of one location through two proxies are ordered
        only with a cross-proxy fence on the path that orders them). Each
        read must be followed by a fence.proxy.async ordered before the
        copy: of the reader after its read, before the barrier or the
        arrive (an mbarrier phase the issuing thread waited for) that orders
        the read before the copy (the reader's program order if it issues
        the copy); or of the issuing thread after a barrier that followed
        the read, or after a wait that ordered the read before it. The
        byte's reads are then over."""
        reads = self.generic_reads.pop(b, None)
        if not reads:
            return
        issuer_fence = self.last_proxy_fence.get(thread)
        # Another thread's read first, for the message.
        for reader, (line, count, barriers, epoch) in sorted(
                reads.items(), key=lambda item: item[0] == thread):
            # Barrier counts compare within a CTA (a reader of another CTA
            # of the cluster is ordered by an mbarrier phase or a cluster
            # barrier only, as the clocks tell).
            same = not self.cluster or self.same_cta(reader, thread)
            if issuer_fence is not None and (
                    (same and issuer_fence[0] > barriers) or
                    ((issuer_fence[0] == barriers or not same) and
                     issuer_fence[1].get(reader, -1) >= epoch)):
                continue
            fences = self.proxy_fences.get(reader, ())
            if len(fences) <= count:
                raise EmulationError(
                    "line %d: the TMA copy of thread %d overwrites shared byte 0x%x that "
                    "thread %d read (line %d) with no fence.proxy.async between (the read "
                    "is in the generic proxy, the copy writes in the async proxy: %s)"
                    % (op.line, thread, b, reader, line,
                       "a fence.proxy.async of the thread after the read and before the copy"
                       if reader == thread else
                       "a fence.proxy.async of thread %d after the read and before the arrive "
                       "or barrier that orders it before the copy, or of thread %d after "
                       "that and before the copy" % (reader, thread)))
            fence_barriers, fence_epoch = fences[count]
            if reader != thread and (fence_barriers == self.barriers or not same) and not (
                    self.clocked and self.ordered_read(reader, fence_epoch, thread)):
                raise EmulationError(
                    "line %d: the TMA copy of thread %d overwrites shared byte 0x%x that "
                    "thread %d read (line %d) and then fenced (fence.proxy.async), with "
                    "no barrier or mbarrier phase after the fence ordering it before the "
                    "copy (an arrive of thread %d after its fence.proxy.async, completing "
                    "a phase that thread %d waited for before)"
                    % (op.line, thread, b, reader, line, reader, thread))

    def issue_async_write(self, address, size, thread, op, copy=None):
        """Checks and records the destination of an asynchronous copy: it
        may land any time until its group is waited for (a cp.async), or
        until the mbarrier phase it signals completes (`copy`, a TMA
        copy)."""
        base, _, _ = self.locate(address, size, op)
        what = "cp.async" if copy is None else "the TMA copy"
        if self.store_reading:
            self.check_store_reads(address, size, op, "%s of thread %d writes" % (what, thread))
        for b in range(address, address + size):
            readers = self.readers.get(b)
            if readers and any(r != thread for r in readers):
                reader = self.unordered_reader(readers, thread)
                if reader is not None:
                    raise EmulationError(
                        "line %d: %s of thread %d overwrites shared byte 0x%x "
                        "that another thread read since the last barrier%s"
                        % (op.line, what, thread, b, self.order_text(
                            "thread %d" % reader, "thread %d" % thread, "read")))
            self.check_wgmma_write(b, thread, op, what)
            if b in self.pending:
                other = self.pending[b]
                if copy is None and not isinstance(other, TmaCopy):
                    raise EmulationError(
                        "line %d: two cp.async copies in flight write shared byte 0x%x"
                        % (op.line, b))
                raise EmulationError(
                    "line %d: two copies in flight write shared byte 0x%x: %s and %s"
                    % (op.line, b, copy_text(other),
                       copy_text(thread if copy is None else copy)))
            self.pending[b] = thread if copy is None else copy
        if self.generic_reads and copy is None:
            # cp.async writes in the generic proxy (a TMA copy: issue_tma).
            for b in range(address, address + size):
                self.generic_reads.pop(b, None)

    def land_async_write(self, address, data, thread, op):
        for b in range(address, address + len(data)):
            self.pending.pop(b, None)
        self.store(address, data, thread, op)

    def check_pending(self, address, size, op, what):
        for b in range(address, address + size):
            if b in self.pending:
                raise EmulationError(
                    "line %d: %s shared byte 0x%x before %s"
                    % (op.line, what, b, pending_text(self.pending[b])))

    def check_tma_bytes(self, address, size, thread, op, what):
        """A generic access of shared bytes: not of a live mbarrier (an
        opaque object), and of bytes a TMA copy wrote since the last
        barrier only by a thread that saw the mbarrier phase that completes
        the copy (which makes its writes visible)."""
        for b in range(address, address + size):
            bar = self.mbarrier_bytes.get(b)
            if bar is not None:
                raise EmulationError(
                    "line %d: thread %d %s byte 0x%x of the mbarrier at 0x%x (initialized "
                    "at line %d), which only mbarrier operations may access until "
                    "mbarrier.inval" % (op.line, thread, what, b, bar,
                                        self.mbarriers[bar].init_line))
            inval = self.invalidated.get(b)
            if inval is not None and inval[0] != thread and not (
                    self.clocked and self.ordered(inval[0], inval[1], thread)):
                raise EmulationError(
                    "line %d: thread %d %s byte 0x%x of an mbarrier that thread %d "
                    "invalidated at line %d, and no barrier orders the mbarrier.inval "
                    "before it (its bytes serve another purpose only after the inval)"
                    % (op.line, thread, what, b, inval[0], inval[2]))
            landed = self.tma_landed.get(b)
            if landed is not None:
                copy, bar, phase = landed
                if self.observed.get((thread, bar), -1) < phase:
                    if self.cluster and self.owner(b) != thread // self.stride:
                        self.check_remote_landed(b, copy, bar, phase, thread, op, what)
                    else:
                        raise EmulationError(
                            "line %d: thread %d %s shared byte 0x%x that the TMA copy of "
                            "line %d wrote, without having waited for the mbarrier phase "
                            "that completes the copy (nor a barrier after such a wait)"
                            % (op.line, thread, what, b, copy.op.line))
                if what == "writes":
                    del self.tma_landed[b]

    def check_remote_landed(self, b, copy, address, phase, thread, op, what):
        """A thread of another CTA accesses shared byte `b` that a TMA copy
        wrote (signalling the mbarrier at `address` in its phase `phase`):
        only after a thread of the byte's CTA that waited for that phase
        (or a later one), through a cluster barrier or an mbarrier phase
        after its wait."""
        bar = self.mbarriers.get(address)
        acquired = self.acquired.get(thread, {})
        if bar is not None:
            for seen, observers in bar.observers.items():
                if seen >= phase and any(acquired.get(w, -1) >= epoch
                                         for w, epoch in observers.items()):
                    return
        raise EmulationError(
            "line %d: %s %s shared byte 0x%x of %s that the TMA copy of line %d wrote, and no "
            "cluster barrier or mbarrier phase orders it after a wait for the mbarrier phase "
            "that completes the copy" % (op.line, self.thread_text(thread), what, b,
                                         self.cta_text(self.owner(b)), copy.op.line))

    def locate(self, address, size, op):
        base = address >> REGION_BITS << REGION_BITS
        buf = self.buffers.get(base)
        offset = address - base - self.origins.get(base, 0)
        if buf is None or offset < 0 or offset + size > len(buf):
            raise EmulationError(
                "line %d: %s accesses %d bytes at 0x%x, outside every buffer"
                % (op.line, op.name, size, address))
        return base, buf, offset

    HEAP_REGION = 4096

    def malloc(self, size, op):
        """A block of the device heap: undefined bytes in a region of its
        own, so an access past its end or after its free is outside every
        buffer."""
        base = (self.HEAP_REGION + self.heap_count) << REGION_BITS
        self.heap_count += 1
        self.add(base, POISON_BYTE * size)
        self.heap[base] = op.line
        return base

    def free(self, address, op):
        if address not in self.heap:
            raise EmulationError("line %d: free of 0x%x, which is no live malloc block"
                                 % (op.line, address))
        del self.heap[address]
        del self.buffers[address]

    def barrier(self):
        """A barrier of all threads of the running CTA (bar.sync 0, a named
        barrier of all its threads)."""
        if self.cluster:
            self.cluster_cta_barrier()
        else:
            self.barrier_all()

    def barrier_all(self):
        """A barrier of all threads of the only CTA: it orders everything
        before it, the records start again."""
        self.writers.clear()
        self.readers.clear()
        self.wgmma_readers.clear()
        self.warp_writes.clear()
        # A tcgen05.mma whose completion a thread saw (through the mbarrier
        # phase of a tcgen05.commit that tracks it) is complete for all
        # after a barrier.
        if self.tc_inflight:
            self.tc_retire()
        self.tc_acquired.clear()
        # A barrier orders everything before it: the clocks start again.
        if self.clocked:
            self.clocked = False
            self.clock.clear()
            self.acquired.clear()
            self.read_acquired.clear()
            self.wgmma_order.clear()
            for bar in list(self.mbarriers.values()) + list(self.cluster_bars.values()):
                bar.released = {}
                bar.previous_released = {}
                bar.read_released = {}
                bar.previous_read_released = {}
        # What a copy wrote is visible to all after a barrier that follows
        # a wait for its phase (it landed at such a wait); an mbarrier.inval
        # is ordered before all that follows.
        self.tma_landed.clear()
        self.invalidated.clear()
        self.barriers += 1

    def cluster_cta_barrier(self):
        """A barrier of all threads of the running CTA of a cluster. It orders
        what its threads did before it before what they do after, but
        nothing for the threads of the other CTAs, whose accesses of the
        same bytes still need a cluster barrier or an mbarrier phase: so the
        records stay, and the clocks of the CTA's threads are joined (each
        releases its clock and all it acquired, and acquires all the others
        released, as at an mbarrier phase all of them arrive on and wait
        for), as are the tcgen05 completions they acquired. What a TMA copy
        wrote to the CTA's shared memory and a tcgen05.alloc's slot are the
        CTA's threads' after it, and the tcgen05.mma ops of its threads that
        one of them knows complete are complete for all of them."""
        cta = self.cta
        threads = range(cta * self.stride, cta * self.stride + self.cta_n)
        if self.tc_inflight:
            self.tc_retire(threads)
        self.join_clocks(threads)
        self.spread(self.tc_acquired, threads)
        for table in (self.tma_landed, self.warp_writes, self.invalidated):
            if table:
                for b in [b for b in table if self.owner(b) == cta]:
                    del table[b]
        self.barriers += 1

    def acquired_by(self, threads):
        """What any of `threads` acquired, merged (each dict they share
        counted once)."""
        merged, seen = {}, set()
        for t in threads:
            acquired = self.acquired.get(t)
            if acquired and id(acquired) not in seen:
                seen.add(id(acquired))
                merge_max(merged, acquired)
        return merged

    def join_clocks(self, threads):
        """The threads release their clocks and all they acquired, and each
        acquires what all released: one dict, shared until a thread acquires
        more (wait_acquire copies it then)."""
        merged = self.acquired_by(threads)
        for t in threads:
            epoch = self.clock.get(t, 0)
            if merged.get(t, -1) < epoch:
                merged[t] = epoch
            self.clock[t] = epoch + 1
        for t in threads:
            self.acquired[t] = merged
        self.shared_acquired.update(threads)
        # And the reads ordered for any of them.
        self.spread(self.read_acquired, threads)
        self.wgmma_order.clear()

    @staticmethod
    def spread(table, threads):
        """What `table` ({thread: {key: number}}) holds for any of
        `threads`, merged, for each of them (a copy each: the waits add to
        them in place)."""
        merged = {}
        for t in threads:
            merge_max(merged, table.get(t, {}))
        if merged:
            for t in threads:
                table[t] = dict(merged)

    def atomic(self, address, size, thread, op):
        """The bytes of an atomic: in shared memory not those of a copy in
        flight or an mbarrier; in global memory a write, as far as tensor
        maps go. (Atomics may race; they are not tracked otherwise.)"""
        base, buf, offset = self.locate(address, size, op)
        if base in self.shared:
            if self.cluster:
                self.remote_access(base, address, thread, op, "accesses")
            self.check_pending(address, size, op, "the atomic of thread %d accesses" % thread)
            if self.store_reading:
                self.check_store_reads(address, size, op,
                                       "the atomic of thread %d writes" % thread)
            if self.mbarrier_bytes or self.tma_landed or self.invalidated:
                self.check_tma_bytes(address, size, thread, op, "writes")
            if self.generic_reads:
                for b in range(address, address + size):
                    self.generic_reads.pop(b, None)
        elif self.track_maps:
            self.map_write(address, size, thread, op)
        return buf, offset

    def load(self, address, size, thread, op):
        base, buf, offset = self.locate(address, size, op)
        if base in self.shared:
            if self.cluster:
                self.remote_access(base, address, thread, op, "reads")
            self.check_pending(address, size, op, "thread %d reads" % thread)
            if self.mbarrier_bytes or self.tma_landed or self.invalidated:
                self.check_tma_bytes(address, size, thread, op, "reads")
            epoch = self.clock.get(thread, 0) if self.clocked else 0
            for b in range(address, address + size):
                writer = self.writers.get(b)
                if writer is not None and writer[0] != thread and not (
                        self.clocked and self.ordered(writer[0], writer[2], thread)) and \
                        self.warp_writes.get(b) != thread // 32:
                    raise EmulationError(
                        "line %d: thread %d reads shared byte 0x%x that thread "
                        "%d wrote since the last barrier%s" %
                        (op.line, thread, b, writer[0], self.order_text(
                            "thread %d" % writer[0], "thread %d" % thread, "write")))
                self.readers.setdefault(b, {})[thread] = epoch
            if self.track_war:
                read = (op.line, len(self.proxy_fences.get(thread, ())), self.barriers, epoch)
                for b in range(address, address + size):
                    self.generic_reads.setdefault(b, {})[thread] = read
        return bytes(buf[offset:offset + size])

    # ---- tcgen05 ------------------------------------------------------------

    def tc_observed(self, record, thread):
        """Whether `thread` knows the tcgen05.mma `record` complete: it
        acquired the mbarrier arrival of a tcgen05.commit of the issuing
        thread that tracks it (a wait for its phase, or a chain of phases
        after it), or a barrier followed such a wait of some thread."""
        if record.retired is not None and (not self.cluster or
                                           self.same_cta(record.thread, thread)):
            return True
        acquired = self.tc_acquired.get(thread)
        return record.commit is not None and acquired is not None and \
            acquired.get(record.thread, 0) >= record.commit

    def tc_retire(self, threads=None):
        """At a barrier: the tcgen05.mma ops some thread knows complete are
        complete for all; their shared-memory reads are over. In a cluster
        (`threads`, those of the CTA whose barrier it is): the ops of its
        threads that one of them knows complete are complete for them (see
        tc_observed); the reads stay for the other CTAs."""
        keep = []
        known = self.tc_acquired.values() if threads is None else \
            [self.tc_acquired[t] for t in threads if t in self.tc_acquired]
        for record in self.tc_inflight:
            if record.commit is not None and (threads is None or record.thread in threads) \
                    and any(acquired.get(record.thread, 0) >= record.commit
                            for acquired in known):
                record.retired = self.barriers + 1
                if threads is not None:
                    continue
                for b in record.reads:
                    readers = self.tc_smem_reads.get(b)
                    if readers is not None and readers.get(record.thread) is record:
                        del readers[record.thread]
                        if not readers:
                            del self.tc_smem_reads[b]
            else:
                keep.append(record)
        self.tc_inflight = keep

    def tc_commit_arrive(self, address, k, thread, op):
        """The arrival (arrive::one) of tcgen05.commit number k of `thread` on
        the mbarrier at `address`, once the tcgen05.mma ops it tracks
        complete: the model completes them at their issue, so the arrival is
        made at the commit; a wait for its phase acquires their completion
        (not what the thread did before: the arrival is the tensor core's)."""
        bar = self.mbarrier(address, thread, op)
        if self.cluster and self.owner(address) != thread // self.stride:
            self.remote_arrival(address, bar, thread, op)
        if bar.pending < 1:
            raise EmulationError(
                "line %d: the tcgen05.commit of thread %d arrives on the mbarrier at 0x%x, whose "
                "phase %d has no arrivals missing (more arrivals than the phase expects)"
                % (op.line, thread, address, bar.phase))
        if bar.tc_released.get(thread, 0) < k:
            bar.tc_released[thread] = k
        bar.pending -= 1
        bar.progress()

    # ---- Tensor maps -------------------------------------------------------

    def map_write(self, address, size, thread, op):
        """A generic-proxy write of global bytes: each 128-byte block it
        touches may be a tensor map, which a TMA copy may then read only
        after the writer's fence.proxy.release and the copying thread's
        fence.proxy.acquire. A map must not change under a copy in flight."""
        key = (self.cta_serial, thread)
        for block in range(address >> 7, ((address + size - 1) >> 7) + 1):
            for copy in self.tma_copies + [c for c in self.tma_stores if c.data is None]:
                if copy.map_address >> 7 == block:
                    raise EmulationError(
                        "line %d: thread %d writes the tensor map at 0x%x that the "
                        "TMA %s of line %d in flight reads"
                        % (op.line, thread, block << 7,
                           "store" if isinstance(copy, TmaStore) else "copy", copy.op.line))
            self.map_sequence += 1
            writes = self.maps.get(block)
            if writes is None:
                writes = self.maps[block] = TensorMapWrites()
            writes.last, writes.line, writes.writer = self.map_sequence, op.line, thread
            writes.unreleased.setdefault(key, self.map_sequence)
            self.unreleased_by.setdefault(key, set()).add(block)

    def fence_proxy_release(self, thread):
        """fence.proxy.tensormap::generic.release: the thread's writes so far
        are ordered before a later acquire of them."""
        key = (self.cta_serial, thread)
        for block in self.unreleased_by.pop(key, ()):
            self.maps[block].unreleased.pop(key, None)

    def fence_proxy_acquire(self, address, thread):
        """fence.proxy.tensormap::generic.acquire of the map at `address`:
        the thread's later copies may read what was written of it up to the
        first write not yet released."""
        writes = self.maps.get(address >> 7)
        if writes is None:
            frontier = self.map_sequence
        elif writes.unreleased:
            frontier = min(writes.unreleased.values()) - 1
        else:
            frontier = writes.last
        self.map_acquired[thread, address >> 7] = frontier

    def tensor_map(self, address, thread, op):
        """The fields of the tensor map at `address` as a TMA copy of
        `thread` reads it (through the tensormap proxy): a 128-byte aligned
        object in global memory, written in the generic proxy only before
        the writer's release and the thread's acquire fence."""
        if address % 128:
            raise EmulationError("line %d: the tensor map address 0x%x is not 128-byte "
                                 "aligned" % (op.line, address))
        base, buf, offset = self.locate(address, 128, op)
        if base in self.shared:
            raise EmulationError("line %d: the tensor map at 0x%x is in shared memory, "
                                 "not in global memory" % (op.line, address))
        writes = self.maps.get(address >> 7)
        if writes is not None and self.map_acquired.get((thread, address >> 7), 0) < writes.last:
            raise EmulationError(
                "line %d: the TMA copy of thread %d reads the tensor map at 0x%x, which "
                "thread %d wrote (line %d) without a fence.proxy.release of the writer "
                "and then a fence.proxy.acquire of the map by thread %d between, both "
                "of gpu or sys scope (the write is in the generic proxy, the copy reads "
                "the map in the tensormap proxy)" % (op.line, thread, address, writes.writer,
                                      writes.line, thread))
        return decode_tensor_map(bytes(buf[offset:offset + 128]))

    # ---- mbarriers ---------------------------------------------------------

    def mbarrier_init(self, address, count, thread, op):
        base, _, _ = self.locate(address, 8, op)
        if base not in self.shared or address % 8:
            raise EmulationError("line %d: mbarrier.init at 0x%x, which is %s"
                                 % (op.line, address, "not 8-byte aligned" if address % 8
                                    else "not in shared memory"))
        if self.cluster:
            self.own_shared(address, thread, op, "the mbarrier.init")
        overlap = [self.mbarrier_bytes[b] for b in range(address, address + 8)
                   if b in self.mbarrier_bytes]
        if overlap:
            live = overlap[0]
            raise EmulationError(
                "line %d: thread %d initializes the mbarrier at 0x%x, which overlaps the "
                "live mbarrier at 0x%x (initialized at line %d; mbarrier.inval first)"
                % (op.line, thread, address, live, self.mbarriers[live].init_line))
        if not 1 <= count < 1 << 20:
            raise EmulationError("line %d: mbarrier.init with count %d (1 to 2^20 - 1)"
                                 % (op.line, count))
        self.check_pending(address, 8, op, "mbarrier.init of thread %d writes" % thread)
        if self.store_reading:
            self.check_store_reads(address, 8, op, "mbarrier.init of thread %d writes" % thread)
        bar = self.mbarriers[address] = MBarrier(count, thread, op.line, self.barriers)
        for b in range(address, address + 8):
            self.mbarrier_bytes[b] = address
            self.tma_landed.pop(b, None)
            self.invalidated.pop(b, None)
        self.unpublished_inits.setdefault(thread, []).append((address, bar))

    def mbarrier(self, address, thread, op):
        """The live mbarrier at `address` for a use by `thread`: its init
        must come first, and before a barrier where another thread made it
        (or a cluster barrier the initializing thread arrived on after the
        init with release semantics, and the thread waited for). A thread of
        another CTA of the cluster (an arrive through a shared::cluster
        address, a TMA copy or tcgen05.commit that multicasts) needs the
        initializing thread's fence.mbarrier.init after the init, then a
        cluster barrier it arrived on after the fence and the thread waited
        for; and the mbarrier's CTA must not have exited."""
        bar = self.mbarriers.get(address)
        if bar is None:
            cta = self.owner(address) if self.cluster else None
            if cta is not None and cta != thread // self.stride:
                self.check_not_exited(cta, thread, op, "uses the mbarrier at 0x%x of %s" % (
                    address, self.cta_text(cta)))
                raise EmulationError(
                    "line %d: %s uses the mbarrier at 0x%x of %s, which is not initialized (or "
                    "was invalidated): no init, fence.mbarrier.init and cluster barrier "
                    "before the use (the initializing thread's fence.mbarrier.init after the "
                    "init, then its barrier.cluster.arrive, then a barrier.cluster.wait of the "
                    "using thread)" % (op.line, self.thread_text(thread), address,
                                       self.cta_text(cta)))
            raise EmulationError("line %d: thread %d uses the mbarrier at 0x%x, which is "
                                 "not initialized (or was invalidated)"
                                 % (op.line, thread, address))
        if self.cluster:
            cta = self.owner(address)
            if cta != thread // self.stride:
                self.check_not_exited(cta, thread, op, "uses the mbarrier at 0x%x of %s" % (
                    address, self.cta_text(cta)))
                if bar.remote_phase is None or \
                        self.cluster_waited.get(thread, -1) < bar.remote_phase:
                    raise EmulationError(
                        "line %d: %s uses the mbarrier at 0x%x of %s that thread %d initialized "
                        "(line %d) with no fence.mbarrier.init and cluster barrier between (the "
                        "initializing thread's fence.mbarrier.init after the init, then its "
                        "barrier.cluster.arrive, then a barrier.cluster.wait of the using "
                        "thread)" % (op.line, self.thread_text(thread), address,
                                     self.cta_text(cta), bar.init_thread, bar.init_line))
                return bar
        if thread not in bar.init_seen and bar.init_barriers == self.barrier_count(thread) and \
                not (bar.local_phase is not None and
                     self.cluster_waited.get(thread, -1) >= bar.local_phase):
            raise EmulationError(
                "line %d: thread %d uses the mbarrier at 0x%x that thread %d initialized "
                "(line %d) with no barrier between" % (op.line, thread, address,
                                                       bar.init_thread, bar.init_line))
        return bar

    def fence_mbarrier_init(self, thread):
        """fence.mbarrier_init.release.cluster of `thread`: its mbarrier inits
        so far are released at cluster scope, for the next cluster barrier it
        arrives on (see publish_inits)."""
        for _, bar in self.unpublished_inits.get(thread, ()):
            bar.init_fenced = True

    def publish_inits(self, thread, phase, release):
        """A barrier.cluster.arrive of `thread` in phase `phase` of the
        cluster barrier (with release semantics, or .relaxed): its fenced
        mbarrier inits become usable by the threads of the cluster that wait
        for the phase; with release, its other inits by those of its own
        CTA."""
        inits = self.unpublished_inits.get(thread)
        if not inits:
            return
        keep = []
        for address, bar in inits:
            if self.mbarriers.get(address) is not bar:
                continue
            if bar.local_phase is None and (release or bar.init_fenced):
                bar.local_phase = phase
            if bar.remote_phase is None and bar.init_fenced:
                bar.remote_phase = phase
            if bar.remote_phase is None:
                keep.append((address, bar))
        self.unpublished_inits[thread] = keep

    def remote_arrival(self, address, bar, thread, op):
        """An arrival of `thread` on the mbarrier at `address` of another CTA
        of the cluster: that CTA must not exit before it is ordered (see
        end_cta)."""
        self.remote_arrivals.setdefault(self.owner(address), []).append(
            (thread, self.clock.get(thread, 0), address, bar.phase, op.line))

    def mbarrier_inval(self, address, thread, op):
        if self.cluster:
            self.own_shared(address, thread, op, "the mbarrier.inval")
        self.mbarrier(address, thread, op)
        for copy in self.tma_copies:
            if copy.barrier_address == address:
                raise EmulationError(
                    "line %d: thread %d invalidates the mbarrier at 0x%x while the TMA "
                    "copy of line %d that signals it is in flight"
                    % (op.line, thread, address, copy.op.line))
        del self.mbarriers[address]
        epoch = self.clock.get(thread, 0) if self.clocked else 0
        for b in range(address, address + 8):
            del self.mbarrier_bytes[b]
            self.invalidated[b] = (thread, epoch, op.line)
        # Its phases start again at a new init.
        for table in (self.observed, self.observed_by_group):
            for key in [k for k in table if k[1] == address]:
                del table[key]
        for b in [b for b, landed in self.tma_landed.items() if landed[1] == address]:
            del self.tma_landed[b]

    def mbarrier_arrive(self, address, count, tx, thread, op, release=True, scope="cta"):
        """expect-tx(tx) and then arrive-on(count) of `thread`, a release
        (unless `release` is false: .relaxed) at `scope`: on the mbarrier of
        another CTA of the cluster (a shared::cluster address) the threads
        that wait for the phase see it at cluster scope only."""
        bar = self.mbarrier(address, thread, op)
        reads_only = False
        if self.cluster and self.owner(address) != thread // self.stride:
            self.remote_arrival(address, bar, thread, op)
            reads_only = scope != "cluster"
        if not 0 <= tx < 1 << 20:
            raise EmulationError("line %d: expect-tx of %d bytes (0 to 2^20 - 1)"
                                 % (op.line, tx))
        if count > bar.pending:
            raise EmulationError(
                "line %d: thread %d arrives on the mbarrier at 0x%x, whose phase %d has "
                "%d arrivals missing, with %d (more arrivals than the phase expects)"
                % (op.line, thread, address, bar.phase, bar.pending, count))
        state = bar.phase
        if release:
            self.arrive_release(bar, thread, reads_only)
        bar.tx += tx
        bar.pending -= count
        bar.progress()
        return state

    def mbarrier_complete(self, address, parity, thread, op):
        """Whether the phase of parity `parity` that a try_wait.parity of
        `thread` waits for is complete: the current one if its parity is
        `parity` (copies in flight that signal it land first, in the order
        they were issued, until the phase completes: the bytes of the
        others count towards the next phase and are not there yet), else
        the one before, complete already."""
        bar = self.mbarrier(address, thread, op)
        if bar.phase % 2 == parity:
            for copy in [c for c in self.tma_copies if c.barrier_address == address]:
                if bar.phase % 2 != parity:
                    break
                self.land_tma(copy)
            if bar.phase % 2 == parity:
                if bar.tx < 0 and bar.pending == 0:
                    raise EmulationError(
                        "line %d: the TMA copies that signal the mbarrier at 0x%x "
                        "complete %d bytes more than its phase %d expects (expect-tx)"
                        % (op.line, address, -bar.tx, bar.phase))
                return False
        return True

    def mbarrier_missing(self, address):
        bar = self.mbarriers[address]
        return "%d arrivals and %d bytes missing" % (bar.pending, bar.tx)

    def mbarrier_wait(self, address, parity, thread, op, blocking=False):
        """try_wait.parity until the phase of that parity completes (see
        mbarrier_complete): a phase that cannot complete now is a deadlock,
        or with `blocking` the result False (the caller waits for other
        threads to complete it); True once the wait acquired the phase."""
        if self.cluster:
            self.own_shared(address, thread, op, "the mbarrier.try_wait")
        if not self.mbarrier_complete(address, parity, thread, op):
            if blocking:
                return False
            raise EmulationError(
                "line %d: thread %d waits for a phase of the mbarrier at 0x%x that "
                "can never complete: %s" % (op.line, thread, address,
                                            self.mbarrier_missing(address)))
        bar = self.mbarriers[address]
        self.observed[thread, address] = bar.phase - 1
        self.wait_acquire(bar, thread)
        if self.cluster:
            bar.observers.setdefault(bar.phase - 1, {})[thread] = self.clock.get(thread, 0)
        group = (thread // 128, address)
        self.observed_by_group[group] = max(self.observed_by_group.get(group, -1),
                                            bar.phase - 1)
        return True

    # ---- TMA copies --------------------------------------------------------

    def issue_tma(self, copy):
        """Checks and records the destination of a TMA copy, chunk by chunk."""
        for address in copy.chunks:
            self.issue_async_write(address, 16, copy.thread, copy.op, copy)
        # It writes in the async proxy: generic reads need a fence first.
        if self.generic_reads:
            for address in copy.chunks:
                for b in range(address, address + 16):
                    self.check_proxy_war(b, copy.thread, copy.op)
        self.tma_copies.append(copy)

    def land_tma(self, copy):
        """The copy reads the box from global memory, writes its chunks to
        shared memory (in the async proxy: no generic write to fence, no
        writer thread) and completes its bytes on its mbarrier."""
        data = bytearray(len(copy.chunks) * 16)
        for offset, address, size in copy.segments:
            base, _, _ = self.locate(address, size, copy.op)
            if base in self.shared:
                raise EmulationError(
                    "line %d: the TMA copy reads 0x%x, in shared memory: the tensor "
                    "map's global_address is no global address" % (copy.op.line, address))
            data[offset:offset + size] = self.load(address, size, copy.thread, copy.op)
        bar = self.mbarriers[copy.barrier_address]
        landed = (copy, copy.barrier_address, bar.phase)
        for k, address in enumerate(copy.chunks):
            _, buf, offset = self.locate(address, 16, copy.op)
            buf[offset:offset + 16] = data[16 * k:16 * k + 16]
            for b in range(address, address + 16):
                del self.pending[b]
                self.writers.pop(b, None)
                self.generic.pop(b, None)
                self.tma_landed[b] = landed
        self.tma_copies.remove(copy)
        bar.tx -= len(data)
        bar.progress()

    def end_cta(self, block_id, cta=0, line=None):
        """The CTA (of rank `cta` in a cluster, its last op at `line`) exits:
        no copy may be in flight to its shared memory, no TMA store of its
        threads still reading it, no tensor memory allocated; in a cluster
        every access of its shared memory by another CTA's thread so far must
        be ordered before the exit (check_exit), and later ones are errors."""
        mine = (lambda t: t // self.stride == cta) if self.cluster else (lambda t: True)
        for copy in self.tma_copies:
            if self.cluster and self.owner(copy.chunks[0]) != cta:
                continue
            raise EmulationError(
                "line %d: block %s ends with this TMA copy in flight (no thread waited "
                "for the mbarrier phase it completes)" % (copy.op.line, block_id))
        stores = [store for store in self.tma_stores if mine(store.thread)]
        for store in stores:
            if store.data is None:
                raise EmulationError(
                    "line %d: block %s ends with the TMA store of line %d still reading "
                    "shared memory (thread %d issued it and no "
                    "cp.async.bulk.wait_group.read of the thread covered its bulk "
                    "async-group%s)" % (store.op.line, block_id, store.op.line, store.thread,
                                        "" if any(store in g for g in self.bulk_groups.get(
                                            store.thread, [])) else
                                        ", which was never committed"))
        # Writes to global memory may complete after the CTA exits.
        for store in stores:
            self.write_tma_store(store)
        for start, (count, warp, alloc_line) in sorted(self.tmems[cta].allocations.items()):
            if start in self.tmems[cta].pairs:
                _, peer_warp = self.tmems[cta].pairs[start]
                peer = cta ^ 1
                raise EmulationError(
                    "line %d: %s exits while %s, its peer CTA, may still issue tcgen05 ops of "
                    "cta_group::2 that access its shared and tensor memory: the %d columns of "
                    "tensor memory (from column %d) that warp %d allocated here with warp %d of "
                    "%s (tcgen05.alloc.cta_group::2) are not deallocated (the PTX ISA, \"Issue "
                    "Granularity\": when the current CTA issues the operation, the peer CTA "
                    "should be active and should not have exited)"
                    % (line if line is not None else alloc_line, self.cta_text(cta),
                       self.cta_text(peer), count, start, warp, peer_warp,
                       self.cta_text(peer)))
            raise EmulationError(
                "line %d: block %s ends with the %d columns of tensor memory (from column %d) "
                "that warp %d allocated here not deallocated (tcgen05.dealloc)"
                % (alloc_line, block_id, count, start, warp))
        if self.cluster:
            self.check_exit(block_id, cta, line)
            self.exited[cta] = True

    def check_exit(self, block_id, cta, line):
        """Accesses of the shared memory of CTA `cta` by threads of other CTAs
        (loads and stores through shared::cluster addresses, arrivals on its
        mbarriers) must be ordered before it exits (the CUDA programming
        guide, "Distributed Shared Memory": a thread block must not exit
        while others may still access its shared memory): some thread of the
        CTA acquired them (a cluster barrier the accessing thread arrived on
        after the access, or an mbarrier phase), or, for an arrival, waited
        for its phase."""
        threads = range(cta * self.stride, cta * self.stride + self.cta_n)
        known = self.acquired_by(threads)

        def unordered(thread, epoch):
            return thread // self.stride != cta and known.get(thread, -1) < epoch

        def fail(thread, what, at):
            raise EmulationError(
                "line %d: %s exits while %s may still access its shared memory: its %s is "
                "ordered before the exit by no cluster barrier or mbarrier phase (a CTA must "
                "not exit before the accesses of its shared memory by other CTAs; a "
                "barrier.cluster.arrive of that thread after the access and a "
                "barrier.cluster.wait of this CTA before it exits order it)"
                % (at, self.cta_text(cta), self.thread_text(thread), what))
        # The last phase of each mbarrier some thread of the CTA saw complete.
        seen = {}
        for (t, address), phase in self.observed.items():
            if t in threads and seen.get(address, -1) < phase:
                seen[address] = phase
        for thread, epoch, address, phase, at in self.remote_arrivals.get(cta, ()):
            if unordered(thread, epoch) and seen.get(address, -1) < phase:
                fail(thread, "arrival on the mbarrier at 0x%x (line %d)" % (address, at), line)
        for b, writer in self.writers.items():
            if unordered(writer[0], writer[2]) and self.owner(b) == cta:
                fail(writer[0], "write of shared byte 0x%x" % b, line)
        for b, readers in self.readers.items():
            for reader, epoch in readers.items():
                if unordered(reader, epoch) and self.owner(b) == cta:
                    fail(reader, "read of shared byte 0x%x" % b, line)

    # ---- TMA stores and bulk async-groups ------------------------------------

    def issue_tma_store(self, store):
        """Checks the shared bytes a TMA store of `store.thread` reads, in the
        async proxy: no copy in flight writes them, no live mbarrier holds
        them, a TMA copy that wrote them completed in a phase the thread
        waited for, a write of another thread is ordered before the issue
        (a barrier, or an mbarrier phase), and every generic write is
        ordered before it by a fence.proxy.async of the writer and then a
        barrier or mbarrier phase (or by a fence.proxy.async of the issuing
        thread after a barrier that followed the write). The bytes are read
        later, until a wait_group.read covers the store's group: until then
        no thread may write them."""
        thread, op = store.thread, store.op
        for address in store.chunks:
            base, _, _ = self.locate(address, 16, op)
            if base not in self.shared:
                raise EmulationError("line %d: the TMA store reads 0x%x, which is not in "
                                     "shared memory" % (op.line, address))
            self.check_async_read(address, 16, thread, op, "the TMA store of thread %d" % thread,
                                  "store", "stores from")
            self.store_reading.setdefault(address, []).append(store)
        self.tma_stores.append(store)
        self.bulk_uncommitted.setdefault(thread, []).append(store)

    def check_async_read(self, address, size, thread, op, who, noun, what):
        """Shared bytes that an op of `thread` (`who`, a `noun` in messages)
        reads in the async proxy: no copy in flight writes them, no live
        mbarrier holds them, a TMA copy that wrote them completed in a phase
        the thread waited for (`what` it does in messages), a write of
        another thread is ordered before (a barrier, or an mbarrier phase),
        and every generic write is ordered before it by a fence.proxy.async of
        the writer and then a barrier or mbarrier phase (or by a
        fence.proxy.async of `thread` after a barrier that followed the
        write)."""
        for b in range(address, address + size):
            if b in self.pending:
                raise EmulationError("line %d: %s reads shared byte 0x%x before %s"
                                     % (op.line, who, b, pending_text(self.pending[b])))
        if self.mbarrier_bytes or self.tma_landed or self.invalidated:
            self.check_tma_bytes(address, size, thread, op, what)
        for b in range(address, address + size):
            writer = self.writers.get(b)
            if writer is not None and writer[0] != thread and not (
                    self.clocked and self.ordered(writer[0], writer[2], thread)):
                raise EmulationError(
                    "line %d: %s reads shared byte 0x%x that thread %d wrote since the last "
                    "barrier%s" % (op.line, who, b, writer[0], self.order_text(
                        "thread %d" % writer[0], "thread %d" % thread, "write")))
            generic = self.generic.get(b)
            if generic is not None and (
                    generic[1] >= self.proxy_fenced_thread.get(thread, 0) or (
                        self.cluster and not self.same_cta(generic[0], thread))):
                raise EmulationError(
                    "line %d: %s reads shared byte 0x%x that thread %d wrote with no "
                    "fence.proxy.async between (the write is in the generic proxy, the %s "
                    "reads in the async proxy)" % (op.line, who, b, generic[0], noun))
            fenced = self.fenced_generic.get(b)
            if fenced is not None and fenced[0] != thread and (
                    (fenced[2] == self.barriers and
                     fenced[1] >= self.proxy_fenced_thread.get(thread, 0)) or (
                        self.cluster and not self.same_cta(fenced[0], thread))) and not (
                        self.clocked and self.ordered(fenced[0], fenced[3], thread)):
                raise EmulationError(
                    "line %d: %s reads shared byte 0x%x that thread %d wrote and then fenced "
                    "(fence.proxy.async) with no barrier or mbarrier phase after the fence "
                    "ordering it before the %s" % (op.line, who, b, fenced[0], noun))

    def check_store_reads(self, address, size, op, what):
        """A write of shared bytes: not while a TMA store still reads them."""
        for chunk in range(address & ~15, address + size, 16):
            readers = self.store_reading.get(chunk)
            if readers:
                store = readers[0]
                raise EmulationError(
                    "line %d: %s shared byte 0x%x that the TMA store of line %d (thread "
                    "%d) reads, before a cp.async.bulk.wait_group.read of thread %d "
                    "covered its bulk async-group" % (
                        op.line, what, max(chunk, address), store.op.line, store.thread,
                        store.thread))

    def read_tma_store(self, store):
        """The store's reads of shared memory complete: its box, read now
        (no thread could write it since the issue), counts as read by the
        issuing thread at this point for the race checks."""
        data = bytearray()
        epoch = self.clock.get(store.thread, 0) if self.clocked else 0
        for address in store.chunks:
            _, buf, offset = self.locate(address, 16, store.op)
            data += buf[offset:offset + 16]
            readers = self.store_reading[address]
            readers.remove(store)
            if not readers:
                del self.store_reading[address]
            for b in range(address, address + 16):
                self.readers.setdefault(b, {})[store.thread] = epoch
        store.data = bytes(data)

    def write_tma_store(self, store):
        """The store writes the box's elements inside the tensor to global
        memory (those outside are not written)."""
        if store.data is None:
            self.read_tma_store(store)
        for offset, address, size in store.segments:
            base, buf, start = self.locate(address, size, store.op)
            if base in self.shared:
                raise EmulationError(
                    "line %d: the TMA store writes 0x%x, in shared memory: the tensor "
                    "map's global_address is no global address" % (store.op.line, address))
            buf[start:start + size] = store.data[offset:offset + size]
        store.written = True
        self.tma_stores.remove(store)

    def bulk_commit(self, thread):
        """cp.async.bulk.commit_group: the thread's stores since its last
        commit form a bulk async-group (possibly empty)."""
        self.bulk_groups.setdefault(thread, []).append(self.bulk_uncommitted.pop(thread, []))

    def bulk_wait(self, thread, keep, read):
        """cp.async.bulk.wait_group(.read) keep: all but the newest `keep`
        bulk async-groups of the thread complete (with .read: their reads
        of shared memory complete; their writes may still be pending)."""
        groups = self.bulk_groups.get(thread, [])
        cut = max(len(groups) - keep, 0)
        for group in groups[:cut]:
            for store in group:
                if read:
                    if store.data is None:
                        self.read_tma_store(store)
                elif not store.written:
                    self.write_tma_store(store)
        if not read:
            self.bulk_groups[thread] = groups[cut:]

    def store(self, address, data, thread, op):
        base, buf, offset = self.locate(address, len(data), op)
        if base not in self.shared:
            if self.track_maps:
                self.map_write(address, len(data), thread, op)
        else:
            if self.cluster:
                self.remote_access(base, address, thread, op, "writes")
            self.check_pending(address, len(data), op, "thread %d writes" % thread)
            if self.store_reading:
                self.check_store_reads(address, len(data), op, "thread %d writes" % thread)
            if self.mbarrier_bytes or self.tma_landed or self.invalidated:
                self.check_tma_bytes(address, len(data), thread, op, "writes")
            if self.generic_reads:
                for b in range(address, address + len(data)):
                    self.generic_reads.pop(b, None)
            if self.track_proxy:
                mine = self.generic_by_thread.setdefault(thread, set())
                for b in range(address, address + len(data)):
                    self.generic[b] = (thread, self.barriers)
                    self.fenced_generic.pop(b, None)
                    mine.add(b)
            epoch = self.clock.get(thread, 0) if self.clocked else 0
            for i, b in enumerate(range(address, address + len(data))):
                if self.wgmma_pending or self.wgmma_readers or self.tc_smem_reads:
                    self.check_wgmma_write(b, thread, op, op.name)
                readers = self.readers.get(b)
                if readers and any(r != thread for r in readers):
                    reader = self.unordered_reader(readers, thread)
                    if reader is not None:
                        raise EmulationError(
                            "line %d: thread %d overwrites shared byte 0x%x that "
                            "another thread read since the last barrier%s" %
                            (op.line, thread, b, self.order_text(
                                "thread %d" % reader, "thread %d" % thread, "read")))
                writer = self.writers.get(b)
                if writer is not None and writer[0] != thread and writer[1] != data[i] \
                        and not (self.clocked and self.ordered(writer[0], writer[2], thread)):
                    raise EmulationError(
                        "line %d: threads %d and %d write different values to "
                        "shared byte 0x%x between barriers%s" %
                        (op.line, writer[0], thread, b, self.order_text(
                            "thread %d" % writer[0], "thread %d" % thread, "first write")))
                self.writers[b] = (thread, data[i], epoch)
        buf[offset:offset + len(data)] = data


# --------------------------------------------------------------------------
# Execution
# --------------------------------------------------------------------------


def int_binary(name, a, b, w):
    ua, ub = unsigned(a, w), unsigned(b, w)
    if name == "addi":
        return a + b
    if name == "subi":
        return a - b
    if name == "muli":
        return a * b
    if name == "andi":
        return a & b
    if name == "ori":
        return a | b
    if name == "xori":
        return a ^ b
    if name == "shli":
        return a << ub if ub < w else 0
    if name == "shrui":
        return ua >> ub if ub < w else 0
    if name == "shrsi":
        return a >> min(ub, w - 1)
    if name in ("divui", "remui", "divsi", "remsi", "ceildivsi", "ceildivui",
                "floordivsi"):
        if b == 0:
            raise EmulationError("division by zero")
        if name == "divui":
            return ua // ub
        if name == "remui":
            return ua % ub
        if name == "ceildivui":
            return -(-ua // ub)
        q = abs(a) // abs(b)
        if (a < 0) != (b < 0):
            q = -q
        if name == "divsi":
            return q
        if name == "remsi":
            return a - q * b
        if name == "ceildivsi":
            return q + (1 if q * b != a and (a < 0) == (b < 0) else 0)
        return q - (1 if q * b != a and (a < 0) != (b < 0) else 0)
    if name == "maxsi":
        return max(a, b)
    if name == "minsi":
        return min(a, b)
    if name == "maxui":
        return a if ua >= ub else b
    if name == "minui":
        return a if ua <= ub else b
    raise EmulationError("arith.%s is not modelled" % name)


def float_binary(name, a, b):
    if name == "addf":
        return a + b
    if name == "subf":
        return a - b
    if name == "mulf":
        return a * b
    if name == "divf":
        if b == 0:
            if a == 0 or math.isnan(a):
                return math.nan
            return math.copysign(math.inf, a) * math.copysign(1, b)
        return a / b
    if name == "remf":
        return math.fmod(a, b) if b != 0 and math.isfinite(a) else math.nan
    if name in ("maxnumf", "minnumf"):
        if math.isnan(a):
            return b
        if math.isnan(b):
            return a
        return max(a, b) if name == "maxnumf" else min(a, b)
    if name in ("maximumf", "minimumf"):
        if math.isnan(a) or math.isnan(b):
            return math.nan
        return max(a, b) if name == "maximumf" else min(a, b)
    raise EmulationError("arith.%s is not modelled" % name)


CMPI = {0: lambda a, b, w: a == b, 1: lambda a, b, w: a != b,
        2: lambda a, b, w: a < b, 3: lambda a, b, w: a <= b,
        4: lambda a, b, w: a > b, 5: lambda a, b, w: a >= b,
        6: lambda a, b, w: unsigned(a, w) < unsigned(b, w),
        7: lambda a, b, w: unsigned(a, w) <= unsigned(b, w),
        8: lambda a, b, w: unsigned(a, w) > unsigned(b, w),
        9: lambda a, b, w: unsigned(a, w) >= unsigned(b, w)}


def cmpf(pred, a, b):
    unordered = math.isnan(a) or math.isnan(b)
    ordered = {1: a == b, 2: a > b, 3: a >= b, 4: a < b, 5: a <= b, 6: a != b}
    if pred == 0:
        return False
    if pred == 15:
        return True
    if pred == 7:
        return not unordered
    if pred == 14:
        return unordered
    if pred < 7:
        return not unordered and ordered[pred]
    return unordered or ordered[pred - 7]


def fused_multiply_add(a, b, c, t):
    """a * b + c rounded once: to f64 for f64, else to f32 (an f16 or bf16
    result is then rounded to its type by the caller, as the GPU computes
    their fma in f32); IEEE rules for infinities and NaN."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        return a * b + c
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        # The sign of an exact zero: -0 only when both parts are -0 (or
        # the product's sign and c agree on -0).
        product_negative = (math.copysign(1, a) * math.copysign(1, b)) < 0
        return -0.0 if product_negative and math.copysign(1, c) < 0 else 0.0
    return round_exact(exact, "f64" if t == "f64" else "f32")


def float_pow(x, y):
    """pow as C's powf: NaN for a negative base and a non-integral
    exponent, infinities for overflow."""
    try:
        return math.pow(x, y)
    except ValueError:
        if x == 0:
            return math.inf if y < 0 and not (y % 2 == 1) else math.copysign(math.inf, x)
        return math.nan
    except OverflowError:
        return math.copysign(math.inf, x) if x < 0 and y % 2 == 1 else math.inf


def float_powi(x, n):
    """x to the integer power n, exactly rounded once (IEEE pown: a zero
    base with a negative exponent is an infinity, signed for odd n)."""
    if math.isnan(x):
        return 1.0 if n == 0 else x
    try:
        if math.isfinite(x) and abs(n) <= 256:
            return float(Fraction(x) ** n)
        # Large exponents: the double power (an exact Fraction would take
        # as long as the exponent is large).
        return math.pow(x, n)
    except (ZeroDivisionError, ValueError):
        return math.copysign(math.inf, x) if n % 2 else math.inf
    except OverflowError:
        return math.copysign(math.inf, x) if n % 2 else math.inf


def math_unary(name, x):
    if name in ("floor", "ceil", "roundeven") and not math.isfinite(x):
        return x
    try:
        if name == "exp":
            return math.exp(x)
        if name == "exp2":
            return 2.0 ** x
        if name == "log":
            return math.log(x) if x > 0 else (-math.inf if x == 0 else math.nan)
        if name == "log2":
            return math.log2(x) if x > 0 else (-math.inf if x == 0 else math.nan)
        if name == "sqrt":
            return math.sqrt(x) if x >= 0 else math.nan
        if name == "rsqrt":
            return 1 / math.sqrt(x) if x > 0 else (math.inf if x == 0 else math.nan)
        if name == "tanh":
            return math.tanh(x)
        if name == "sin":
            return math.sin(x)
        if name == "cos":
            return math.cos(x)
        if name == "absf":
            return abs(x)
        # An integral result keeps the sign of x (ceil(-0.5) is -0).
        if name == "floor":
            return math.copysign(float(math.floor(x)), x)
        if name == "ceil":
            return math.copysign(float(math.ceil(x)), x)
        if name == "roundeven":
            return math.copysign(float(round(x)), x)
        if name == "sinh":
            return math.sinh(x)
        if name == "cosh":
            return math.cosh(x)
        if name == "tan":
            return math.tan(x)
        if name == "negf":
            return -x
    except OverflowError:
        return math.inf
    raise EmulationError("math.%s is not modelled" % name)


# LLVM ops that mean what an arith op means: they run as that op.
LLVM_AS_ARITH = {
    "llvm." + llvm: "arith." + arith for llvm, arith in (
        ("add", "addi"), ("sub", "subi"), ("mul", "muli"), ("udiv", "divui"),
        ("sdiv", "divsi"), ("urem", "remui"), ("srem", "remsi"), ("and", "andi"),
        ("or", "ori"), ("xor", "xori"), ("shl", "shli"), ("lshr", "shrui"),
        ("ashr", "shrsi"), ("icmp", "cmpi"), ("zext", "extui"), ("sext", "extsi"),
        ("trunc", "trunci"), ("select", "select"), ("bitcast", "bitcast"),
        # mul.rn.f16x2 and the like: rounded to nearest even, lane by lane.
        ("fmul", "mulf"))}


def prmt_of(op):
    """prmt.b32 in its default mode (PTX ISA, "Data Movement and Conversion
    Instructions: prmt"): of the eight bytes {b, a} (a's bytes 0-3, b's
    4-7; b is 0 when absent), byte i of the result is the byte that the
    low three bits of nibble i of the selector name, or, where the nibble's
    bit 3 is set, that byte's sign bit replicated over all eight bits."""
    mode = prop(op.props, "mode")
    if mode is not None and "default" not in mode:
        raise EmulationError("line %d: prmt mode %s is not modelled" % (op.line, mode))

    def f(t, a, *rest):
        b, selector = (rest[0], rest[1]) if len(rest) == 2 else (0, rest[0])
        pool = (unsigned(a, 32) | (unsigned(b, 32) << 32))
        result = 0
        for i in range(4):
            nibble = (unsigned(selector, 32) >> (4 * i)) & 0xF
            byte = (pool >> (8 * (nibble & 7))) & 0xFF
            if nibble & 8:
                byte = 0xFF if byte & 0x80 else 0
            result |= byte << (8 * i)
        return wrap(result, 32)
    return f


# What each atomic read-modify-write computes, as that arith op.
ATOMIC_AS_ARITH = {"add": "addi", "sub": "subi", "and": "andi", "or": "ori",
                   "xor": "xori", "max": "maxsi", "min": "minsi", "umax": "maxui",
                   "umin": "minui", "fadd": "addf", "fsub": "subf", "fmax": "maxnumf",
                   "fmin": "minnumf"}


def mma_c_m16(g, t, i):
    return g + 8 * (i >> 1), 2 * t + (i & 1)


# mma.sync fragments (PTX ISA, "Matrix Fragments for mma.mMnNkK"), row.col
# only: (m, n, k, multiplicand kind) -> the (row, col) of element i of A,
# B and C/D held by a lane, from g = laneid >> 2 and t = laneid % 4, the
# elements counted low to high across the operand's registers.
MMA_FRAGMENTS = {
    (16, 8, 16, "f16"): (
        lambda g, t, i: (g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)),
        lambda g, t, i: (2 * t + (i & 1) + 8 * (i >> 1), g),
        mma_c_m16),
    (16, 8, 8, "tf32"): (
        lambda g, t, i: (g + 8 * (i & 1), t + 4 * (i >> 1)),
        lambda g, t, i: (t + 4 * i, g),
        mma_c_m16),
    (16, 8, 32, "i8"): (
        lambda g, t, i: (g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >> 3)),
        lambda g, t, i: (4 * t + (i & 3) + 16 * (i >> 2), g),
        mma_c_m16),
    # f8 (e4m3, e5m2, sm_89 and later) has the 8-bit integer fragments.
    (16, 8, 32, "f8"): (
        lambda g, t, i: (g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >> 3)),
        lambda g, t, i: (4 * t + (i & 3) + 16 * (i >> 2), g),
        mma_c_m16),
    (8, 8, 4, "f64"): (
        lambda g, t, i: (g, t),
        lambda g, t, i: (t, g),
        lambda g, t, i: (g, 2 * t + i)),
}
MMA_KIND = {"f16": "f16", "bf16": "f16", "tf32": "tf32", "s8": "i8", "u8": "i8",
            "f64": "f64", "e4m3": "f8", "e5m2": "f8"}


def decode_f8(byte, ptx):
    """The value of an f8 code (PTX ISA / OCP 8-bit floats): e4m3 is
    s.eeee.mmm with bias 7, subnormals at exponent 0, no infinities and NaN
    at s.1111.111; e5m2 is s.eeeee.mm with bias 15, the top byte of an f16."""
    if ptx == "e5m2":
        return bits_to_float(byte << 8, "f16")
    sign = -1.0 if byte & 0x80 else 1.0
    exponent, mantissa = (byte >> 3) & 0xF, byte & 0x7
    if exponent == 0xF and mantissa == 0x7:
        return math.nan
    if exponent == 0:
        return sign * mantissa / 8.0 * 2.0 ** -6
    return sign * (1.0 + mantissa / 8.0) * 2.0 ** (exponent - 7)


# Bytes of one element of a tensor core multiplicand of each PTX type.
MMA_ELEMENT_BYTES = {"f16": 2, "bf16": 2, "tf32": 4, "e4m3": 1, "e5m2": 1, "s8": 1, "u8": 1}


def mma_element(bits, ptx):
    """The value of a multiplicand element of PTX type `ptx` from its bits:
    f16/bf16 floats; tf32 the f32 bit pattern whose low 13 mantissa bits
    the tensor core ignores (a .tf32 value has the range of .f32 and at
    least 10 mantissa bits, PTX ISA "Alternate Floating-Point Data
    Formats"; cvt.rna.tf32.f32 leaves those bits zero); e4m3/e5m2 codes
    (decode_f8); s8/u8 bytes as signed or unsigned integers."""
    if ptx == "tf32":
        x = bits_to_float(bits, "f32")
        return x if math.isnan(x) else bits_to_float(bits & 0xFFFFE000, "f32")
    if ptx in ("e4m3", "e5m2"):
        return decode_f8(bits, ptx)
    if ptx == "s8":
        return bits - 256 if bits >= 128 else bits
    if ptx == "u8":
        return bits
    return bits_to_float(bits, ptx)


def mma_ptx_type(t):
    """The PTX type of an mma.sync operand of LLVM type `t` where the type
    says it (NVVM infers it the same way); i32 needs the attribute."""
    return {"vector<2xf16>": "f16", "f16": "f16", "f32": "f32", "f64": "f64",
            "i32": "s32"}.get(t)


def mma_elements(registers, ptx):
    """The elements of one lane's fragment, low to high: registers hold
    two f16/bf16 (element 0 in the low half), four s8/u8 (byte 0 first),
    or one element."""
    out = []
    for v in registers:
        if isinstance(v, tuple):
            out += v
        elif ptx in ("f16", "bf16"):
            bits = unsigned(v, 32)
            out += [bits_to_float(bits & 0xFFFF, ptx), bits_to_float(bits >> 16, ptx)]
        elif ptx == "tf32":
            out.append(mma_element(unsigned(v, 32), ptx))
        elif ptx in ("s8", "u8", "e4m3", "e5m2"):
            out += [mma_element((unsigned(v, 32) >> (8 * k)) & 0xFF, ptx) for k in range(4)]
        else:
            out.append(v)
    return out


# Precision (significand bits), least normal and greatest exponent.
FLOAT_FORMATS = {"f32": (24, -126, 127), "f64": (53, -1022, 1023)}


def round_exact(x, t):
    """The Fraction `x` rounded once, to nearest even, in `t` (f32, f64)."""
    precision, emin, emax = FLOAT_FORMATS[t]
    if x == 0:
        return 0.0
    sign = -1.0 if x < 0 else 1.0
    a, b = abs(x.numerator), x.denominator
    e = a.bit_length() - b.bit_length()
    if (a if e >= 0 else a << -e) < (b << e if e >= 0 else b):
        e -= 1
    q = max(e, emin) - (precision - 1)
    num, den = (a, b << q) if q >= 0 else (a << -q, b)
    n, rem = divmod(num, den)
    if 2 * rem > den or (2 * rem == den and n & 1):
        n += 1
    if n.bit_length() + q > emax + 1:
        return sign * math.inf
    return sign * math.ldexp(n, q)


def mma_dot(products, c, accumulate):
    """c + sum(products) with exact products, rounded once to `accumulate`
    (f32; f64 for f64 operands). Infinite or NaN operands give what IEEE
    sums of the products give."""
    if not all(math.isfinite(x) for pair in products for x in pair) or not math.isfinite(c):
        terms = [a * b for a, b in products] + [c]
        infinities = {x for x in terms if math.isinf(x)}
        if any(math.isnan(x) for x in terms) or len(infinities) != 1:
            return canonical_nan(accumulate)
        return infinities.pop()
    total = sum((Fraction(a) * Fraction(b) for a, b in products), Fraction(c))
    # An exact zero is -0 only when every term is -0.
    if total == 0 and all(x == 0 and math.copysign(1, x) < 0
                          for x in [a * b for a, b in products] + [c]):
        return -0.0
    return round_exact(total, accumulate)


# Matrix descriptors of wgmma (PTX ISA, "Matrix Descriptor Format"): the
# bits of its fields, and the swizzle modes of bits 62-63 as the width in
# bytes of a swizzled row (None: no swizzle).
# The inline PTX of mma.sync on f8 codes (see Emulator.f8_mma_asm).
F8_MMA_ASM = re.compile(
    r"^mma\.sync\.aligned\.m16n8k32\.row\.col\.f32\.(e4m3|e5m2)\.(e4m3|e5m2)\.f32 "
    r"\{([^}]*)\}, \{([^}]*)\}, \{([^}]*)\}, \{([^}]*)\};$")

# The inline PTX of wgmma with A from registers (see Emulator.inline_asm).
WGMMA_REGISTER_ASM = re.compile(
    r"^\{ \.reg \.pred p; setp\.ne\.b32 p, \$(\d+), 0; "
    r"wgmma\.mma_async\.sync\.aligned\.m64n(\d+)k16\.f32\.(f16|bf16)\.(f16|bf16) "
    r"\{([^}]*)\}, \{([^}]*)\}, \$(\d+), p, (-?1), (-?1), ([01]); \}$")

DESCRIPTOR_FIELDS = 0x3FFF | 0x3FFF << 16 | 0x3FFF << 32 | 0x7 << 49 | 0x3 << 62
DESCRIPTOR_SWIZZLES = {0: None, 1: 128, 2: 64, 3: 32}


def wgmma_element_offset(mn, k, k_major, swizzle, lbo, sbo, size=2):
    """The byte offset from a descriptor's start address of element (mn, k)
    of an operand of `size`-byte elements (mn: the row of A or the column
    of B), before the swizzle: the canonical layouts of the PTX ISA
    ("Shared Memory Matrix Layout"), with T = 16 / size elements in 16
    bytes (the layouts are those of 128-bit elements, "multiplied along
    the leading dimension by a factor of 128/sizeof_bits(Element)": the
    same bytes for every element size). K-major: without swizzle
    ((8,m),(T,2k)):((1T,SBO),(1,LBO)), 8x16-byte core matrices; swizzled
    ((8,m),(T,2k)):((W/16 T,SBO),(1,T)), rows of W bytes along K. MN-major:
    without swizzle ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)); swizzled
    ((T,W/16,m),(8,k)):((1,T,LBO),(W/16 T,SBO))."""
    per_chunk = 16 // size
    if k_major:
        if swizzle is None:
            return ((mn % 8) * 16 + (mn // 8) * sbo + (k % per_chunk) * size +
                    (k // per_chunk) * lbo)
        return (mn % 8) * swizzle + (mn // 8) * sbo + k * size
    if swizzle is None:
        return ((mn % per_chunk) * size + (mn // per_chunk) * sbo + (k % 8) * 16 +
                (k // 8) * lbo)
    atom = swizzle // size
    return (mn % atom) * size + (mn // atom) * lbo + (k % 8) * swizzle + (k // 8) * sbo


def wgmma_swizzle(address, swizzle):
    """Swizzle<B,4,3> of the ISA on a shared address: the 16-byte chunk
    (bits 4 and up, B bits) XOR the B bits from bit 7 up, B = 3, 2, 1 for
    128-, 64- and 32-byte swizzling (patterns of 1024, 512, 256 bytes)."""
    if swizzle is None:
        return address
    bits = {128: 3, 64: 2, 32: 1}[swizzle]
    return address ^ (((address >> 7) & ((1 << bits) - 1)) << 4)


def wgmma_d_position(thread, i):
    """Row and column of element i of a thread's f32 accumulator fragment of
    wgmma.m64nNk16 (PTX ISA, "Matrix Fragments for wgmma.mma_async.m64nNk16",
    accumulator D): warp w of the warpgroup holds rows 16 w .. 16 w + 15;
    with g = laneid >> 2 and t = laneid % 4, d(i) is at row 16 w + g +
    8 ((i >> 1) & 1), column 8 (i >> 2) + 2 t + (i & 1)."""
    warp, lane = (thread % 128) // 32, thread % 32
    return (16 * warp + (lane >> 2) + 8 * ((i >> 1) & 1),
            8 * (i >> 2) + 2 * (lane % 4) + (i & 1))


class WgmmaRecord:
    """An issued wgmma.mma_async of a warpgroup: its shape (n), the type of
    its D and the shared bytes it reads, until a wgmma.wait.group retires
    it."""

    def __init__(self, op, n, type_d="f32"):
        self.op = op
        self.n = n
        self.type_d = type_d
        self.reads = set()
        self.retired = False
        # The clock of each thread of the warpgroup at the wgmma.wait.group
        # that retired it (see Memory.wgmma_ordered).
        self.retire_epochs = None


class WgmmaResult:
    """One thread's part of a wgmma.mma_async result (`position` None), or
    its register `position`: until a wgmma.wait.group retires the op that
    computed it, only another wgmma of the same shape (as its accumulator,
    each register in its own place) and moves may use it. Moves are those
    between blocks and taking registers out of the result's struct and into
    another (llvm.extractvalue, llvm.insertvalue), which name registers
    without reading them."""
    __slots__ = ("value", "record", "position")

    def __init__(self, value, record, position=None):
        self.value = value
        self.record = record
        self.position = position


def is_pending(v):
    """Whether `v` (one thread's value) holds wgmma registers not retired."""
    if isinstance(v, WgmmaResult):
        return not v.record.retired
    return isinstance(v, tuple) and any(is_pending(x) for x in v)


def settle(v):
    """`v` with the wgmma registers it holds as plain values (retired)."""
    if isinstance(v, WgmmaResult):
        return v.value
    if isinstance(v, tuple) and any(isinstance(x, WgmmaResult) for x in v):
        return tuple(settle(x) for x in v)
    return v


# --------------------------------------------------------------------------
# Tensor memory and tcgen05 (Blackwell)
# --------------------------------------------------------------------------

# Tensor memory (PTX ISA, "Tensor Memory"): per CTA 128 lanes of 512 columns
# of 32-bit cells; an address holds the lane in bits 31-16 and the column in
# bits 15-0. Cells never written hold undefined bits, as shared memory does.
TMEM_COLUMNS = 512
TMEM_POISON = 0xA5A5A5A5

# tcgen05.ld / tcgen05.st shapes (PTX ISA, "Data Movement Shape"): the lanes
# a warp accesses, and per .x1 the registers of a thread and the columns
# (lanes x bits: 16 x 64 bits is 2 columns of 32-bit cells, 32 cells, one
# register per thread; 16 x 128 bits 4 columns, two registers).
TCGEN05_LDST_SHAPES = {"shape_16x64b": (16, 1, 2), "shape_16x128b": (16, 2, 4),
                       "shape_16x256b": (16, 4, 8), "shape_32x32b": (32, 1, 1)}

# The fields of a tcgen05 shared memory descriptor (PTX ISA, "Shared Memory
# Descriptor"): start address, leading and stride dimension byte offsets
# (each >> 4), the fixed value 0b001 in bits 46-48, the base offset, the
# leading dimension stride mode (bit 52) and the swizzling mode of bits
# 61-63, here as the width in bytes of a swizzled row (None: no swizzle;
# 1, 128-byte swizzling with 32-byte atomicity, is not modelled; 3, 5 and 7
# are invalid).
TCGEN05_DESCRIPTOR_FIELDS = (0x3FFF | 0x3FFF << 16 | 0x3FFF << 32 | 0x7 << 46 | 0x7 << 49 |
                             1 << 52 | 0x7 << 61)
TCGEN05_SWIZZLES = {0: None, 2: 128, 4: 64, 6: 32}
# Per tcgen05.mma kind (PTX ISA, "Instruction descriptor", the table of
# .kind::tf32, .kind::f16, .kind::f8f6f4 and .kind::i8; "Matrix Shape"
# for K): the D type code it takes (bits 4-5: F16 0, F32 1, S32 2; the
# model takes F32 for the float kinds, S32 for i8), the A and B type codes
# of bits 7-9 and 10-12 it models, those it has but the model does not
# (the 6- and 4-bit formats of f8f6f4), whether its descriptor may set
# negate A/B (bits 13, 14: not .kind::i8) and saturate (bit 3: .kind::i8
# only), and K of one instruction. Every kind may set transpose A and B
# (bits 15, 16: MN-major).
TCGEN05_KINDS = {
    "f16": (1, {0: "f16", 1: "bf16"}, {}, True, False, 16),
    "tf32": (1, {2: "tf32"}, {}, True, False, 8),
    "f8f6f4": (1, {0: "e4m3", 1: "e5m2"}, {3: "e2m3", 4: "e3m2", 5: "e2m1"}, True, False, 32),
    "i8": (2, {0: "u8", 1: "s8"}, {}, False, True, 32),
}
TCGEN05_D_TYPES = {0: "F16", 1: "F32", 2: "S32", 3: "(none)"}


def tmem_text(cell):
    return "(lane %d, column %d)" % (cell >> 16, cell & 0xFFFF)


def tcgen05_ldst_position(shape, lane, r):
    """The tensor memory lane and column, relative to the address, of
    register r of warp lane `lane` in a tcgen05.ld / tcgen05.st (PTX ISA,
    "Matrix fragments for shape .16x64b", ".16x128b", ".16x256b" and
    ".32x32b", Figures 184-186 and 183; .num repeats the shape along the
    columns, register j of a thread's .x1 being register j of repetition 0).
    16x64b: 16 lanes of 64 bits (2 columns); lane l holds in register j
    column 2j + (l / 2) % 2 of row l / 4 + 8 (l % 2) (threads 0 and 2 row 0,
    1 and 3 row 8, 4 and 6 row 1, ...). 16x128b: 16 lanes of 128 bits (4
    columns); lane l holds in registers 2j, 2j + 1 column 4j + l % 4 of row
    l / 4 (register 2j) and of row l / 4 + 8 (2j + 1). 16x256b: 16 lanes of
    256 bits (8 columns); lane l holds, in registers 4j .. 4j + 3, columns
    8j + 2 (l % 4) and 8j + 2 (l % 4) + 1 of row l / 4 (registers 4j, 4j + 1)
    and of row l / 4 + 8 (4j + 2, 4j + 3). 32x32b: lane l accesses row l,
    register r column r."""
    if shape == "shape_16x64b":
        return (lane >> 2) + 8 * (lane & 1), ((lane >> 1) & 1) + 2 * r
    if shape == "shape_16x128b":
        return (lane >> 2) + 8 * (r & 1), (lane & 3) + 4 * (r >> 1)
    if shape == "shape_16x256b":
        return (lane >> 2) + 8 * ((r >> 1) & 1), 2 * (lane & 3) + (r & 1) + 8 * (r >> 2)
    return lane, r


def tcgen05_d_lane(m, row):
    """The tensor memory lane, relative to the address of D (or of A in
    tensor memory), of row `row` of the M x N matrix D (the M x K matrix A)
    of a tcgen05.mma.cta_group::1 (PTX ISA, "Data Path Layout
    Organization"): M = 128 (Layout D) row i at lane i; M = 64 without .ws
    (Layout F, half the data path) rows 16 k .. 16 k + 15 at lanes
    32 k .. 32 k + 15, the first 16 lanes of each warp's 32, from lane 0 or
    16 of the address (the same for A and D: "must use the same Tensor
    Memory lane alignment across matrices A, D"). Column j of D is column j
    from the address's; for A see tcgen05_a_position."""
    if m == 128:
        return row
    return (row & 15) + 32 * (row >> 4)


def tcgen05_a_position(m, row, k, size=2):
    """The tensor memory lane and column, relative to the address of A, of
    element (row, k) of the M x K matrix A of `size`-byte elements of a
    tcgen05.mma.cta_group::1 with A in tensor memory, and the byte of the
    32-bit cell where the element starts (0 for bits 0-7 ... 3 for bits
    24-31). A in tensor memory is row-major (PTX ISA, "Matrix Layout
    Organization", "Major-ness for different matrices"): row i lies in the
    lane of the data path layout of M (tcgen05_d_lane), its K elements
    along the columns, contiguously packed from the low bits of each
    32-bit cell (as "Packing formats of elements in Tensor and Shared
    memory" packs the narrower elements of A): two 16-bit elements to a
    cell (element k in column k / 2, the low half for even k), four 8-bit
    ones (element k in byte k % 4 of column k / 4), one tf32. One
    instruction's K (16 x 2, 8 x 4 or 32 x 1 bytes) takes 8 columns."""
    offset = k * size
    return tcgen05_d_lane(m, row), offset >> 2, offset & 3


def decode_tcgen05_smem_desc(desc, where):
    """The start address, LBO, SBO (bytes) and swizzle (see TCGEN05_SWIZZLES)
    of a tcgen05 shared memory descriptor (PTX ISA, "Shared Memory
    Descriptor"), with the checks of the fields; `where` begins messages."""
    if desc & ~TCGEN05_DESCRIPTOR_FIELDS or (desc >> 46) & 0x7 != 1:
        raise EmulationError(
            "%s sets bits outside the fields of a tcgen05 shared memory descriptor, or not "
            "the fixed value 0b001 in bits 46-48" % where)
    if desc >> 52 & 1:
        raise EmulationError("%s: the absolute leading dimension address (bit 52) is not "
                             "modelled" % where)
    mode = desc >> 61
    if mode not in TCGEN05_SWIZZLES:
        raise EmulationError("%s has swizzling mode %d, %s" % (
            where, mode, "128-byte swizzling with 32-byte atomicity, which is not modelled"
            if mode == 1 else "which is invalid"))
    swizzle = TCGEN05_SWIZZLES[mode]
    if swizzle is not None and (desc >> 49) & 0x7:
        raise EmulationError("%s has base offset %d: only swizzle patterns that start at "
                             "their boundary (base offset 0) are modelled"
                             % (where, (desc >> 49) & 0x7))
    return ((desc & 0x3FFF) << 4, ((desc >> 16) & 0x3FFF) << 4, ((desc >> 32) & 0x3FFF) << 4,
            swizzle)


def decode_tcgen05_idesc(op, idesc, kind="f16", pair=False):
    """The fields of a tcgen05.mma instruction descriptor of .kind::`kind`
    (f16, tf32, f8f6f4, i8; PTX ISA, "Instruction descriptor"): bits 0-1
    sparsity selector, 2 sparsity, 3 saturate (.kind::i8), 4-5 D type (F16
    0, F32 1, S32 2), 7-9 and 10-12 A and B types (per kind, see
    TCGEN05_KINDS), 13 and 14 negate A and B (not .kind::i8), 15 and 16
    transpose A and B (0 K-major, 1 M- or N-major), 17-22 N >> 3, 24-28
    M >> 4, 30-31 the maximum shift of .ws; 6, 23 and 29 are reserved.
    Returns (m, n, A type, B type, negate A, negate B, A MN-major, B
    MN-major, saturate) where the model covers the descriptor (dense, F32
    D for the float kinds and S32 for i8, the A and B types of
    TCGEN05_KINDS, M 64 or 128, N a multiple of 8 in 8..256: "Matrix
    Shape", cta_group::1 without .ws; with `pair`, cta_group::2, M 128 or
    256 and N a multiple of 16 in 16..256)."""
    d_code, types, unmodelled, negates, saturates, _ = TCGEN05_KINDS[kind]
    d_type = (idesc >> 4) & 3
    a_code, b_code = (idesc >> 7) & 7, (idesc >> 10) & 7
    n = ((idesc >> 17) & 0x3F) << 3
    m = ((idesc >> 24) & 0x1F) << 4
    where = "line %d: tcgen05.mma .kind::%s with instruction descriptor 0x%08x" % (
        op.line, kind, idesc)
    if idesc & (1 << 6 | 1 << 23 | 1 << 29):
        raise EmulationError("%s sets a reserved bit (6, 23 or 29)" % where)
    if idesc & 0x7 or idesc >> 30:
        raise EmulationError("%s: sparsity (bits 0-2) and the .ws shift (bits 30-31) are not "
                             "modelled" % where)
    if idesc & 0x8 and not saturates:
        raise EmulationError("%s sets saturate (bit 3), which .kind::%s does not take"
                             % (where, kind))
    if idesc & (3 << 13) and not negates:
        raise EmulationError("%s sets negate A or B (bits 13, 14), which .kind::%s does not "
                             "take" % (where, kind))
    for which, code in (("A", a_code), ("B", b_code)):
        if code in unmodelled:
            raise EmulationError("%s: %s type %d (%s) is not modelled (of .kind::%s the model "
                                 "takes %s)" % (where, which, code, unmodelled[code], kind,
                                                ", ".join("%s = %d" % (t, c)
                                                          for c, t in sorted(types.items()))))
    if d_type != d_code or a_code not in types or b_code not in types or \
            (kind == "f16" and b_code != a_code):
        raise EmulationError(
            "%s: D type %d, A type %d, B type %d is not modelled (%s D = %d with A and B %s)"
            % (where, d_type, a_code, b_code, TCGEN05_D_TYPES[d_code], d_code,
               "both F16 = 0 or both BF16 = 1" if kind == "f16" else
               " or ".join("%s = %d" % (t, c) for c, t in sorted(types.items()))))
    if pair and (m not in (128, 256) or not 16 <= n <= 256 or n % 16):
        raise EmulationError("%s has M = %d, N = %d: cta_group::2 takes M = 128 or 256 and N a "
                             "multiple of 16 in 16..256" % (where, m, n))
    if not pair and (m not in (64, 128) or not 8 <= n <= 256):
        raise EmulationError("%s has M = %d, N = %d: cta_group::1 takes M = 64 or 128 and N a "
                             "multiple of 8 in 8..256" % (where, m, n))
    return (m, n, types[a_code], types[b_code], bool(idesc >> 13 & 1), bool(idesc >> 14 & 1),
            bool(idesc >> 15 & 1), bool(idesc >> 16 & 1), bool(idesc & 0x8))


# The A and B types of the instruction descriptor of .kind::mxf8f6f4 (PTX
# ISA, "Instruction descriptor", the table of .kind::mxf8f6f4, bits 7-9 and
# 10-12): those the model takes, and the 6- and 4-bit ones it does not.
TCGEN05_MX_TYPES = {0: "e4m3", 1: "e5m2"}
TCGEN05_MX_UNMODELLED = {3: "e2m3", 4: "e3m2", 5: "e2m1"}


def decode_block_scale_idesc(op, idesc):
    """The fields of the instruction descriptor of a block-scaled
    tcgen05.mma of .kind::mxf8f6f4 (PTX ISA, "Instruction descriptor", the
    table of .kind::mxf8f6f4): bits 4-5 the byte of the scale factors of B
    in their tensor memory cells (Matrix B Scale Factor Data ID), 7-9 and
    10-12 A and B types (E4M3 0, E5M2 1; E2M3 3, E3M2 4 and E2M1 5 are not
    modelled), 13 and 14 negate A and B, 15 and 16 transpose A and B (0
    K-major, 1 M- or N-major), 17-22 N >> 3, 23 the scale type (UE8M0 = 1,
    the only one of this kind), 27-28 M >> 7, 29-30 the byte of the scale
    factors of A (Matrix A Scale Factor Data ID); 0, 1, 3, 6, 24-26 and 31
    are reserved and bit 2 selects the sparse form. There is no D type: D
    is f32. Returns (m, n, A type, B type, negate A, negate B, A MN-major,
    B MN-major, SFA ID, SFB ID) where the model covers the descriptor
    (dense; cta_group::1 takes M = 128 and N a multiple of 8 in 8..256,
    of 16 with an N-major 8-bit B: "Matrix Shape")."""
    a_code, b_code = (idesc >> 7) & 7, (idesc >> 10) & 7
    n = ((idesc >> 17) & 0x3F) << 3
    m = ((idesc >> 27) & 3) << 7
    b_mn = bool(idesc >> 16 & 1)
    where = "line %d: tcgen05.mma.block_scale .kind::mxf8f6f4 with instruction descriptor " \
        "0x%08x" % (op.line, idesc)
    reserved = idesc & (0x3 | 1 << 3 | 1 << 6 | 0x7 << 24 | 1 << 31)
    if reserved:
        raise EmulationError("%s sets reserved bits 0x%08x (bits 0, 1, 3, 6, 24-26 and 31 "
                             "must be 0)" % (where, reserved))
    if idesc & 0x4:
        raise EmulationError("%s sets sparsity (bit 2), which is not modelled" % where)
    if not idesc >> 23 & 1:
        raise EmulationError("%s has scale type 0 (bit 23): .kind::mxf8f6f4 takes UE8M0 = 1 "
                             "scale factors only" % where)
    for which, code in (("A", a_code), ("B", b_code)):
        if code in TCGEN05_MX_UNMODELLED:
            raise EmulationError("%s: %s type %d (%s) is not modelled (the model takes "
                                 "e4m3 = 0, e5m2 = 1)" % (where, which, code,
                                                          TCGEN05_MX_UNMODELLED[code]))
        if code not in TCGEN05_MX_TYPES:
            raise EmulationError("%s: %s type %d is no type of .kind::mxf8f6f4" % (
                where, which, code))
    if m != 128 or not 8 <= n <= 256 or (b_mn and n % 16):
        raise EmulationError(
            "%s has M = %d, N = %d: cta_group::1 takes M = 128 (bits 27-28: M >> 7) and N a "
            "multiple of 8 in 8..256, of 16 with an N-major (transposed) 8-bit B"
            % (where, m, n))
    return (m, n, TCGEN05_MX_TYPES[a_code], TCGEN05_MX_TYPES[b_code], bool(idesc >> 13 & 1),
            bool(idesc >> 14 & 1), bool(idesc >> 15 & 1), b_mn, (idesc >> 29) & 3,
            (idesc >> 4) & 3)


def ue8m0_value(code):
    """The value of a UE8M0 scale factor (PTX ISA, "Alternate Floating-Point
    Data Formats"): 8 exponent bits, no sign, no mantissa, bias 127, so
    2^(code - 127); 0xFF is NaN."""
    return math.nan if code == 0xFF else math.ldexp(1.0, code - 127)


def ue4m3_value(code):
    """The value of a UE4M3 scale factor (PTX ISA, "Alternate Floating-Point
    Data Formats"): 7 bits in a byte whose MSB is zero, 4 exponent bits and 3
    mantissa bits, no sign, no infinity, NaN only 0x7F: the e4m3 code of
    the same bits with a clear sign bit (bias 7, subnormals at exponent
    0)."""
    return decode_f8(code, "e4m3")


def decode_e2m1(code):
    """The value of a 4-bit E2M1 code (PTX ISA, "Alternate Floating-Point
    Data Formats": 2 exponent bits, 1 mantissa bit, no infinity or NaN):
    s.ee.m with the bias 1 of the OCP MX format, a subnormal m / 2 at
    exponent 0, so the magnitudes 0, 0.5, 1, 1.5, 2, 3, 4 and 6."""
    sign = -1.0 if code & 0x8 else 1.0
    exponent, mantissa = (code >> 1) & 0x3, code & 0x1
    if exponent == 0:
        return sign * mantissa * 0.5
    return sign * (1.0 + mantissa * 0.5) * 2.0 ** (exponent - 1)


# The block-scaled kinds with packed 4-bit A and B, and per kind the forms
# of the blockScale attribute of nvvm.tcgen05.mma.block_scale (default: no
# .scale_vectorsize qualifier) it takes, as the number of scale factors per
# row of A and column of B of one K = 64 instruction (PTX ISA,
# "tcgen05.mma": .block32 is .scale_vec::2X and .block16 .scale_vec::4X
# for these kinds, .kind::mxf4 without the qualifier is .block32, and
# .kind::mxf4nvf4 must name it; "Block Scaling", the table of valid
# combinations of scale_vectorsize with types and MMA-Kind: .kind::mxf4
# takes 2X only, .kind::mxf4nvf4 2X and 4X).
TCGEN05_MXF4_VECTORS = {"mxf4": {"default": 2, "block32": 2},
                        "mxf4nvf4": {"block32": 2, "block16": 4}}


def mxf4_scale_vector(op, kind, vector):
    """The number of scale factors per row of A (column of B) of a
    tcgen05.mma.block_scale of .kind::mxf4 or .kind::mxf4nvf4 with the
    blockScale attribute `vector` (see TCGEN05_MXF4_VECTORS), or the error
    the ISA makes of the form."""
    per_row = TCGEN05_MXF4_VECTORS[kind].get(vector)
    if per_row is not None:
        return per_row
    where = "line %d: tcgen05.mma.block_scale .kind::%s" % (op.line, kind)
    if vector == "default":
        raise EmulationError(
            "%s without a .scale_vectorsize qualifier (blockScale default): the ISA requires "
            "one for this kind (.block32 for .scale_vec::2X, .block16 for .scale_vec::4X)"
            % where)
    raise EmulationError(
        "%s with .%s (.scale_vec::4X), which the kind does not take (two UE8M0 scale factors "
        "per 64 K elements: .scale_vec::2X or .block32)" % (where, vector))


def decode_mxf4_idesc(op, idesc, kind, per_row):
    """The fields of the instruction descriptor of a block-scaled
    tcgen05.mma of .kind::mxf4 or .kind::mxf4nvf4 with `per_row` scale
    factors per row of A (2: .scale_vec::2X, 4: 4X) (PTX ISA, "Instruction
    descriptor", the table of .kind::mxf4 and .kind::mxf4nvf4): bits 4-5
    the byte of the first scale factor of B in its tensor memory cells
    (Matrix B Scale Factor Data ID), 7-9 and 10-11 the A and B types
    (E2M1 = 1, the only one), 13 and 14 negate A and B, 15 and 16 transpose
    A and B (0 only: "Transpose and Negate operations", neither kind
    takes a transpose), 17-22 N >> 3, 23 the scale type (UE4M3 = 0,
    .kind::mxf4nvf4 only; UE8M0 = 1), 27-28 M >> 7, 29-30 the byte of the
    first scale factor of A (SFA ID), 31 the K dimension (0: K = 64; 1:
    K = 96, which "Matrix Shape" gives cta_group::2 with M = 256 only); 0,
    1, 3, 6, 12 and 24-26 are reserved and bit 2 selects the sparse form.
    The SF IDs are 0 or 2 with .scale_vec::2X (the half word of the cell)
    and 0 with 4X (the whole cell) ("Scale Factor A ID", "Scale Factor B
    ID"), and UE4M3 scale factors go with .scale_vec::4X only ("Block
    Scaling", the table of valid combinations). Returns (m, n, negate A,
    negate B, SFA ID, SFB ID, scale type "ue8m0" or "ue4m3") where the
    descriptor is legal and dense (cta_group::1: M = 128, N a multiple of 8
    in 8..256)."""
    n = ((idesc >> 17) & 0x3F) << 3
    m = ((idesc >> 27) & 3) << 7
    sfa_id, sfb_id = (idesc >> 29) & 3, (idesc >> 4) & 3
    scale = "ue8m0" if idesc >> 23 & 1 else "ue4m3"
    where = "line %d: tcgen05.mma.block_scale .kind::%s with instruction descriptor 0x%08x" % (
        op.line, kind, idesc)
    reserved = idesc & (0x3 | 1 << 3 | 1 << 6 | 1 << 12 | 0x7 << 24)
    if reserved:
        raise EmulationError("%s sets reserved bits 0x%08x (bits 0, 1, 3, 6, 12 and 24-26 must "
                             "be 0)" % (where, reserved))
    if idesc & 0x4:
        raise EmulationError("%s sets sparsity (bit 2), which is not modelled" % where)
    if idesc >> 31:
        raise EmulationError("%s sets the K dimension bit (31): K = 96 is a shape of "
                             "cta_group::2 with M = 256 only, cta_group::1 takes K = 64" % where)
    if (idesc >> 7) & 7 != 1 or (idesc >> 10) & 3 != 1:
        raise EmulationError("%s: A type %d (bits 7-9), B type %d (bits 10-11): the kind takes "
                             "E2M1 = 1 for both" % (where, (idesc >> 7) & 7, (idesc >> 10) & 3))
    if idesc & (3 << 15):
        raise EmulationError("%s sets transpose A or B (bits 15, 16), which .kind::%s does not "
                             "take (K-major A and B only)" % (where, kind))
    if scale == "ue4m3" and (kind == "mxf4" or per_row != 4):
        raise EmulationError(
            "%s has scale type 0 (UE4M3, bit 23), which %s" % (
                where, ".kind::mxf4 does not take (UE8M0 = 1 only)" if kind == "mxf4" else
                "goes with .scale_vec::4X (.block16) only, not with .scale_vec::2X (.block32)"))
    if sfa_id not in ((0, 2) if per_row == 2 else (0,)) or \
            sfb_id not in ((0, 2) if per_row == 2 else (0,)):
        raise EmulationError(
            "%s has SFA ID %d (bits 29-30) and SFB ID %d (bits 4-5): %s" % (
                where, sfa_id, sfb_id,
                "with .scale_vec::2X an SF ID selects a half word of the cells, 0 or 2"
                if per_row == 2 else
                "with .scale_vec::4X the four scale factors fill the cells and the SF IDs "
                "must be 0"))
    if m != 128 or not 8 <= n <= 256:
        raise EmulationError(
            "%s has M = %d, N = %d: cta_group::1 takes M = 128 (bits 27-28: M >> 7) and N a "
            "multiple of 8 in 8..256" % (where, m, n))
    return m, n, bool(idesc >> 13 & 1), bool(idesc >> 14 & 1), sfa_id, sfb_id, scale


def round_dyadic(num, shift, t):
    """num * 2 ** -shift (integers) rounded once, to nearest even, in `t`
    (f32, f64), as round_exact does for a Fraction."""
    precision, emin, emax = FLOAT_FORMATS[t]
    if num == 0:
        return 0.0
    sign = -1.0 if num < 0 else 1.0
    a = abs(num)
    q = max(a.bit_length() - 1 - shift, emin) - (precision - 1)
    s = shift + q
    if s <= 0:
        n = a << -s
    else:
        n = a >> s
        rem = a & ((1 << s) - 1)
        half = 1 << (s - 1)
        if rem > half or (rem == half and n & 1):
            n += 1
    if n.bit_length() + q > emax + 1:
        return sign * math.inf
    return sign * math.ldexp(n, q)


def dyadic_rows(values, rows, k):
    """Finite floats values[r, i] (r < rows, i < k) as integers scaled by a
    common 2 ** shift: ([[integer or None for a non-finite value]], shift)."""
    ratios = {key: (x.as_integer_ratio() if math.isfinite(x) else None)
              for key, x in values.items()}
    shift = max((r[1].bit_length() - 1 for r in ratios.values() if r), default=0)
    out = []
    for r in range(rows):
        row = []
        for i in range(k):
            ratio = ratios[r, i]
            row.append(None if ratio is None else
                       ratio[0] << (shift - (ratio[1].bit_length() - 1)))
        out.append(row)
    return out, shift


class TmemAccess:
    """A tcgen05.ld or tcgen05.st of a warp (`kind` "ld" or "st"): it is
    asynchronous until the warp's tcgen05.wait::ld / wait::st (`waited`;
    `waits`: per thread of the warp, the barriers before the wait and the
    thread's epoch then); `fenced`: per thread of the warp, the barriers
    before and the epoch of its first tcgen05.fence::before_thread_sync after
    the wait, which orders the access before the thread's later
    execution-ordering ops (PTX ISA, "Memory Consistency Model for 5th
    generation of TensorCore operations")."""
    __slots__ = ("kind", "op", "warp", "waited", "waits", "fenced")

    def __init__(self, kind, op, warp):
        self.kind = kind
        self.op = op
        self.warp = warp
        self.waited = False
        self.waits = {}
        self.fenced = {}


class Tcgen05Mma:
    """An issued tcgen05.mma (`name` "tcgen05.mma" or
    "tcgen05.mma.block_scale") or tcgen05.cp ("tcgen05.cp", shape and D
    None), the asynchronous ops that tcgen05.commit tracks: its op, issuing
    thread, shape (m, n) and D address, the shared bytes it reads;
    `commit`: the index of the first tcgen05.commit of the thread after it
    (each commit makes its mbarrier track all the thread's earlier
    tcgen05.mma and tcgen05.cp ops), with `commit_line`; `retired`: once a
    barrier followed a wait for such a commit's phase, the number of
    barriers after that barrier (every thread of its CTA then knows it
    complete)."""
    __slots__ = ("op", "thread", "m", "n", "d", "reads", "commit", "commit_line", "retired",
                 "name")

    def __init__(self, op, thread, m, n, d, name="tcgen05.mma"):
        self.op = op
        self.thread = thread
        self.m = m
        self.n = n
        self.d = d
        self.name = name
        self.reads = set()
        self.commit = None
        self.commit_line = None
        self.retired = None


class TensorMemory:
    """The tensor memory of a CTA and the state of its tcgen05 ops: the
    cells (address -> 32 bits); the allocations (first column -> (columns,
    warp, line of the tcgen05.alloc)) and per column the first column of its
    allocation; the line of a tcgen05.relinquish_alloc_permit; per cell the
    last asynchronous access that wrote it ((TmemAccess or Tcgen05Mma,
    thread)), the tcgen05.ld ops that read it since ({thread: TmemAccess})
    and the tcgen05.mma ops that read it since as A ({issuing thread:
    Tcgen05Mma}); per (warp, "ld" or "st") the accesses not yet waited for;
    per thread the accesses its tcgen05.fence::before_thread_sync has yet to
    release; per thread what it knew at its last
    tcgen05.fence::after_thread_sync (barriers before it, the epochs it had
    acquired, the tcgen05.commit indices it had acquired: see
    Memory.tc_acquired; in a cluster one dict that the CTAs share, as a
    cta_group::2 tcgen05.mma of one CTA's thread accesses the peer's cells);
    per thread its tcgen05.mma ops no tcgen05.commit tracks yet, and its
    number of commits; the allocations of cta_group::2 (first column -> the
    line of the tcgen05.alloc and the peer's allocating warp)."""

    def __init__(self):
        self.cells = {}
        self.allocations = {}
        self.pairs = {}
        self.owner = [None] * TMEM_COLUMNS
        self.relinquished = None
        self.writer = {}
        self.readers = {}
        self.mma_readers = {}
        self.pending = {}
        self.unfenced = {}
        self.views = {}
        self.uncommitted = {}
        self.commits = {}

    def find_columns(self, count):
        """The first column of `count` free columns for tcgen05.alloc, or
        None. The ISA leaves the choice to the hardware; the model takes the
        highest free block aligned to its size, so that a kernel that does
        not use the address tcgen05.alloc wrote (assuming column 0) fails."""
        for start in range(TMEM_COLUMNS - count, -1, -count):
            if all(self.owner[c] is None for c in range(start, start + count)):
                return start
        return None

    def allocated_text(self):
        if not self.allocations:
            return "none allocated"
        return "allocated: " + ", ".join(
            "columns %d-%d (warp %d, line %d)" % (start, start + count - 1, warp, line)
            for start, (count, warp, line) in sorted(self.allocations.items()))

    def check_columns(self, column, count, op, what):
        for c in range(column, column + count):
            if c >= TMEM_COLUMNS or self.owner[c] is None:
                raise EmulationError(
                    "line %d: %s accesses columns %d-%d of tensor memory, and column %d is "
                    "%s (%s)" % (op.line, what, column, column + count - 1, c,
                                 "past the last (511)" if c >= TMEM_COLUMNS else
                                 "not allocated by tcgen05.alloc", self.allocated_text()))

    # ---- Ordering of the asynchronous accesses -----------------------------

    def unordered(self, memory, record, owner, thread, synchronous=False):
        """Why the asynchronous access `record` of thread `owner` is not
        ordered before an access of `thread` now, or None where it is (PTX
        ISA, "Memory Consistency Model for 5th generation of TensorCore
        operations", its canonical synchronization patterns). A
        tcgen05.ld/st of the same warp: its tcgen05.wait::ld/st. Of another
        warp: that wait, then a tcgen05.fence::before_thread_sync of the
        accessing thread, a barrier or mbarrier phase, and a
        tcgen05.fence::after_thread_sync of `thread` before its (asynchronous)
        access. A tcgen05.mma: a tcgen05.commit that tracks it, `thread`'s
        wait for the phase that commit completes (or a barrier after such a
        wait of any thread), then its tcgen05.fence::after_thread_sync.
        `synchronous` (tcgen05.dealloc, not an asynchronous op): the waits
        and barriers or phases, without the tcgen05 fences."""
        if isinstance(record, Tcgen05Mma):
            if record.commit is None:
                return ", which no tcgen05.commit of thread %d tracks" % record.thread
            if not memory.tc_observed(record, thread):
                return (", before thread %d waited for the mbarrier phase that the "
                        "tcgen05.commit of line %d completes" % (thread, record.commit_line))
            if synchronous:
                return None
            view = self.views.get(thread)
            if view is not None and (
                    view[2].get(record.thread, 0) >= record.commit or
                    (record.retired is not None and memory.same_cta(record.thread, thread) and
                     view[0] >= record.retired)):
                return None
            return (", and thread %d executed no tcgen05.fence::after_thread_sync after its wait "
                    "for the mbarrier phase that the tcgen05.commit of line %d completes (or "
                    "after a barrier that followed such a wait)"
                    % (thread, record.commit_line))
        wait = "tcgen05.wait::%s" % record.kind
        if owner // 32 == thread // 32:
            return None if record.waited else ", before a %s of warp %d" % (wait, owner // 32)
        if not record.waited:
            return ", and warp %d has not waited for it (%s)" % (owner // 32, wait)
        if synchronous:
            barriers, epoch = record.waits[owner]
            if memory.barriers > barriers or (memory.clocked and
                                              memory.ordered(owner, epoch, thread)):
                return None
            return (", and no barrier or mbarrier phase after the %s of thread %d orders it "
                    "before" % (wait, owner))
        fenced = record.fenced.get(owner)
        if fenced is None:
            return (", and thread %d executed no tcgen05.fence::before_thread_sync after its %s"
                    % (owner, wait))
        view = self.views.get(thread)
        if view is not None and (
                view[1].get(owner, -1) >= fenced[1] if not memory.same_cta(owner, thread) else
                view[0] > fenced[0] or (view[0] == fenced[0] and
                                        view[1].get(owner, -1) >= fenced[1])):
            # (Barrier counts compare within a CTA: a cta_group::2 tcgen05.mma
            # of the peer's thread is ordered by the clocks alone.)
            return None
        return (", and no barrier or mbarrier phase after the tcgen05.fence::before_thread_sync "
                "of thread %d, followed by a tcgen05.fence::after_thread_sync of thread %d, "
                "orders it before" % (owner, thread))

    @staticmethod
    def record_text(record, owner, reads=False):
        if isinstance(record, Tcgen05Mma):
            return "the %s of line %d (thread %d) %s" % (
                record.name, record.op.line, owner,
                ("reads (as A)" if record.name == "tcgen05.mma" else "reads") if reads else
                "writes")
        return "the tcgen05.%s of line %d (warp %d) %s" % (
            record.kind, record.op.line, record.warp, "wrote" if record.kind == "st" else "reads")

    def read(self, memory, cell, thread, op, record, what, pipelined=None):
        """A read of `cell` by `thread`, for its access `record` (a
        tcgen05.ld, a tcgen05.mma that reads A or scale factors in tensor
        memory, or with `record` None a tcgen05.mma that also writes the
        cell, D): the last write must be ordered before it, unless
        `pipelined` accepts the writer (a tcgen05.cp of the issuing thread
        before a tcgen05.mma: a tcgen05 pipeline)."""
        writer = self.writer.get(cell)
        if writer is not None and not (pipelined is not None and pipelined(writer[0])):
            why = self.unordered(memory, writer[0], writer[1], thread)
            if why:
                raise EmulationError("line %d: %s reads tensor memory %s that %s%s" % (
                    op.line, what, tmem_text(cell), self.record_text(*writer), why))
        if record is not None:
            table = self.mma_readers if isinstance(record, Tcgen05Mma) else self.readers
            readers = table.get(cell)
            if readers is None:
                table[cell] = {thread: record}
            else:
                readers[thread] = record
        return self.cells.get(cell, TMEM_POISON)

    def write(self, memory, cell, value, thread, op, record, what, pipelined=None):
        """A write of `cell` by `thread` (its access `record`): the last
        write and the reads since must be ordered before it, except a
        tcgen05.mma that `pipelined` accepts (the same thread's tcgen05.mma
        of the same shape and accumulator: a tcgen05 pipeline)."""
        writer = self.writer.get(cell)
        if writer is not None and not (pipelined is not None and pipelined(writer[0])):
            why = self.unordered(memory, writer[0], writer[1], thread)
            if why:
                raise EmulationError("line %d: %s writes tensor memory %s that %s%s" % (
                    op.line, what, tmem_text(cell), self.record_text(*writer), why))
        for table in (self.readers, self.mma_readers):
            readers = table.pop(cell, None)
            if readers:
                for owner, reader in readers.items():
                    why = self.unordered(memory, reader, owner, thread)
                    if why:
                        raise EmulationError("line %d: %s writes tensor memory %s that %s%s" % (
                            op.line, what, tmem_text(cell),
                            self.record_text(reader, owner, True), why))
        self.writer[cell] = (record, thread)
        self.cells[cell] = value

    def access(self, kind, op, warp):
        """A new tcgen05.ld or tcgen05.st of `warp`."""
        record = TmemAccess(kind, op, warp)
        self.pending.setdefault((warp, kind), []).append(record)
        for t in range(32 * warp, 32 * warp + 32):
            self.unfenced.setdefault(t, []).append(record)
        return record

    def wait(self, memory, warp, kind):
        """tcgen05.wait::ld / wait::st of `warp`: its accesses of that kind
        complete."""
        for record in self.pending.pop((warp, kind), ()):
            record.waited = True
            for t in range(32 * warp, 32 * warp + 32):
                record.waits[t] = (memory.barriers,
                                   memory.clock.get(t, 0) if memory.clocked else 0)

    def fence_before(self, memory, thread):
        """tcgen05.fence::before_thread_sync of `thread`: its accesses
        already waited for are ordered before its later execution-ordering
        ops (an arrive's release, a barrier)."""
        records = self.unfenced.get(thread)
        if records:
            point = (memory.barriers, memory.clock.get(thread, 0) if memory.clocked else 0)
            keep = []
            for record in records:
                if record.waited:
                    record.fenced.setdefault(thread, point)
                else:
                    keep.append(record)
            self.unfenced[thread] = keep

    def fence_after(self, memory, thread):
        """tcgen05.fence::after_thread_sync of `thread`: its later
        asynchronous tcgen05 ops are ordered after what its earlier
        execution-ordering ops (waits, barriers) ordered before it."""
        self.views[thread] = (memory.barriers, dict(memory.acquired.get(thread, ())),
                              dict(memory.tc_acquired.get(thread, ())))

    def commit(self, memory, thread, op):
        """tcgen05.commit of `thread`: its tcgen05.mma ops not tracked yet get
        the commit's index (the commit tracks all its earlier ones), and the
        commit implies a tcgen05.fence::before_thread_sync. Returns the
        index."""
        k = self.commits.get(thread, 0) + 1
        self.commits[thread] = k
        for record in self.uncommitted.pop(thread, ()):
            record.commit = k
            record.commit_line = op.line
        self.fence_before(memory, thread)
        return k

    def free(self, memory, start, count, thread, op):
        """tcgen05.dealloc of the columns by the warp of `thread`: every
        access of them must be complete and ordered before it."""
        end = start + count
        for cell, (record, owner) in list(self.writer.items()):
            if start <= cell & 0xFFFF < end:
                why = self.unordered(memory, record, owner, thread, synchronous=True)
                if why:
                    raise EmulationError(
                        "line %d: the tcgen05.dealloc of warp %d frees tensor memory %s that %s%s"
                        % (op.line, thread // 32, tmem_text(cell),
                           self.record_text(record, owner), why))
        for cell, readers in list(self.readers.items()) + list(self.mma_readers.items()):
            if start <= cell & 0xFFFF < end:
                for owner, record in readers.items():
                    why = self.unordered(memory, record, owner, thread, synchronous=True)
                    if why:
                        raise EmulationError(
                            "line %d: the tcgen05.dealloc of warp %d frees tensor memory %s that "
                            "%s%s" % (op.line, thread // 32, tmem_text(cell),
                                      self.record_text(record, owner, True), why))
        for table in (self.cells, self.writer, self.readers, self.mma_readers):
            for cell in [c for c in table if start <= c & 0xFFFF < end]:
                del table[cell]
        del self.allocations[start]
        self.pairs.pop(start, None)
        for c in range(start, end):
            self.owner[c] = None


class PairIssue:
    """A warp's tcgen05.alloc, dealloc or relinquish_alloc_permit of
    cta_group::2 waiting for the warp of the peer CTA that performs it with
    it (PTX ISA, "Issue Granularity": "the first warp to perform the
    operation could block until the second warp in the Peer CTA also
    performs the operation"): its op, first thread, CTA rank and operands;
    `done` once both issued and the op was performed for both CTAs."""

    def __init__(self, op, first, cta, operands):
        self.op = op
        self.first = first
        self.cta = cta
        self.operands = operands
        self.done = False


# The tcgen05 ops that take a .cta_group qualifier (PTX ISA: alloc,
# dealloc, relinquish_alloc_permit, mma, cp, shift, commit); NVVM's
# attribute is `group` (cta_1 by default) or, for the products, `ctaGroup`.
TCGEN05_GROUP_OPS = ("alloc", "dealloc", "relinquish_alloc_permit", "commit", "cp", "shift")


def tcgen05_cta_group(op):
    """"cta_1" or "cta_2" for a tcgen05 op with a .cta_group qualifier (the
    .ws products take cta_group::1 only), else None."""
    if not op.name.startswith("nvvm.tcgen05."):
        return None
    group = enum_attr(prop(op.props, "ctaGroup")) or enum_attr(prop(op.props, "group"))
    name = op.name[len("nvvm.tcgen05."):]
    if group is None and (name in TCGEN05_GROUP_OPS or name.startswith("mma")):
        group = "cta_1"
    return group


def check_cta_groups(func, ncta):
    """The kernel's tcgen05 ops all give the same .cta_group (PTX ISA,
    "tcgen05.alloc": "All tcgen05 instructions within a kernel must specify
    the same value for the .cta_group qualifier"), and cta_group::2, which
    works on CTA pairs ("the CTAs whose %cluster_ctarank differ in the last
    bit"), takes clusters of an even number of CTAs. Returns the group, or
    None for a kernel without such ops."""
    first = {}
    for block in func.regions[0]:
        for op in walk(block.ops):
            group = tcgen05_cta_group(op)
            if group is not None:
                first.setdefault(group, op)
    if len(first) > 1:
        earlier, later = sorted(first.values(), key=lambda o: o.line)
        raise EmulationError(
            "line %d: %s with cta_group::%s, while the %s of line %d has cta_group::%s: all "
            "tcgen05 instructions within a kernel must specify the same .cta_group (PTX ISA, "
            "\"tcgen05.alloc\")" % (later.line, later.name[5:], tcgen05_cta_group(later)[-1],
                                     earlier.name[5:], earlier.line,
                                     tcgen05_cta_group(earlier)[-1]))
    if "cta_2" in first and ncta % 2:
        op = first["cta_2"]
        raise EmulationError(
            "line %d: %s with cta_group::2 in a kernel %s: cta_group::2 works on the CTA pairs "
            "of a cluster (the CTAs whose %%cluster_ctarank differ in bit 0 only), so it needs "
            "clusters of an even number of CTAs (nvvm.cluster_dim)"
            % (op.line, op.name[5:], "without clusters" if ncta == 1 else
               "in clusters of %d CTAs" % ncta))
    return next(iter(first), None)


def lane_ranges(threads):
    """The lanes of threads of one warp as text: "lanes 0-4, 6-31"."""
    return "lane" + thread_ranges([t % 32 for t in threads])[len("thread"):]


def thread_ranges(threads):
    """Threads as text: "thread 5", "threads 0-127, 160-191"."""
    threads = sorted(threads)
    runs = []
    for t in threads:
        if runs and runs[-1][1] == t - 1:
            runs[-1][1] = t
        else:
            runs.append([t, t])
    text = ", ".join("%d" % a if a == b else "%d-%d" % (a, b) for a, b in runs)
    return ("thread " if len(threads) == 1 else "threads ") + text


# Ops at which a group of threads may wait for others (see Scheduler).
BLOCKING_OPS = ("nvvm.mbarrier.try_wait.parity", "nvvm.barrier0", "nvvm.barrier",
                "nvvm.bar.warp.sync", "nvvm.tcgen05.alloc", "nvvm.cluster.wait")


class Group:
    """Threads that run in lockstep as one coroutine of a CTA: all of them
    at first, then the threads of each region of an scf.if that splits
    them (see Scheduler). `members` are its threads (those not active at an
    op wait for the others in lockstep). `state`: "new" (not started),
    "running", "blocked" (at a wait, a barrier, a join, or after an
    arrive: `ready()` tells whether it may go on, `where()` what it waits
    for), "done"."""

    def __init__(self, members, parent=None, if_op=None):
        self.members = members
        self.parent = parent
        self.if_op = if_op
        self.children = []
        self.state = "running" if parent is None else "new"
        self.ready = None
        self.where = None
        self.event = threading.Event()
        self.thread = None
        self.yielded = None
        # In a cluster: the rank of the CTA of its threads.
        self.cta = parent.cta if parent is not None else None


class Scheduler:
    """Groups of a CTA that run as coroutines, one at a time (Python
    threads passing a baton). An scf.if whose threads split between its
    regions, one of which holds an op that may block (an mbarrier wait, a
    barrier), runs each region as a group while the group of the scf.if
    waits for both to end (a join). A group runs until it blocks: at an
    mbarrier wait whose phase is not complete, at a barrier that not all its
    threads reached, at a join, or after an arrive that completed an
    mbarrier phase (so that threads waiting for it go on); then the next
    group that may go on (in order of creation, round robin) runs. When
    none may, the threads deadlock. The CTAs of a cluster are groups of the
    root from the start (see CTA.run), so that the threads of one wait while
    the others run."""

    def __init__(self, nthreads):
        self.root = Group(set(range(nthreads)))
        self.groups = [self.root]
        self.current = self.root
        self.error = None
        # (CTA, barrier id) -> BarrierInstance being waited at.
        self.barriers = {}
        # Called with the group that runs next (a cluster: its CTA's
        # memory state becomes the current one).
        self.on_switch = None

    def pick(self, k):
        """The next group that may go on, from the k-th in round robin."""
        groups = self.groups
        for c in groups[k:] + groups[:k]:
            if c.state == "new" or (c.state == "blocked" and c.ready()):
                return c
        return None

    def block(self, group, ready, where, op):
        """`group` (the running one) waits until `ready()`; the others run
        meanwhile."""
        group.state = "blocked"
        group.ready = ready
        group.where = where
        # The group itself last.
        nxt = self.pick(self.groups.index(group) + 1)
        if nxt is None:
            raise EmulationError(self.deadlock(op))
        if nxt is not group:
            self.switch_to(nxt)
            group.event.wait()
            group.event.clear()
            if self.error is not None:
                raise self.error
        group.state = "running"
        group.ready = group.where = None

    def switch_to(self, group):
        self.current = group
        if self.on_switch is not None:
            self.on_switch(group.cta)
        if group.state == "new":
            group.state = "running"
            group.thread.start()
        else:
            group.state = "running"
            group.event.set()

    def finish(self, group, op):
        """`group` ended its region: the next group runs (its thread
        ends)."""
        group.state = "done"
        k = self.groups.index(group)
        self.groups.remove(group)
        nxt = self.pick(k)
        if nxt is None:
            raise EmulationError(self.deadlock(op))
        self.switch_to(nxt)

    def fail(self, error):
        """An error in a group's thread: the first group reports it."""
        self.error = error
        self.current = self.root
        self.root.event.set()

    def deadlock(self, op):
        places = []
        for g in self.groups:
            if g.state != "blocked":
                continue
            if g.children and g.children[0].if_op is None:
                # The CTAs of a cluster.
                places += [c.exit_text for c in g.children if c.state == "done"]
            elif g.children:
                ended = set()
                for c in g.children:
                    if c.state == "done":
                        ended |= c.members
                if ended:
                    places.append("%s at the end of their region of the scf.if of line %d"
                                  % (thread_ranges(ended), g.children[0].if_op.line))
            elif g.where is not None:
                places.append(g.where())
        return "line %d: deadlock: no thread can go on: %s" % (op.line, "; ".join(places))


class BarrierInstance:
    """A barrier (bar.sync id, count) being waited at: its thread count, the
    threads arrived and where, and whether it completed."""

    def __init__(self, count):
        self.count = count
        self.arrived = []
        self.lines = []
        self.done = False
        # Its release set (see Memory.arrive_release) for a thread count
        # less than the CTA's.
        self.released = {}
        self.previous_released = {}
        self.read_released = {}
        self.previous_read_released = {}
        self.tc_released = {}
        self.tc_previous = {}


class ClusterShape:
    """A cluster of the launch (PTX ISA, "Cluster of Cooperative Thread
    Arrays"): its shape `dims` in CTAs, its index `cluster_id` in the grid of
    `nclusters` clusters, the grid `grid` in CTAs; its CTAs of `cta_n`
    threads, the threads of the CTA of rank r numbered from `stride` r (the
    block size rounded up to whole warpgroups, so that warps and warpgroups
    keep their numbers within their CTA). The CTA of rank r lies at
    (r % X, r / X % Y, r / (X Y)) in the cluster (%cluster_ctaid)."""

    def __init__(self, dims, cluster_id, nclusters, grid, cta_n):
        self.dims = dims
        self.ncta = dims[0] * dims[1] * dims[2]
        self.cluster_id = cluster_id
        self.nclusters = nclusters
        self.grid = grid
        self.cta_n = cta_n
        self.stride = -(-cta_n // 128) * 128 if self.ncta > 1 else cta_n

    def position(self, rank):
        x, y, _ = self.dims
        return (rank % x, rank // x % y, rank // (x * y))

    def block_id(self, rank):
        return tuple(c * d + p for c, d, p in zip(self.cluster_id, self.dims,
                                                   self.position(rank)))


# The special registers of clusters (PTX ISA, "Special Registers").
CLUSTER_SREGS = ("cluster.ctarank", "cluster.nctarank", "clusterid.", "nclusterid.",
                 "cluster.ctaid.", "cluster.nctaid.")


class CTA:
    """One thread block: threads, the values of each, and its memory.
    Asynchronous copies land when a wait retires their group. With a
    `cluster` (ClusterShape) of more than one CTA it is all the CTAs of the
    cluster: their threads are numbered across it (thread stride r + t is
    thread t of the CTA of rank r), each CTA runs as a group of threads of
    its own from the start (see run), and a barrier, tid, ctaid, tensor
    memory and shared memory are each CTA's."""

    def __init__(self, memory, globals_, nthreads, block_id, grid, printer, stats=None,
                 cluster=None):
        self.async_copies = {}
        self.async_groups = {}
        self.memory = memory
        self.globals = globals_
        if cluster is None:
            cluster = ClusterShape((1, 1, 1), block_id, grid, grid, nthreads)
        self.cluster = cluster
        self.ncta = cluster.ncta
        self.stride = cluster.stride
        self.cta_n = nthreads
        self.n = self.ncta * self.stride if self.ncta > 1 else nthreads
        self.block_ids = [cluster.block_id(r) for r in range(self.ncta)]
        self.block_id = self.block_ids[0]
        self.grid = grid
        self.printer = printer
        self.stats = stats if stats is not None else {}
        # Per warpgroup: wgmma.fence since its last wait, uncommitted and
        # committed wgmma.mma_async ops.
        self.warpgroups = {}
        self.wgmma_issued = False
        # While an scf.if runs its regions as coroutines (see Scheduler); in
        # a cluster, always (each CTA is a group).
        self.sched = None
        # Per-thread values of the special registers and of the addresses of
        # shared globals (each CTA's own copy), made once.
        self.tids = [t % self.stride for t in range(self.n)] if self.ncta > 1 \
            else list(range(self.n))
        self.per_thread = {}

    def cta_end(self, t):
        """One past the last thread of the CTA of thread t."""
        return t - t % self.stride + self.cta_n

    def run(self, func, args):
        env = {}
        block = func.regions[0][0]
        for (name, _), value in zip(block.args, args):
            env[name] = [value] * self.n
        if self.ncta == 1:
            self.exec_ops(block.ops, env, [True] * self.n)
            return
        # A cluster: the CTAs run concurrently, each a group of threads of
        # its own (with values of its own) from the start.
        sched = self.sched = Scheduler(self.n)
        sched.on_switch = self.memory.set_cta
        children = []
        for rank in range(self.ncta):
            first = rank * self.stride
            mask = [first <= t < first + self.cta_n for t in range(self.n)]
            child = Group(set(range(first, first + self.cta_n)), sched.root, None)
            child.cta = rank
            child.exit_text = "%s (%s) exited" % (self.memory.cta_text(rank),
                                                  thread_ranges(child.members))
            child.thread = threading.Thread(target=self.cta_main,
                                            args=(sched, child, block, dict(env), mask),
                                            daemon=True)
            children.append(child)
        sched.root.children = children
        sched.groups.extend(children)
        sched.block(sched.root, lambda: all(c.state == "done" for c in children), None, func)
        sched.root.children = []
        self.sched = None

    def cta_main(self, sched, group, block, env, mask):
        """The threads of one CTA of a cluster, from the kernel's entry to its
        exit."""
        try:
            term, _ = self.region_run(block, env, mask, [])
            self.memory.end_cta(self.block_ids[group.cta], group.cta, term.line)
            sched.finish(group, term)
        except BaseException as e:
            sched.fail(e)

    def per_cta(self, value):
        """Per thread, `value(rank)` of its CTA."""
        if self.ncta == 1:
            return [value(0)] * self.n
        values = [value(rank) for rank in range(self.ncta)]
        return [values[t // self.stride] for t in range(self.n)]

    def cluster_sreg(self, op, reg):
        """The special registers of clusters (%cluster_ctarank,
        %cluster_nctarank, %clusterid, %nclusterid, %cluster_ctaid,
        %cluster_nctaid); a launch without clusters is one of one CTA each."""
        cluster = self.cluster
        if reg == "cluster.ctarank":
            return self.per_cta(lambda rank: rank)
        if reg == "cluster.nctarank":
            return [self.ncta] * self.n
        dim = "xyz".index(reg[-1])
        if reg.startswith("clusterid."):
            return [cluster.cluster_id[dim]] * self.n
        if reg.startswith("nclusterid."):
            return [cluster.nclusters[dim]] * self.n
        if reg.startswith("cluster.ctaid."):
            return self.per_cta(lambda rank: cluster.position(rank)[dim])
        if reg.startswith("cluster.nctaid."):
            return [cluster.dims[dim]] * self.n
        raise EmulationError("line %d: %s is not modelled" % (op.line, op.name))

    def global_address(self, name):
        """Per thread, the address of global `name`: of its CTA's own copy for
        a shared one."""
        address = self.globals[name]
        if self.ncta == 1 or self.memory.owner(address) is None:
            return [address] * self.n
        values = self.per_thread.get(name)
        if values is None:
            values = self.per_thread[name] = self.per_cta(
                lambda rank: self.memory.peer_address(address, rank, None, ""))
        return list(values)

    def cluster_arrive(self, op, active, mask, relaxed):
        """barrier.cluster.arrive{.relaxed}{.aligned} (PTX ISA,
        "barrier.cluster"): each thread arrives on the current phase of the
        cluster barrier, once before it waits for it; with release semantics
        (its accesses before it are ordered before what the threads that wait
        for the phase do after), unless .relaxed. Its mbarrier inits before a
        fence.mbarrier.init become usable by the cluster's threads that wait
        for the phase."""
        if prop(op.props, "aligned") is not None:
            self.whole_warps(op, mask, "barrier.cluster.arrive.aligned")
        memory = self.memory
        phase = memory.cluster_phase
        instance = memory.cluster_bars.get(phase)
        if instance is None:
            instance = memory.cluster_bars[phase] = BarrierInstance(None)
            instance.by_cta = [0] * self.ncta
        for t in active:
            if t in memory.cluster_arrived:
                raise EmulationError(
                    "line %d: %s arrives on the cluster barrier again before waiting for its "
                    "arrive of line %d (barrier.cluster.wait): a thread arrives once per phase"
                    % (op.line, memory.thread_text(t), memory.cluster_arrived[t][1]))
            memory.cluster_arrived[t] = (phase, op.line)
            instance.arrived.append(t)
            instance.by_cta[t // self.stride] += 1
            if not relaxed:
                memory.arrive_release(instance, t)
            memory.publish_inits(t, phase, not relaxed)
        self.cluster_complete()

    def cluster_complete(self):
        """Completes the current phase of the cluster barrier once every
        thread of the CTAs that have not exited arrived."""
        memory = self.memory
        instance = memory.cluster_bars.get(memory.cluster_phase)
        if instance is None or any(
                count < self.cta_n and not memory.exited[rank]
                for rank, count in enumerate(instance.by_cta)):
            return
        instance.done = True
        instance.previous_released = instance.released
        instance.previous_read_released = instance.read_released
        instance.tc_previous = instance.tc_released
        memory.cluster_phase += 1

    def cluster_wait(self, op, active, mask):
        """barrier.cluster.wait{.aligned}: each thread waits until the phase
        of its arrive completed (every thread of the cluster that has not
        exited arrived), then acquires what the arrivals released. A thread
        that did not arrive cannot wait."""
        if prop(op.props, "aligned") is not None:
            self.whole_warps(op, mask, "barrier.cluster.wait.aligned")
        memory = self.memory
        for t in active:
            if t not in memory.cluster_arrived:
                raise EmulationError(
                    "line %d: %s waits on the cluster barrier (barrier.cluster.wait) without "
                    "having arrived on it (barrier.cluster.arrive)"
                    % (op.line, memory.thread_text(t)))
        phases = {memory.cluster_arrived[t][0] for t in active}

        def ready():
            self.cluster_complete()
            return all(memory.cluster_bars[p].done for p in phases)

        if active and not ready():
            def where():
                instance = memory.cluster_bars[min(phases)]
                live = sum(self.cta_n for rank in range(self.ncta)
                           if not memory.exited[rank])
                return "%s at the barrier.cluster.wait of line %d (%d of the %d threads of " \
                    "the cluster arrived)" % (thread_ranges(active), op.line,
                                              len(instance.arrived), live)
            if self.sched is None:
                raise EmulationError("line %d: deadlock: no thread can go on: %s"
                                     % (op.line, where()))
            self.sched.block(self.sched.current, ready, where, op)
        for t in active:
            phase, _ = memory.cluster_arrived.pop(t)
            memory.wait_acquire(memory.cluster_bars[phase], t)
            memory.cluster_waited[t] = phase

    # Values are per-thread lists; entries of inactive threads are None.
    def exec_ops(self, ops, env, mask):
        for op in ops:
            if op.name in ("scf.yield", "scf.condition", "llvm.return"):
                return op, [env[o] for o in op.operands]
            self.exec_op(op, env, mask)
        return None, []

    def exec_op(self, op, env, mask):
        name = op.name
        args = [env[o] for o in op.operands]
        if self.wgmma_issued and name not in ("nvvm.wgmma.mma_async", "scf.for",
                                              "scf.while", "llvm.extractvalue",
                                              "llvm.insertvalue", "llvm.inline_asm"):
            args = [self.wgmma_use(op, a, mask) for a in args]
        out_full = op.out_types[0] if op.out_types and op.out_types != ["()"] else None
        in_full = op.in_types[0] if op.in_types and op.in_types != [""] else None
        # Elementwise ops work on the element types; vectors lane by lane.
        out_t, in_t = element_type(out_full), element_type(in_full)
        active = [t for t in range(self.n) if mask[t]]

        def each(f, lift=True):
            r = [None] * self.n
            for t in active:
                operands = [a[t] for a in args]
                if None in operands:
                    raise EmulationError("line %d: thread %d uses a value it did "
                                         "not compute" % (op.line, t))
                lanes = [len(x) for x in operands if isinstance(x, tuple)]
                if lift and lanes:
                    r[t] = tuple(f(t, *[x[i] if isinstance(x, tuple) else x
                                        for x in operands])
                                 for i in range(lanes[0]))
                else:
                    r[t] = f(t, *operands)
            return r

        def define(values, k=0):
            env[op.results[k]] = values

        name = LLVM_AS_ARITH.get(name, name)
        dialect, short = name.split(".", 1)
        try:
            if name in ("arith.constant", "llvm.mlir.constant"):
                value = parse_constant(op.props, out_full)
                define([value] * self.n)
            elif name == "llvm.mlir.poison" or name == "llvm.mlir.undef":
                # Garbage rather than zero: a lowering must not read it.
                define([poison_value(out_full)] * self.n)
            elif name == "nvvm.read.ptx.sreg.tid.x":
                define(list(self.tids))
            elif name == "nvvm.read.ptx.sreg.laneid":
                define([t % 32 for t in range(self.n)])
            elif name in ("nvvm.read.ptx.sreg.tid.y", "nvvm.read.ptx.sreg.tid.z"):
                define([0] * self.n)
            elif name in ("gpu.block_id", "gpu.grid_dim", "gpu.thread_id",
                          "gpu.block_dim"):
                dim = "xyz".index(prop(op.props, "dimension")[-2])
                if name == "gpu.block_id":
                    define(self.per_cta(lambda rank: self.block_ids[rank][dim]))
                else:
                    value = {"gpu.grid_dim": self.grid,
                             "gpu.block_dim": (self.cta_n, 1, 1)}.get(name)
                    define(list(self.tids) if name == "gpu.thread_id" and dim == 0
                           else [value[dim] if value else 0] * self.n)
            elif name.startswith("nvvm.read.ptx.sreg.ctaid."):
                dim = "xyz".index(name[-1])
                define(self.per_cta(lambda rank: self.block_ids[rank][dim]))
            elif name.startswith("nvvm.read.ptx.sreg.nctaid."):
                define([self.grid["xyz".index(name[-1])]] * self.n)
            elif name.startswith("nvvm.read.ptx.sreg.") and \
                    name[len("nvvm.read.ptx.sreg."):].startswith(CLUSTER_SREGS):
                define(self.cluster_sreg(op, name[len("nvvm.read.ptx.sreg."):]))
            elif name == "nvvm.barrier0":
                if self.sched is None:
                    if len(active) != self.n:
                        raise EmulationError("line %d: barrier reached by %d of %d threads"
                                             % (op.line, len(active), self.n))
                    self.memory.barrier()
                else:
                    self.cta_barrier(op, active, 0, self.cta_n)
            elif name == "nvvm.barrier":
                self.named_barrier(op, args, active)
            elif name == "nvvm.bar.warp.sync":
                self.warp_sync(op, args, active)
            elif dialect == "arith" and short in ("addi", "subi", "muli", "andi", "ori",
                                                   "xori", "shli", "shrui", "shrsi",
                                                   "divui", "remui", "divsi", "remsi",
                                                   "ceildivsi", "ceildivui", "floordivsi",
                                                   "maxsi", "minsi", "maxui", "minui"):
                w = int_width(out_t)
                define(each(lambda t, a, b: wrap(int_binary(short, a, b, w), w)))
            elif name in ("arith.mului_extended", "arith.mulsi_extended"):
                # The double-width product's low and high halves.
                w = int_width(out_t)
                signed = short == "mulsi_extended"

                def half(k):
                    def f(t, a, b):
                        x, y = (wrap(a, w), wrap(b, w)) if signed else (
                            unsigned(a, w), unsigned(b, w))
                        return wrap((x * y) >> (k * w), w)
                    return f
                define(each(half(0)), 0)
                define(each(half(1)), 1)
            elif dialect == "arith" and short in ("addf", "subf", "mulf", "divf", "remf",
                                                   "maxnumf", "minnumf", "maximumf",
                                                   "minimumf"):
                define(each(lambda t, a, b: round_float(float_binary(short, a, b), out_t)))
            elif name in ("arith.negf", "math.absf"):
                # Sign-bit operations: a NaN keeps its payload.
                bit = 1 << (byte_size(out_t) * 8 - 1)
                define(each(lambda t, a: bits_to_float(
                    (float_to_bits(a, out_t) ^ bit) if name == "arith.negf"
                    else float_to_bits(a, out_t) & (bit - 1), out_t)))
            elif name == "arith.cmpi":
                pred = int(prop(op.props, "predicate").split(":")[0])
                w = int_width(in_t)
                define(each(lambda t, a, b: truth(CMPI[pred](a, b, w))))
            elif name == "arith.cmpf":
                pred = int(prop(op.props, "predicate").split(":")[0])
                define(each(lambda t, a, b: truth(cmpf(pred, a, b))))
            elif name == "arith.select":
                define(each(lambda t, c, a, b: a if c else b))
            elif name == "nvvm.prmt":
                define(each(prmt_of(op)))
            elif name in ("arith.extui", "arith.index_castui"):
                wi, wo = int_width(in_t), int_width(out_t)
                define(each(lambda t, a: wrap(unsigned(a, wi), wo)))
            elif name in ("arith.extsi", "arith.trunci", "arith.index_cast"):
                wo = int_width(out_t)
                define(each(lambda t, a: wrap(a, wo)))
            elif name in ("arith.extf", "arith.truncf"):
                define(each(lambda t, a: round_float(a, out_t)))
            elif name in ("arith.uitofp", "arith.sitofp"):
                wi = int_width(in_t)
                signed = name == "arith.sitofp"
                define(each(lambda t, a: round_float(float(a if signed else unsigned(a, wi)),
                                                     out_t)))
            elif name in ("arith.fptoui", "arith.fptosi"):
                wo = int_width(out_t)
                # Out of range or NaN: LLVM leaves the result undefined.
                define(each(lambda t, a: wrap(int(a), wo) if math.isfinite(a) else 0))
            elif name == "arith.bitcast":
                define(each(lambda t, a: from_bits(to_bits(a, in_full), out_full),
                            lift=False))
            elif name == "math.fma":
                define(each(lambda t, a, b, c: round_float(fused_multiply_add(a, b, c, out_t),
                                                           out_t)))
            elif name == "math.powf":
                define(each(lambda t, a, b: round_float(float_pow(a, b), out_t)))
            elif name == "math.atan2":
                define(each(lambda t, a, b: round_float(
                    math.nan if a != a or b != b else math.atan2(a, b), out_t)))
            elif name == "math.fpowi":
                define(each(lambda t, a, n: round_float(float_powi(a, n), out_t)))
            elif name == "math.absi":
                w = int_width(out_t)
                define(each(lambda t, a: wrap(abs(a), w)))
            elif dialect == "math":
                define(each(lambda t, a: round_float(math_unary(short, a), out_t)))
            elif name == "builtin.unrealized_conversion_cast":
                define(args[0])
            elif name == "llvm.insertelement":
                define(each(lambda t, v, x, i: v[:i] + (x,) + v[i + 1:], lift=False))
            elif name == "llvm.extractelement":
                define(each(lambda t, v, i: v[i], lift=False))
            elif name == "llvm.extractvalue":
                position = array_attr(prop(op.props, "position"))
                define(each(lambda t, v: self.extract_registers(v, position), lift=False))
            elif name == "llvm.insertvalue":
                position = array_attr(prop(op.props, "position"))
                define(each(lambda t, v, x: insert_value(
                    settle(v) if not is_pending(v) else v, position,
                    settle(x) if not is_pending(x) else x), lift=False))
            elif name == "llvm.mlir.addressof":
                define(self.global_address(prop(op.props, "global_name")[1:]))
            elif name == "llvm.getelementptr":
                self.gep(op, args, env, active)
            elif name in ("llvm.ptrtoint", "llvm.inttoptr"):
                w = int_width(out_t)
                define(each(lambda t, a: wrap(a, w) if w else unsigned(a, 64)))
            elif name == "llvm.load":
                size = byte_size(out_full)
                if self.ncta > 1 and in_full == "!llvm.ptr<3>":
                    for t in active:
                        self.memory.own_shared(args[0][t], t, op, "the llvm.load")
                define(each(lambda t, p: from_bytes(
                    self.memory.load(p, size, t, op), out_full), lift=False))
            elif name == "llvm.store":
                if self.ncta > 1 and op.in_types[1] == "!llvm.ptr<3>":
                    for t in active:
                        self.memory.own_shared(args[1][t], t, op, "the llvm.store")
                for t in active:
                    self.memory.store(args[1][t], to_bytes(args[0][t], in_full), t, op)
            elif name == "llvm.intr.masked.load":
                self.masked_load(op, args, env, active)
            elif name == "llvm.intr.masked.store":
                self.masked_store(op, args, active)
            elif name == "llvm.atomicrmw":
                self.atomic_rmw(op, args, env, active)
            elif name == "llvm.fence":
                pass
            elif name == "llvm.cmpxchg":
                self.cmpxchg(op, args, env, active)
            elif name in ("nvvm.fence.proxy.release", "nvvm.fence.proxy.acquire"):
                self.fence_proxy_tensormap(op, args, active)
            elif name == "nvvm.fence.mbarrier.init":
                # fence.mbarrier_init.release.cluster: the thread's inits so
                # far, for the other CTAs of the cluster (with its next
                # barrier.cluster.arrive).
                for t in active:
                    self.memory.fence_mbarrier_init(t)
            elif name in ("nvvm.cluster.arrive", "nvvm.cluster.arrive.relaxed"):
                self.cluster_arrive(op, active, mask, name.endswith(".relaxed"))
            elif name == "nvvm.cluster.wait":
                self.cluster_wait(op, active, mask)
            elif name == "nvvm.mapa":
                define(each(lambda t, a, rank: self.memory.peer_address(
                    a, unsigned(rank, 32), op, "mapa of"
                    if self.memory.owner(a) is None else "mapa to"), lift=False))
            elif name.startswith("nvvm.mbarrier."):
                self.mbarrier_op(op, args, env, active)
            elif name == "nvvm.cp.async.bulk.tensor.shared.cluster.global":
                self.tma_load(op, args, active)
            elif name == "nvvm.cp.async.bulk.tensor.global.shared.cta":
                self.tma_store(op, args, active)
            elif name == "nvvm.cp.async.bulk.commit.group":
                for t in active:
                    self.memory.bulk_commit(t)
            elif name == "nvvm.cp.async.bulk.wait_group":
                keep = int(prop(op.props, "group").split(":")[0])
                read = prop(op.props, "read") is not None
                for t in active:
                    self.memory.bulk_wait(t, keep, read)
            elif name == "nvvm.cp.async.shared.global":
                size = int(prop(op.props, "size").split(":")[0])
                for t in active:
                    available = args[2][t] if len(args) > 2 else size
                    if self.ncta > 1:
                        self.memory.own_shared(args[0][t], t, op, "the cp.async")
                    self.memory.issue_async_write(args[0][t], size, t, op)
                    self.async_copies.setdefault(t, []).append(
                        (args[0][t], args[1][t], size, available, op))
            elif name == "nvvm.cp.async.commit.group":
                for t in active:
                    self.async_groups.setdefault(t, []).append(
                        self.async_copies.pop(t, []))
            elif name == "nvvm.cp.async.wait.group":
                keep = int(prop(op.props, "n").split(":")[0])
                for t in active:
                    groups = self.async_groups.get(t, [])
                    done, self.async_groups[t] = (groups[:len(groups) - keep],
                                                  groups[len(groups) - keep:])
                    for group in done:
                        for dst, src, size, available, copy in group:
                            # Only src-size bytes are read (none: the
                            # source address is not accessed at all).
                            data = (self.memory.load(src, available, t, copy)
                                    if available else b"")
                            self.memory.land_async_write(
                                dst, data + bytes(size - available), t, copy)
            elif name == "gpu.shuffle":
                self.shuffle(op, args, env, mask)
            elif name == "nvvm.mma.sync":
                self.mma_sync(op, args, env, mask)
            elif name == "nvvm.ldmatrix":
                self.ldmatrix(op, args, env, mask)
            elif name == "nvvm.stmatrix":
                self.stmatrix(op, args, mask)
            elif name == "nvvm.wgmma.mma_async":
                self.wgmma_mma_async(op, args, env, mask)
            elif name == "llvm.inline_asm":
                self.inline_asm(op, args, env, mask)
            elif name == "nvvm.wgmma.fence.aligned":
                for first in self.whole_warpgroups(op, mask, "wgmma.fence"):
                    self.warpgroup(first)["fenced"] = True
            elif name == "nvvm.wgmma.commit.group.sync.aligned":
                for first in self.whole_warpgroups(op, mask, "wgmma.commit.group"):
                    state = self.warpgroup(first)
                    state["groups"].append(state["uncommitted"])
                    state["uncommitted"] = []
            elif name == "nvvm.wgmma.wait.group.sync.aligned":
                keep = int(prop(op.props, "group").split(":")[0])
                for first in self.whole_warpgroups(op, mask, "wgmma.wait.group"):
                    state = self.warpgroup(first)
                    groups = state["groups"]
                    done, state["groups"] = (groups[:max(len(groups) - keep, 0)],
                                             groups[max(len(groups) - keep, 0):])
                    clock = self.memory.clock
                    for group in done:
                        for record in group:
                            record.retired = True
                            record.retire_epochs = {t: clock.get(t, 0) for t in
                                                    range(first, first + 128)}
                            self.memory.wgmma_pending.remove(record)
                    # Results reach other ops now: the next wgmma needs a
                    # wgmma.fence.
                    state["fenced"] = False
            elif name == "nvvm.fence.proxy":
                kind = enum_attr(prop(op.props, "kind"))
                if kind in ("async", "async.shared"):
                    for t in active:
                        self.memory.fence_proxy_async(t)
                elif kind not in ("async.global", "alias"):
                    # alias: memory here has one address per byte (no virtual
                    # aliases), so it orders nothing more.
                    raise EmulationError("line %d: fence.proxy %s is not modelled"
                                         % (op.line, kind))
            elif name == "nvvm.griddepcontrol":
                # One kernel runs at a time: none to wait for, none to let start.
                kind = enum_attr(prop(op.props, "kind"))
                if kind not in ("wait", "launch_dependents"):
                    raise EmulationError("line %d: griddepcontrol %s is not modelled"
                                         % (op.line, kind))
            elif name == "nvvm.setmaxregister":
                # Registers are not modelled; what the ISA asks of the
                # threads is: setmaxnreg.sync.aligned is executed by all
                # the threads of a warpgroup together, with one count, a
                # multiple of 8 from 24 to 256.
                count = int(prop(op.props, "regCount").split(":")[0])
                if count % 8 != 0 or not 24 <= count <= 256:
                    raise EmulationError("line %d: setmaxnreg %d is not a multiple of 8 "
                                         "from 24 to 256" % (op.line, count))
                groups = {t // 128 for t in active}
                for g in groups:
                    members = [t for t in range(g * 128, min(g * 128 + 128,
                                                             self.cta_end(g * 128)))]
                    if any(t not in active for t in members) or len(members) < 128:
                        raise EmulationError("line %d: setmaxnreg by part of warpgroup %d "
                                             "(it is executed by all 128 threads of a "
                                             "warpgroup together)" % (op.line, g))
            elif name == "llvm.call":
                self.call(op, args, env, active)
            elif name == "llvm.mlir.zero":
                define([0] * self.n)
            elif name == "llvm.addrspacecast":
                define(args[0])
            elif name == "llvm.intr.trap":
                if active:
                    raise EmulationError("line %d: thread %d traps" % (op.line, active[0]))
            elif name == "gpu.printf":
                self.printf(op, args, active)
            elif name == "cf.assert":
                for t in active:
                    if not args[0][t]:
                        raise EmulationError("line %d: assertion failed in thread %d: %s"
                                             % (op.line, t, prop(op.props, "msg")))
            elif name == "scf.if":
                self.scf_if(op, args, env, mask)
            elif name == "scf.for":
                self.scf_for(op, args, env, mask)
            elif name == "scf.while":
                self.scf_while(op, args, env, mask)
            elif name.startswith("nvvm.tcgen05."):
                self.tcgen05_op(op, args, env, mask)
            else:
                raise EmulationError("line %d: %s is not modelled" % (op.line, name))
        except EmulationError as e:
            if str(e).startswith("line "):
                raise
            raise EmulationError("line %d: %s: %s" % (op.line, name, e))

    def call(self, op, args, env, active):
        """The device heap of the CUDA runtime: malloc and free."""
        callee = prop(op.props, "callee")[1:]
        if callee == "malloc":
            r = [None] * self.n
            for t in active:
                r[t] = self.memory.malloc(args[0][t], op)
            env[op.results[0]] = r
        elif callee == "free":
            for t in active:
                self.memory.free(args[0][t], op)
        else:
            raise EmulationError("line %d: a call of @%s is not modelled" % (op.line, callee))

    def gep(self, op, args, env, active):
        elem = prop(op.props, "elem_type")
        raw = prop(op.props, "rawConstantIndices")
        raw = [int(x) for x in raw[raw.index(":") + 1:-1].split(",")]
        size = byte_size(elem)
        if elem.startswith("!llvm.array") or len(raw) != 1:
            raise EmulationError("line %d: GEP form not modelled" % op.line)
        r = [None] * self.n
        for t in active:
            index = raw[0] if raw[0] != -2147483648 else args[1][t]
            r[t] = args[0][t] + index * size
        env[op.results[0]] = r

    def masked_load(self, op, args, env, active):
        t_out = op.out_types[0]
        v = vector_of(t_out)
        count, elem = v if v else (1, t_out)
        size = byte_size(elem)
        r = [None] * self.n
        for t in active:
            ptr, masks, passthru = args[0][t], args[1][t], args[2][t]
            masks = masks if v else (masks,)
            passthru = passthru if v else (passthru,)
            lanes = []
            for i in range(count):
                if masks[i]:
                    lanes.append(from_bytes(self.memory.load(ptr + i * size, size, t, op), elem))
                else:
                    lanes.append(passthru[i])
            r[t] = tuple(lanes) if v else lanes[0]
        env[op.results[0]] = r

    def masked_store(self, op, args, active):
        t_val = op.in_types[0]
        v = vector_of(t_val)
        count, elem = v if v else (1, t_val)
        size = byte_size(elem)
        for t in active:
            value, ptr, masks = args[0][t], args[1][t], args[2][t]
            value = value if v else (value,)
            masks = masks if v else (masks,)
            for i in range(count):
                if masks[i]:
                    self.memory.store(ptr + i * size, to_bytes(value[i], elem), t, op)

    ATOMIC_BIN_OPS = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max",
                      "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin"]

    def atomic_rmw(self, op, args, env, active):
        kind = prop(op.props, "bin_op")
        if kind and "<" in kind:
            kind = kind[kind.rindex(" ") + 1:-1].lstrip("_")
        else:
            code = int(kind.split(":")[0])
            kind = self.ATOMIC_BIN_OPS[code] if code < len(self.ATOMIC_BIN_OPS) else kind
        t_val = op.out_types[0]
        size = byte_size(t_val)
        w = int_width(t_val)
        r = [None] * self.n
        # Atomics of one op take effect in thread order.
        for t in active:
            ptr, value = args[0][t], args[1][t]
            buf, offset = self.memory.atomic(ptr, size, t, op)
            old = from_bytes(bytes(buf[offset:offset + size]), t_val)
            if kind == "xchg":
                new = value
            elif kind in ATOMIC_AS_ARITH and is_float(t_val):
                new = round_float(float_binary(ATOMIC_AS_ARITH[kind], old, value), t_val)
            elif kind in ATOMIC_AS_ARITH:
                new = wrap(int_binary(ATOMIC_AS_ARITH[kind], old, value, w), w)
            else:
                raise EmulationError("line %d: atomicrmw %s not modelled" % (op.line, kind))
            buf[offset:offset + size] = to_bytes(new, t_val)
            r[t] = old
        env[op.results[0]] = r

    def cmpxchg(self, op, args, env, active):
        """llvm.cmpxchg: {old, old == cmp}, storing `new` where equal; the
        threads of one op in thread order, as for atomicrmw."""
        t_val = op.in_types[1]
        size = byte_size(t_val)
        bits = 8 * size
        r = [None] * self.n
        for t in active:
            ptr, cmp, new = args[0][t], args[1][t], args[2][t]
            buf, offset = self.memory.atomic(ptr, size, t, op)
            old = from_bytes(bytes(buf[offset:offset + size]), t_val)
            equal = unsigned(old, bits) == unsigned(cmp, bits)
            if equal:
                buf[offset:offset + size] = to_bytes(new, t_val)
            r[t] = (old, truth(equal))
        env[op.results[0]] = r

    def fence_proxy_tensormap(self, op, args, active):
        """fence.proxy.tensormap::generic.release / .acquire (generic to
        tensormap proxy) at gpu or sys scope: a narrower one is not counted
        as ordering anything for the copies' reads of tensor maps."""
        from_proxy = enum_attr(prop(op.props, "fromProxy")) or "generic"
        to_proxy = enum_attr(prop(op.props, "toProxy")) or "tensormap"
        scope = enum_attr(prop(op.props, "scope"))
        if (from_proxy, to_proxy) != ("generic", "tensormap"):
            raise EmulationError("line %d: %s from the %s to the %s proxy is not modelled"
                                 % (op.line, op.name, from_proxy, to_proxy))
        if scope not in ("gpu", "sys"):
            return
        for t in active:
            if op.name == "nvvm.fence.proxy.release":
                self.memory.fence_proxy_release(t)
                continue
            address, size = args[0][t], args[1][t]
            if size != 128 or address % 128:
                raise EmulationError(
                    "line %d: fence.proxy.acquire of %d bytes at 0x%x: a tensor map is "
                    "128 bytes at a 128-byte aligned address" % (op.line, size, address))
            self.memory.locate(address, 128, op)
            self.memory.fence_proxy_acquire(address, t)

    def predicated(self, args, k, active):
        """The active threads whose optional predicate operand k (PTX
        predicate of an NVVM op) is true, or all where it is absent."""
        if len(args) <= k:
            return active
        return [t for t in active if args[k][t]]

    def mbarrier_op(self, op, args, env, active):
        memory = self.memory
        name = op.name[len("nvvm.mbarrier."):]
        r = [None] * self.n
        release = prop(op.props, "relaxed") != "true"
        scope = enum_attr(prop(op.props, "scope")) or "cta"
        completions = MBarrier.completions
        if name == "init":
            for t in self.predicated(args, 2, active):
                memory.mbarrier_init(args[0][t], unsigned(args[1][t], 32), t, op)
        elif name == "arrive.expect_tx":
            for t in self.predicated(args, 2, active):
                r[t] = memory.mbarrier_arrive(args[0][t], 1, unsigned(args[1][t], 32), t, op,
                                              release, scope)
        elif name == "arrive":
            for t in active:
                count = unsigned(args[1][t], 32) if len(args) > 1 else 1
                r[t] = memory.mbarrier_arrive(args[0][t], count, 0, t, op, release, scope)
        elif name == "try_wait.parity":
            if self.sched is None:
                for t in active:
                    memory.mbarrier_wait(args[0][t], args[1][t] & 1, t, op)
            else:
                self.blocking_wait(op, args, active)
        elif name == "inval":
            for t in active:
                memory.mbarrier_inval(args[0][t], t, op)
        else:
            raise EmulationError("line %d: %s is not modelled" % (op.line, op.name))
        if op.results:
            env[op.results[0]] = r
        if self.sched is not None and MBarrier.completions != completions:
            # The arrivals completed a phase: threads waiting for it go on
            # first (so that a write the wait should order comes after the
            # reads before the arrivals, as on the GPU).
            self.sched.block(self.sched.current, lambda: True, None, op)

    def blocking_wait(self, op, args, active):
        """try_wait.parity of `active` while other groups of threads run:
        the group waits for them to complete the phase."""
        memory = self.memory
        waiting = [t for t in active
                   if not memory.mbarrier_wait(args[0][t], args[1][t] & 1, t, op, True)]
        while waiting:
            def ready():
                return all(memory.mbarrier_complete(args[0][t], args[1][t] & 1, t, op)
                           for t in waiting)

            def where():
                address = args[0][waiting[0]]
                return "%s at line %d for a phase of the mbarrier at 0x%x (%s)" % (
                    thread_ranges(waiting), op.line, address,
                    memory.mbarrier_missing(address) if address in memory.mbarriers
                    else "invalidated")
            self.sched.block(self.sched.current, ready, where, op)
            waiting = [t for t in waiting
                       if not memory.mbarrier_wait(args[0][t], args[1][t] & 1, t, op, True)]

    def named_barrier(self, op, args, active):
        """nvvm.barrier: bar.sync id, count (barrier 0 and all threads of
        the CTA where absent); the reduction forms are not modelled."""
        sizes = array_attr(prop(op.props, "operandSegmentSizes") or "array<i32: 0, 0, 0>")
        if op.results or prop(op.props, "reductionOp") is not None or sizes[2:3] == [1]:
            raise EmulationError("line %d: nvvm.barrier with a reduction is not modelled"
                                 % op.line)
        values = []
        for k, what in ((0, "barrier id"), (1, "thread count")):
            if not sizes[k]:
                values.append(None)
                continue
            column = args[sum(sizes[:k])]
            found = {column[t] for t in active}
            if len(found) > 1:
                raise EmulationError("line %d: threads of nvvm.barrier give different %ss "
                                     "(%s)" % (op.line, what,
                                               ", ".join(str(v) for v in sorted(found))))
            values.append(found.pop() if found else None)
        bar_id, count = values
        if not active:
            return
        bar_id = bar_id or 0
        if not 0 <= bar_id < 16:
            raise EmulationError("line %d: barrier id %d (0 to 15)" % (op.line, bar_id))
        if count is None:
            count = self.cta_n
        elif count <= 0 or count % 32 or count > self.cta_n:
            raise EmulationError("line %d: barrier with a thread count of %d (a multiple of "
                                 "32, up to the %d threads of the CTA)"
                                 % (op.line, count, self.cta_n))
        self.cta_barrier(op, active, bar_id, count)

    def warp_sync(self, op, args, active):
        """nvvm.bar.warp.sync (bar.warp.sync membermask, __syncwarp): the
        lanes of each warp named in the member mask wait until all of them
        executed a bar.warp.sync with the same mask; the executing lane must
        be in its mask. It orders what each of them did before after what
        each does after, as an mbarrier phase all of them arrive on and wait
        for would (Memory.arrive_release, Memory.wait_acquire), so that a
        lane's reads and fences are ordered before a warp-mate's later
        arrive. A lane of the mask that does not reach it (it waits
        elsewhere in lockstep, skipped it, or ended) is a deadlock."""
        sched = self.sched
        group = sched.current if sched is not None else None
        members = group.members if group is not None else range(self.n)
        by_warp = {}
        for t in active:
            by_warp.setdefault(t // 32, []).append(t)
        waiting = []
        for warp, lanes in sorted(by_warp.items()):
            masks = {args[0][t] & 0xFFFFFFFF for t in lanes}
            if len(masks) > 1:
                raise EmulationError(
                    "line %d: lanes of warp %d give bar.warp.sync different member masks "
                    "(%s)" % (op.line, warp, ", ".join("0x%08x" % m for m in sorted(masks))))
            mask = masks.pop()
            outside = [t for t in lanes if not mask >> (t % 32) & 1]
            if outside:
                raise EmulationError(
                    "line %d: lane %d of warp %d executes bar.warp.sync with member mask "
                    "0x%08x, which does not name it" % (op.line, outside[0] % 32, warp, mask))
            named = [32 * warp + l for l in range(32) if mask >> l & 1]
            if named[-1] >= self.cta_end(named[0]):
                raise EmulationError(
                    "line %d: bar.warp.sync with member mask 0x%08x names lane %d of warp %d, "
                    "which is not a thread of the CTA (%d threads)"
                    % (op.line, mask, named[-1] % 32, warp, self.cta_n))
            key = ("warp", warp)
            instance = sched.barriers.get(key) if sched is not None else None
            if instance is None:
                instance = BarrierInstance(len(named))
                instance.mask = mask
                if sched is not None:
                    sched.barriers[key] = instance
            elif instance.mask != mask:
                raise EmulationError(
                    "line %d: lanes of warp %d execute bar.warp.sync with member mask 0x%08x, "
                    "while %s wait at one with 0x%08x (line %d)"
                    % (op.line, warp, mask, thread_ranges(instance.arrived),
                       instance.mask, instance.lines[0]))
            instance.arrived += lanes
            instance.lines.append(op.line)
            missing = [t for t in named if t not in instance.arrived]
            # Lanes of this group that are not active wait elsewhere in
            # lockstep: they cannot reach it while these wait.
            stuck = [t for t in missing if t in members]
            if stuck:
                raise EmulationError(
                    "line %d: deadlock: bar.warp.sync with member mask 0x%08x reached by "
                    "%s of warp %d, not by %s of its mask (%s %s elsewhere or went past "
                    "it)" % (op.line, mask, lane_ranges(instance.arrived), warp,
                             lane_ranges(missing), thread_ranges(stuck),
                             "waits" if len(stuck) == 1 else "wait"))
            if missing:
                waiting.append((instance, named))
                continue
            if sched is not None:
                del sched.barriers[key]
            self.complete_warp_sync(instance)
        if not waiting:
            return

        def ready():
            return all(instance.done for instance, _ in waiting)

        def where():
            return "; ".join(
                "%s at the bar.warp.sync of line %d (member mask 0x%08x: %d of %d lanes "
                "arrived)" % (thread_ranges([t for t in instance.arrived if t in members]),
                              op.line, instance.mask, len(instance.arrived), len(named))
                for instance, named in waiting if not instance.done)
        sched.block(group, ready, where, op)

    def complete_warp_sync(self, instance):
        """All lanes of a bar.warp.sync's mask arrived: each one's release
        joins the others' (see cta_barrier)."""
        instance.done = True
        self.join_arrivals(instance)

    def join_arrivals(self, instance):
        """The threads that arrived on a barrier of fewer than all threads
        (named, or bar.warp.sync) go on with each one's release joined to
        the others' (Memory.arrive_release, wait_acquire)."""
        memory = self.memory
        arrived = set(instance.arrived)
        for bar in memory.mbarriers.values():
            if bar.init_seen & arrived:
                bar.init_seen |= arrived
        for t in instance.arrived:
            memory.arrive_release(instance, t)
        instance.previous_released = instance.released
        instance.previous_read_released = instance.read_released
        instance.tc_previous = instance.tc_released
        for t in instance.arrived:
            memory.wait_acquire(instance, t)
        # What one of them saw of an mbarrier's phases (the TMA copies that
        # completed them landed for it) the others see after the barrier.
        seen = {}
        for (t, address), phase in memory.observed.items():
            if t in arrived and seen.get(address, -1) < phase:
                seen[address] = phase
        for address, phase in seen.items():
            for t in arrived:
                if memory.observed.get((t, address), -1) < phase:
                    memory.observed[t, address] = phase

    def cta_barrier(self, op, active, bar_id, count):
        """Barrier `bar_id` reached by `active`: it completes once `count`
        threads arrived, from whichever groups (see Scheduler); until then
        the group waits. One of all threads of the CTA orders everything
        (Memory.barrier); one of fewer orders what its threads did before
        after what they do after, as an mbarrier phase all of them arrive
        on and wait for would."""
        sched = self.sched
        group = sched.current if sched is not None else None
        members = group.members if group is not None else range(self.n)
        if count == self.cta_n and len(active) != len(members):
            # The others of the group wait elsewhere, in lockstep.
            raise EmulationError("line %d: barrier reached by %d of %d threads"
                                 % (op.line, len(active), self.cta_n))
        if not active:
            return
        # Each CTA of a cluster has its barriers.
        key = (active[0] // self.stride, bar_id)
        instance = sched.barriers.get(key) if sched is not None else None
        if instance is None:
            instance = BarrierInstance(count)
            if sched is not None:
                sched.barriers[key] = instance
        elif instance.count != count:
            raise EmulationError(
                "line %d: barrier %d with a thread count of %d, while %s wait at it with %d "
                "(line %d)" % (op.line, bar_id, count, thread_ranges(instance.arrived),
                               instance.count, instance.lines[0]))
        instance.arrived += active
        instance.lines.append(op.line)
        arrived = len(instance.arrived)
        if arrived > count:
            raise EmulationError("line %d: barrier %d reached by %d threads, more than its "
                                 "thread count %d" % (op.line, bar_id, arrived, count))

        def where():
            return "%s at the barrier of line %d (%d of %d threads arrived)" % (
                thread_ranges(active), op.line, len(instance.arrived), count)
        if arrived < count:
            if sched is None:
                raise EmulationError("line %d: deadlock: no thread can go on: %s"
                                     % (op.line, where()))
            sched.block(group, lambda: instance.done, where, op)
            return
        if sched is not None:
            del sched.barriers[key]
        instance.done = True
        if count == self.cta_n:
            self.memory.barrier()
        else:
            self.join_arrivals(instance)

    def tma_load(self, op, args, active):
        """cp.async.bulk.tensor.shared::cluster.global.tile.mbarrier::
        complete_tx::bytes{.multicast::cluster} of each active thread: the box
        of its tensor map at its coordinates into shared memory, in flight
        until a wait for the mbarrier phase it completes. Without a multicast
        mask into the issuing CTA's own shared memory; with one (PTX ISA: "the
        source data is multicast to the same CTA-relative offset as dstMem in
        the shared memory of each destination CTA", and "the mbarrier signal
        is also multicast to the same CTA-relative offset as mbar") into that
        of each CTA whose rank's bit is set, each copy completing the box's
        bytes on that CTA's mbarrier."""
        sizes = array_attr(prop(op.props, "operandSegmentSizes"))
        mode = enum_attr(prop(op.props, "mode")) or "tile"
        if (len(sizes) != 8 or sizes[:2] != [1, 1] or sizes[3] != 1 or sizes[4] or sizes[6] or
                mode != "tile" or prop(op.props, "group") is not None):
            raise EmulationError(
                "line %d: cp.async.bulk.tensor in mode %s with %d im2col offsets, %s L2 "
                "cache hint%s is not modelled (the tile mode only)"
                % (op.line, mode, sizes[4] if len(sizes) > 4 else 0,
                   "an" if len(sizes) > 6 and sizes[6] else "no",
                   ", a CTA group" if prop(op.props, "group") is not None else ""))
        rank = sizes[2]
        multicast = sizes[5] == 1
        memory = self.memory
        # The operands: dstMem, tmaDescriptor, the coordinates, mbar, the
        # multicast mask and a predicate (the last segment).
        for t in (self.predicated(args, 3 + rank + sizes[5], active) if sizes[7] else active):
            dst, map_address = args[0][t], args[1][t]
            coords = [args[2 + d][t] for d in range(rank)]
            barrier = args[2 + rank][t]
            fields = memory.tensor_map(map_address, t, op)
            base, _, _ = memory.locate(dst, 1, op)
            if base not in memory.shared:
                raise EmulationError("line %d: the TMA copy's destination 0x%x is not in "
                                     "shared memory" % (op.line, dst))
            if memory.cluster:
                memory.own_shared(barrier, t, op, "the TMA copy's mbarrier")
            chunks, segments = tma_tile_box(op, map_address, fields, coords, dst)
            if not multicast:
                if memory.cluster and memory.owner(dst) != t // self.stride:
                    raise EmulationError(
                        "line %d: the TMA copy of %s writes 0x%x, in the shared memory of %s: "
                        "without a multicast mask a copy writes the issuing CTA's own shared "
                        "memory" % (op.line, memory.thread_text(t), dst,
                                    memory.cta_text(memory.owner(dst))))
                memory.mbarrier(barrier, t, op)
                memory.issue_tma(TmaCopy(op, t, map_address, barrier, chunks, segments))
                continue
            mask = unsigned(args[3 + rank][t], 16)
            ranks = [r for r in range(16) if mask >> r & 1]
            if not ranks:
                raise EmulationError("line %d: the TMA copy of %s has multicast mask 0, which "
                                     "names no CTA" % (op.line, memory.thread_text(t)))
            for r in ranks:
                what = "the TMA copy's multicast mask 0x%04x names" % mask
                shift = memory.peer_address(dst, r, op, what) - dst
                bar = memory.peer_address(barrier, r, op, what)
                if memory.cluster:
                    memory.check_not_exited(r, t, op, "multicasts a TMA copy to %s" % (
                        memory.cta_text(r)))
                memory.mbarrier(bar, t, op)
                memory.issue_tma(TmaCopy(op, t, map_address, bar, [c + shift for c in chunks],
                                         segments))

    def tma_store(self, op, args, active):
        """cp.async.bulk.tensor.global.shared::cta.tile.bulk_group of each
        active thread (whose predicate, if any, is true): the box of its
        tensor map at its coordinates from shared memory to global memory,
        elements outside the tensor not written; its reads of shared memory
        complete at a cp.async.bulk.wait_group.read of the thread covering
        its group, its writes at a cp.async.bulk.wait_group (or at the end of
        the CTA)."""
        sizes = array_attr(prop(op.props, "operandSegmentSizes"))
        mode = enum_attr(prop(op.props, "mode")) or "tile"
        if len(sizes) != 5 or sizes[:2] != [1, 1] or sizes[3] or mode != "tile":
            raise EmulationError(
                "line %d: cp.async.bulk.tensor.global.shared::cta in mode %s%s is not "
                "modelled (the tile mode without an L2 cache hint only)"
                % (op.line, mode, " with an L2 cache hint"
                   if len(sizes) > 3 and sizes[3] else ""))
        rank = sizes[2]
        # The operands: tmaDescriptor, srcMem, the coordinates and a
        # predicate (the last segment).
        for t in (self.predicated(args, 2 + rank, active) if sizes[4] else active):
            map_address, src = args[0][t], args[1][t]
            coords = [args[2 + d][t] for d in range(rank)]
            fields = self.memory.tensor_map(map_address, t, op)
            base, _, _ = self.memory.locate(src, 1, op)
            if base not in self.memory.shared:
                raise EmulationError("line %d: the TMA store's source 0x%x is not in "
                                     "shared memory" % (op.line, src))
            if self.ncta > 1:
                self.memory.own_shared(src, t, op, "the TMA store")
            chunks, segments = tma_tile_box(op, map_address, fields, coords, src, store=True)
            self.memory.issue_tma_store(TmaStore(op, t, map_address, chunks, segments))

    def tensormap_replace(self, op, args, active, match, constraints):
        """tensormap.replace.tile.FIELD.global.b1024.TYPE [$a], {ord,} new_val
        for each active thread: sets the field of the 128-byte map in global
        memory (new_val an operand $k or an immediate; .field3 ones only
        immediates), a generic-proxy write of the whole map."""
        field, space, type_, address_ref, ordinal, value = match.groups()
        if space not in ("", ".global") or field not in TENSORMAP_FIELDS:
            raise EmulationError("line %d: tensormap.replace of %s in %s is not modelled"
                                 % (op.line, field, space or "generic addressing"))
        if any(c.startswith("=") for c in constraints):
            raise EmulationError("line %d: tensormap.replace has no outputs" % op.line)
        wide = field in ("global_address", "global_stride")
        if type_ != ("b64" if wide else "b32"):
            raise EmulationError("line %d: tensormap.replace.%s takes .%s"
                                 % (op.line, field, "b64" if wide else "b32"))
        count = TENSORMAP_FIELDS[field][2]
        if (ordinal is not None) != (field in TENSORMAP_ORDINAL_FIELDS):
            raise EmulationError("line %d: tensormap.replace.%s %s an ordinal"
                                 % (op.line, field, "takes" if ordinal is None else
                                    "takes no"))
        ordinal = int(ordinal or 0)
        if ordinal >= count:
            raise EmulationError("line %d: tensormap.replace.%s of ordinal %d (0 to %d)"
                                 % (op.line, field, ordinal, count - 1))
        if field in TENSORMAP_IMMEDIATE_FIELDS and value.startswith("$"):
            raise EmulationError("line %d: tensormap.replace.%s takes an immediate new "
                                 "value, not an operand" % (op.line, field))

        def operand(ref):
            index = int(ref.lstrip("$"))
            if index >= len(args):
                raise EmulationError("line %d: inline PTX operand %s is not an input"
                                     % (op.line, ref))
            return args[index]

        addresses = operand("$" + address_ref)
        values = operand(value) if value.startswith("$") else None
        for t in active:
            new = unsigned(values[t] if values else int(value, 0), 64 if wide else 32)
            if field in TENSORMAP_IMMEDIATE_FIELDS and new >= TENSORMAP_IMMEDIATE_FIELDS[field]:
                raise EmulationError("line %d: tensormap.replace.%s with %d, which is no "
                                     "valid value" % (op.line, field, new))
            address = addresses[t]
            if address % 128:
                raise EmulationError("line %d: tensormap.replace of the map at 0x%x, not "
                                     "128-byte aligned" % (op.line, address))
            base, buf, offset = self.memory.locate(address, 128, op)
            if base in self.memory.shared:
                raise EmulationError("line %d: tensormap.replace .global of 0x%x, in shared "
                                     "memory" % (op.line, address))
            self.memory.map_write(address, 128, t, op)
            data = bytearray(buf[offset:offset + 128])
            encode_tensor_map_field(data, field, ordinal, new)
            buf[offset:offset + 128] = data

    def shuffle(self, op, args, env, mask):
        # gpu.shuffle becomes shfl.sync with a full-warp member mask: every
        # lane of a warp must take part.
        mode = prop(op.props, "mode")
        mode = mode[mode.rindex(" ") + 1:-1]
        values, offsets, widths = args
        r, valid = [None] * self.n, [None] * self.n
        active = [t for t in range(self.n) if mask[t]]
        for t in active:
            first = t - t % 32
            end = self.cta_end(t)
            missing = [u for u in range(first, min(first + 32, end)) if not mask[u]]
            if missing:
                raise EmulationError("line %d: shuffle in warp %d without lane %d "
                                     "(the whole warp must take part)"
                                     % (op.line, t // 32, missing[0] % 32))
            width = widths[t]
            lane = t % 32
            segment = lane - lane % width
            offset = offsets[t]
            src = {"xor": lane ^ offset, "idx": segment + offset,
                   "up": lane - offset, "down": lane + offset}[mode]
            ok = segment <= src < segment + width
            if not ok:
                src = lane
            source = t - lane + src
            if source >= end or not mask[source]:
                raise EmulationError("line %d: thread %d shuffles from lane %d, "
                                     "which is inactive or absent" % (op.line, t, src))
            r[t] = values[source]
            valid[t] = truth(ok)
        env[op.results[0]] = r
        if len(op.results) > 1:
            env[op.results[1]] = valid  # noqa: the validity flag (i1)

    def whole_warps(self, op, mask, what):
        """The first threads of the warps that execute a warp-collective op
        (`.sync.aligned`: every lane of the warp executes it together)."""
        firsts = sorted({t - t % 32 for t in range(self.n) if mask[t]})
        for first in firsts:
            missing = [u for u in range(first, first + 32) if u >= self.n or not mask[u]]
            if missing:
                raise EmulationError("line %d: %s in warp %d without lane %d "
                                     "(the whole warp must take part)"
                                     % (op.line, what, first // 32, missing[0] % 32))
        return firsts

    def lane_value(self, op, values, t):
        if values[t] is None:
            raise EmulationError("line %d: thread %d uses a value it did not compute"
                                 % (op.line, t))
        return values[t]

    def mma_sync(self, op, args, env, mask):
        """D = A * B + C per warp, from the fragments its lanes hold."""
        shape = dict(split_top(d, "=") for d in split_top(enum_attr(prop(op.props, "shape"))))
        m, n, k = (int(shape[d]) for d in "mnk")
        layouts = (enum_attr(prop(op.props, "layoutA")), enum_attr(prop(op.props, "layoutB")))
        na, nb, nc = array_attr(prop(op.props, "operandSegmentSizes"))
        types = op.in_types
        ptx_a = enum_attr(prop(op.props, "multiplicandAPtxType")) or mma_ptx_type(types[0])
        ptx_b = enum_attr(prop(op.props, "multiplicandBPtxType")) or mma_ptx_type(types[na])
        ptx_c = mma_ptx_type(types[na + nb])
        fields = aggregate_fields(op.out_types[0]) or []
        overflow = enum_attr(prop(op.props, "intOverflowBehavior"))
        env[op.results[0]] = self.mma_sync_issue(
            op, mask, (m, n, k), layouts, (ptx_a, ptx_b, ptx_c),
            (args[0:na], args[na:na + nb], args[na + nb:na + nb + nc]), fields, overflow)

    def mma_sync_issue(self, op, mask, shape, layouts, ptx, registers, fields, overflow):
        """D = A * B + C per warp, of the given shape, layouts and PTX types
        (A, B, C), from the lanes' `registers` of A, B and C; `fields`: the
        result's registers. Returns each lane's result."""
        m, n, k = shape
        ptx_a, ptx_b, ptx_c = ptx
        ptx_d = mma_ptx_type(fields[0]) if fields else None
        kind = MMA_KIND.get(ptx_a)
        accumulators = {"i8": ("s32",), "f64": ("f64",), "f8": ("f32",)}.get(
            kind, ("f16", "f32"))
        if (layouts != ("row", "col") or MMA_KIND.get(ptx_b) != kind or
                (kind == "f16" and ptx_a != ptx_b) or (m, n, k, kind) not in MMA_FRAGMENTS or
                ptx_c not in accumulators or ptx_d not in accumulators):
            raise EmulationError("line %d: mma.sync m%dn%dk%d %s.%s %s x %s + %s -> %s is not "
                                 "modelled" % (op.line, m, n, k, layouts[0], layouts[1],
                                               ptx_a, ptx_b, ptx_c, ptx_d))
        if kind == "i8" and overflow not in ("satfinite", "wrapped"):
            raise EmulationError("line %d: integer mma.sync without intOverflowBehavior" % op.line)
        frag_a, frag_b, frag_c = MMA_FRAGMENTS[(m, n, k, kind)]
        operands = ((frag_a, registers[0], ptx_a, m * k),
                    (frag_b, registers[1], ptx_b, k * n),
                    (frag_c, registers[2], ptx_c, m * n))
        per_lane = m * n // 32
        if per_lane % len(fields):
            raise EmulationError("line %d: mma.sync result %s does not hold %d elements"
                                 % (op.line, op.out_types[0], per_lane))
        width = per_lane // len(fields)
        accumulate = "f64" if kind == "f64" else "f32"
        r = [None] * self.n
        for first in self.whole_warps(op, mask, "mma.sync"):
            matrices = []
            for frag, lane_registers, ptx_x, size in operands:
                matrix = {}
                for lane in range(32):
                    values = [self.lane_value(op, a, first + lane) for a in lane_registers]
                    elements = mma_elements(values, ptx_x)
                    if len(elements) != size // 32:
                        raise EmulationError("line %d: mma.sync m%dn%dk%d takes %d %s elements "
                                             "per lane in an operand, given %d"
                                             % (op.line, m, n, k, size // 32, ptx_x, len(elements)))
                    for i, x in enumerate(elements):
                        matrix[frag(lane >> 2, lane % 4, i)] = x
                matrices.append(matrix)
            a, b, c = matrices
            d = {}
            for row in range(m):
                for col in range(n):
                    pairs = [(a[row, kk], b[kk, col]) for kk in range(k)]
                    if kind == "i8":
                        total = c[row, col] + sum(x * y for x, y in pairs)
                        d[row, col] = (max(-2 ** 31, min(2 ** 31 - 1, total))
                                       if overflow == "satfinite" else wrap(total, 32))
                    else:
                        d[row, col] = round_float(mma_dot(pairs, c[row, col], accumulate), ptx_d)
            for lane in range(32):
                elements = [d[frag_c(lane >> 2, lane % 4, i)] for i in range(per_lane)]
                r[first + lane] = tuple(tuple(elements[j:j + width]) if width > 1 else elements[j]
                                        for j in range(0, per_lane, width))
        return r

    def matrix_rows(self, op, address_arg, first, num, what):
        """The row addresses lanes 0 .. 8 num - 1 of the warp from thread
        `first` give an ldmatrix or stmatrix of `num` 8x8 matrices (rows of
        16 bytes: 16-byte aligned, in shared memory), counted for bank
        conflicts."""
        rows = []
        for lane in range(8 * num):
            address = self.lane_value(op, address_arg, first + lane)
            base, _, _ = self.memory.locate(address, 16, op)
            if base not in self.memory.shared or address % 16:
                raise EmulationError("line %d: %s row address 0x%x of thread %d is %s"
                                     % (op.line, what, address, first + lane,
                                        "not 16-byte aligned" if address % 16
                                        else "outside shared memory"))
            if self.ncta > 1:
                self.memory.own_shared(address, first + lane, op, "the %s" % what)
            rows.append(address)
        self.count_bank_conflicts(rows, what)
        return rows

    def ldmatrix(self, op, args, env, mask):
        """ldmatrix.m8n8.b16: lanes 8j..8j+7 give the addresses of the eight
        16-byte rows of matrix j; lane l gets, in register j, elements (l / 4,
        2 (l % 4)) and (l / 4, 2 (l % 4) + 1) of matrix j (transposed: of its
        transpose), the first in the low half."""
        num = int(prop(op.props, "num").split(":")[0])
        layout = enum_attr(prop(op.props, "layout"))
        shape = enum_attr(prop(op.props, "shape")).replace(" ", "")
        fields = aggregate_fields(op.out_types[0])
        if (num not in (1, 2, 4) or layout not in ("row", "col") or shape != "m=8,n=8" or
                enum_attr(prop(op.props, "eltType")) != "b16" or
                (num == 1) != (fields is None) or (fields and len(fields) != num)):
            raise EmulationError("line %d: ldmatrix x%d %s %s %s -> %s is not modelled"
                                 % (op.line, num, shape, prop(op.props, "eltType"), layout,
                                    op.out_types[0]))
        r = [None] * self.n
        for first in self.whole_warps(op, mask, "ldmatrix"):
            rows = self.matrix_rows(op, args[0], first, num, "ldmatrix")
            for lane in range(32):
                registers = []
                for j in range(num):
                    matrix = rows[8 * j:8 * j + 8]
                    halves = []
                    for h in range(2):
                        if layout == "row":
                            address = matrix[lane >> 2] + 2 * (2 * (lane % 4) + h)
                        else:
                            address = matrix[2 * (lane % 4) + h] + 2 * (lane >> 2)
                        # A read by the lane the element lands in, for the
                        # race checks.
                        halves.append(int.from_bytes(
                            self.memory.load(address, 2, first + lane, op), "little"))
                    registers.append(wrap(halves[0] | halves[1] << 16, 32))
                r[first + lane] = registers[0] if num == 1 else tuple(registers)
        env[op.results[0]] = r

    def stmatrix(self, op, args, mask):
        """stmatrix.m8n8.b16 (PTX ISA, "Warp-level matrix store instruction:
        stmatrix"): lanes 8j..8j+7 give the addresses of the eight 16-byte
        rows of matrix j, and lane l holds, in register j, elements (l / 4,
        2 (l % 4)) (the low half) and (l / 4, 2 (l % 4) + 1) (the high half)
        of matrix j. With .trans (layout col) the matrix is stored column-major:
        element (r, c) goes to the row of address c, at element r. Each element
        is a store of its 2 bytes by the lane whose register holds it, as an
        st.shared of that lane would be (races, the generic proxy of TMA and
        wgmma, async copies)."""
        num = len(args) - 1
        layout = enum_attr(prop(op.props, "layout"))
        shape = enum_attr(prop(op.props, "shape")).replace(" ", "")
        elt = enum_attr(prop(op.props, "eltType"))
        if (num not in (1, 2, 4) or layout not in ("row", "col") or shape != "m=8,n=8" or
                elt != "b16" or any(t != "i32" for t in op.in_types[1:])):
            raise EmulationError("line %d: stmatrix x%d %s %s %s of %s is not modelled "
                                 "(m8n8 b16 x1, x2 or x4 of i32 registers only)"
                                 % (op.line, num, shape, elt, layout,
                                    ", ".join(op.in_types[1:])))
        for first in self.whole_warps(op, mask, "stmatrix"):
            rows = self.matrix_rows(op, args[0], first, num, "stmatrix")
            for lane in range(32):
                for j in range(num):
                    matrix = rows[8 * j:8 * j + 8]
                    value = unsigned(self.lane_value(op, args[1 + j], first + lane), 32)
                    for h in range(2):
                        if layout == "row":
                            address = matrix[lane >> 2] + 2 * (2 * (lane % 4) + h)
                        else:
                            address = matrix[2 * (lane % 4) + h] + 2 * (lane >> 2)
                        self.memory.store(address, (value >> 16 * h & 0xFFFF).to_bytes(
                            2, "little"), first + lane, op)

    def warpgroup(self, first):
        return self.warpgroups.setdefault(first // 128, {
            "fenced": False, "uncommitted": [], "groups": []})

    def whole_warpgroups(self, op, mask, what):
        """The first threads of the warpgroups that execute a warpgroup op
        (`.sync.aligned`): four whole warps whose first has a rank that is a
        multiple of 4, all 128 threads together."""
        firsts = sorted({t - t % 128 for t in range(self.n) if mask[t]})
        for first in firsts:
            if first + 128 > self.cta_end(first):
                raise EmulationError(
                    "line %d: %s in threads %d-%d, which are no warpgroup (four "
                    "whole warps, the first of a rank that is a multiple of 4): the "
                    "block has %d threads" % (op.line, what, first, self.cta_end(first) - 1,
                                              self.cta_n))
            missing = [u for u in range(first, first + 128) if not mask[u]]
            if missing:
                raise EmulationError(
                    "line %d: %s in warpgroup %d without thread %d (all 128 threads "
                    "of the warpgroup must take part)"
                    % (op.line, what, first // 128, missing[0]))
        return firsts

    def wgmma_use(self, op, values, mask):
        """The values an op other than wgmma.mma_async reads: a wgmma result
        only once a wgmma.wait.group retired the op that computed it."""
        if not any(isinstance(v, WgmmaResult) or
                   (isinstance(v, tuple) and any(isinstance(x, WgmmaResult) for x in v))
                   for v in values):
            return values
        out = []
        for t, v in enumerate(values):
            if mask[t] and is_pending(v):
                record = self.pending_record(v)
                raise EmulationError(
                    "line %d: thread %d uses the result of the wgmma.mma_async of "
                    "line %d before a wgmma.wait.group retired it"
                    % (op.line, t, record.op.line))
            out.append(settle(v))
        return out

    @staticmethod
    def pending_record(v):
        if isinstance(v, WgmmaResult):
            return v.record
        return next(x.record for x in v if is_pending(x))

    @staticmethod
    def extract_registers(v, position):
        """llvm.extractvalue: a register of a wgmma result in flight stays
        that register of that result (a move, not a read)."""
        if isinstance(v, WgmmaResult):
            if v.record.retired:
                return extract_value(v.value, position)
            if len(position) != 1:
                raise EmulationError("wgmma result read at position %s" % (position,))
            return WgmmaResult(v.value[position[0]], v.record, position[0])
        x = extract_value(v, position)
        return x if is_pending(x) else settle(x)

    def wgmma_operand(self, op, desc, which, group, size_mn, k_major, ptx, negate,
                      record, size_k=16):
        """The size_mn x size_k elements (mn, k) of an operand of PTX type
        `ptx` (f16/bf16, tf32, e4m3/e5m2, s8/u8) that a matrix descriptor
        gives (PTX ISA, "Matrix Descriptor Format": start address, leading
        and stride dimension byte offsets, each stored >> 4 in 14 bits; base
        offset; swizzle mode), read from shared memory: the layouts are in
        bytes (wgmma_element_offset), whatever the element size."""
        desc = unsigned(desc, 64)
        if desc & ~DESCRIPTOR_FIELDS:
            raise EmulationError(
                "line %d: descriptor %s 0x%x sets bits outside the fields of a "
                "matrix descriptor" % (op.line, which, desc))
        start = (desc & 0x3FFF) << 4
        lbo = ((desc >> 16) & 0x3FFF) << 4
        sbo = ((desc >> 32) & 0x3FFF) << 4
        base_offset = (desc >> 49) & 0x7
        swizzle = DESCRIPTOR_SWIZZLES[desc >> 62]
        if swizzle is not None and base_offset:
            raise EmulationError(
                "line %d: descriptor %s has base offset %d: only swizzle patterns "
                "that start at their boundary (base offset 0) are modelled"
                % (op.line, which, base_offset))
        size = MMA_ELEMENT_BYTES[ptx]
        values = {}
        for mn in range(size_mn):
            for k in range(size_k):
                window = wgmma_swizzle(
                    start + wgmma_element_offset(mn, k, k_major, swizzle, lbo, sbo, size),
                    swizzle)
                address = self.memory.window_address(window, size)
                if address is None:
                    raise EmulationError(
                        "line %d: descriptor %s (0x%x) puts element (%d, %d) at shared "
                        "address 0x%x, outside shared memory"
                        % (op.line, which, desc, mn if which == "A" else k,
                           k if which == "A" else mn, window))
                bits = int.from_bytes(self.memory.wgmma_read(address, size, group, op,
                                                             record), "little")
                record.reads.update(range(address, address + size))
                x = mma_element(bits, ptx)
                values[mn, k] = -x if negate else x
        return values

    @staticmethod
    def wgmma_accumulator(op, v, n, type_d):
        """One thread's accumulator of a wgmma: a value, or (as a
        WgmmaResult) the registers of wgmma results in flight of the same
        shape, register i of the struct in place i. A struct whose
        registers come from several results in flight stands for the
        newest of them: the others, earlier in the same chain of
        accumulations, are implicitly ordered before it."""
        if not is_pending(v):
            return settle(v)
        if isinstance(v, WgmmaResult):
            records, values = [v.record], v.value
        else:
            if len(v) != n // 2 or not all(
                    isinstance(x, WgmmaResult) and not x.record.retired and x.position == i
                    for i, x in enumerate(v)):
                raise EmulationError(
                    "line %d: the accumulator holds registers of wgmma.mma_async results "
                    "not waited for, but not each in its own place (register i of the "
                    "result as register i of the accumulator)" % op.line)
            records, values = [x.record for x in v], tuple(x.value for x in v)
        for record in records:
            if record.n != n or record.type_d != type_d:
                raise EmulationError(
                    "line %d: the accumulator is the result of the wgmma.mma_async "
                    "of line %d (n = %d, %s D), not waited for, of another shape"
                    % (op.line, record.op.line, record.n, record.type_d))
        return WgmmaResult(values, records[-1])

    def wgmma_mma_async(self, op, args, env, mask):
        """wgmma.mma_async with A and B from shared memory (descriptors), per
        warpgroup (PTX ISA, "wgmma.mma_async"): m64nNk16 with f16/bf16 A and
        B and f32 D (or, for f16 A and B, f16 D); m64nNk8 with tf32 A and B
        and f32 D; m64nNk32 with e4m3/e5m2 A and B (any pair) and f32 D;
        m64nNk32 with s8/u8 A and B (any pair) and s32 D, with or without
        .satfinite. D = A * B (+ D with scaleD one): for float D exact
        products, one rounding to f32 (then to f16); for s32 D the exact sum
        wrapped modulo 2^32, or clamped to the s32 range with satfinite.
        Only .f16/.bf16 take the transpose (imm-trans-a/b, here layoutA col
        and layoutB row: M- and N-major); integers take no negation. The
        result is available to other ops once a wgmma.wait.group retires
        the op."""
        shape = dict(split_top(d, "=") for d in split_top(enum_attr(prop(op.props, "shape"))))
        m, n, k = (int(shape[d]) for d in "mnk")
        type_a, type_b, type_d = (enum_attr(prop(op.props, key))
                                  for key in ("typeA", "typeB", "typeD"))
        layout_a = enum_attr(prop(op.props, "layoutA"))
        layout_b = enum_attr(prop(op.props, "layoutB"))
        scale_d = enum_attr(prop(op.props, "scaleD"))
        scale_a = enum_attr(prop(op.props, "scaleA"))
        scale_b = enum_attr(prop(op.props, "scaleB"))
        overflow = enum_attr(prop(op.props, "satfinite"))
        fields = aggregate_fields(op.out_types[0]) or []
        # Per kind of A: the B types it pairs with, K, and the D types with
        # their registers (f32, s32: n / 2; f16: n / 4 f16x2 registers, the
        # same elements in pairs).
        kinds = {"f16": ({"f16"}, 16, ("f32", "f16")), "bf16": ({"bf16"}, 16, ("f32",)),
                 "tf32": ({"tf32"}, 8, ("f32",)),
                 "e4m3": ({"e4m3", "e5m2"}, 32, ("f32",)),
                 "e5m2": ({"e4m3", "e5m2"}, 32, ("f32",)),
                 "s8": ({"s8", "u8"}, 32, ("s32",)), "u8": ({"s8", "u8"}, 32, ("s32",))}
        kind = kinds.get(type_a)
        register_type = {"f32": "f32", "s32": "i32", "f16": "vector<2xf16>"}.get(type_d)
        d_fields = [register_type] * (n // 4 if type_d == "f16" else n // 2)
        integer = type_d == "s32"
        # N: multiples of 8 up to 256; for s8/u8 8, 16, 24 and multiples of
        # 16 from 32.
        n_valid = 8 <= n <= 256 and n % 8 == 0 and not (integer and n > 24 and n % 16)
        if (kind is None or type_b not in kind[0] or (m, k) != (64, kind[1]) or
                type_d not in kind[2] or not n_valid or fields != d_fields or
                overflow not in ((None, "wrapped", "satfinite") if integer else
                                 (None, "wrapped")) or
                layout_a not in ("row", "col") or layout_b not in ("row", "col") or
                scale_d not in ("zero", "one") or
                not {scale_a, scale_b} <= ({"one"} if integer else {"one", "neg"})):
            raise EmulationError(
                "line %d: wgmma.mma_async m%dn%dk%d %s x %s -> %s%s (%s) is not modelled"
                % (op.line, m, n, k, type_a, type_b, type_d,
                   " satfinite" if overflow == "satfinite" else "", op.out_types[0]))
        # layoutA row: K-major A (imm-trans-a 0), col: M-major; layoutB col:
        # K-major B (imm-trans-b 0), row: N-major.
        a_k_major, b_k_major = layout_a == "row", layout_b == "col"
        if type_a not in ("f16", "bf16") and not (a_k_major and b_k_major):
            raise EmulationError(
                "line %d: wgmma.mma_async %s x %s with layoutA %s, layoutB %s: only .f16 "
                "and .bf16 take the transpose (imm-trans-a/b), other types need K-major A "
                "and B (layoutA row, layoutB col)" % (op.line, type_a, type_b, layout_a,
                                                      layout_b))
        env[op.results[0]] = self.wgmma_issue(
            op, mask, n, type_a, type_d, scale_d == "one", args[0],
            ("desc", args[1], a_k_major, scale_a == "neg"), args[2], b_k_major,
            scale_b == "neg", type_b=type_b, k=k, saturate=overflow == "satfinite")

    def wgmma_issue(self, op, mask, n, type_a, type_d, accumulate, acc_arg,
                    a_source, desc_b_arg, b_k_major, negate_b, type_b=None, k=16,
                    saturate=False):
        """Issues wgmma.mma_async m64nNkK for each whole warpgroup in `mask`:
        A from a descriptor (a_source ("desc", values, k_major, negate)) or
        from registers (("regs", [four register values], negate), 16-bit A
        only), B from a descriptor; returns each thread's result (in flight
        until a wgmma.wait.group retires it)."""
        type_b = type_b or type_a
        r = [None] * self.n
        for first in self.whole_warpgroups(op, mask, "wgmma.mma_async"):
            group = first // 128
            threads = range(first, first + 128)
            state = self.warpgroup(first)
            descs = []
            sources = (("B", desc_b_arg),) if a_source[0] == "regs" else (
                ("A", a_source[1]), ("B", desc_b_arg))
            for which, values in sources:
                desc = self.lane_value(op, values, first)
                for t in threads:
                    if self.lane_value(op, values, t) != desc:
                        raise EmulationError(
                            "line %d: descriptor %s differs between threads %d and %d "
                            "of warpgroup %d (it must be the same in all its warps)"
                            % (op.line, which, first, t, group))
                descs.append(desc)
            accumulators = [self.wgmma_accumulator(op, acc_arg[t], n, type_d) for t in threads]
            pending = [v for v in accumulators
                       if isinstance(v, WgmmaResult) and not v.record.retired]
            if len(pending) != 128 and not state["fenced"]:
                raise EmulationError(
                    "line %d: wgmma.mma_async of warpgroup %d without a wgmma.fence "
                    "before it (since the start or the last wgmma.wait.group): its "
                    "accumulator registers are not those of a wgmma of the same "
                    "shape in flight" % (op.line, group))
            record = WgmmaRecord(op, n, type_d)
            if a_source[0] == "regs":
                a = self.wgmma_register_operand(op, a_source[1], threads, type_a,
                                                a_source[2])
            else:
                a = self.wgmma_operand(op, descs[0], "A", group, 64, a_source[2],
                                       type_a, a_source[3], record, k)
            b = self.wgmma_operand(op, descs[-1], "B", group, n, b_k_major, type_b,
                                   negate_b, record, k)
            c = {}
            if accumulate:
                for t, v in zip(threads, accumulators):
                    v = v.value if isinstance(v, WgmmaResult) else v
                    if type_d == "f16" and isinstance(v, tuple) and all(
                            isinstance(x, tuple) and len(x) == 2 for x in v):
                        v = tuple(x for pair in v for x in pair)
                    if v is None or not isinstance(v, tuple) or len(v) != n // 2 or \
                            None in v:
                        raise EmulationError("line %d: thread %d uses a value it did "
                                             "not compute" % (op.line, t))
                    for i, x in enumerate(v):
                        c[wgmma_d_position(t, i)] = x
            d = {}
            for row in range(64):
                for col in range(n):
                    pairs = [(a[row, kk], b[col, kk]) for kk in range(k)]
                    if type_d == "s32":
                        total = c.get((row, col), 0) + sum(x * y for x, y in pairs)
                        d[row, col] = (max(-2 ** 31, min(2 ** 31 - 1, total)) if saturate
                                       else wrap(total, 32))
                        continue
                    # -0.0 adds nothing, not even the sign of a +0 sum.
                    d[row, col] = round_float(round_float(
                        mma_dot(pairs, c.get((row, col), -0.0), "f32"), "f32"), type_d)
            for t in threads:
                values = tuple(d[wgmma_d_position(t, i)] for i in range(n // 2))
                if type_d == "f16":
                    values = tuple(values[i:i + 2] for i in range(0, len(values), 2))
                r[t] = WgmmaResult(values, record)
            state["uncommitted"].append(record)
            self.memory.wgmma_pending.append(record)
            self.wgmma_issued = True
        return r

    def wgmma_register_operand(self, op, registers, threads, ptx, negate):
        """The 64 x 16 elements (m, k) of A that a warpgroup's threads hold in
        registers (PTX ISA, "Register Fragments" of wgmma .f16/.bf16 A): warp
        w holds rows 16 w .. 16 w + 15; with g = laneid >> 2 and t = laneid %
        4, its four 32-bit registers hold a0..a7, two each (a0 in the low
        half), ai at row 16 w + g + 8 ((i >> 1) & 1), column 2 t + (i & 1) +
        8 (i >> 2)."""
        values = {}
        for t in threads:
            warp, lane = (t % 128) // 32, t % 32
            g, q = lane >> 2, lane % 4
            for j, reg in enumerate(registers):
                bits = reg[t]
                if bits is None or isinstance(bits, (tuple, WgmmaResult)):
                    raise EmulationError("line %d: thread %d gives wgmma a register of A "
                                         "it did not compute" % (op.line, t))
                bits = unsigned(bits, 32)
                for h in range(2):
                    i = 2 * j + h
                    x = bits_to_float((bits >> (16 * h)) & 0xFFFF, ptx)
                    values[16 * warp + g + 8 * ((i >> 1) & 1),
                           2 * q + (i & 1) + 8 * (i >> 2)] = -x if negate else x
        return values

    # ---- tcgen05 (Blackwell) --------------------------------------------------

    def tcgen05_op(self, op, args, env, mask):
        """The tcgen05 ops of NVVM (PTX ISA, "TensorCore 5th Generation Family
        Instructions"), cta_group::1: tensor memory allocation, tcgen05.ld and
        tcgen05.st, tcgen05.mma with B in shared memory and A in shared or
        tensor memory, tcgen05.mma.block_scale, tcgen05.cp, tcgen05.commit,
        tcgen05.wait and tcgen05.fence."""
        name = op.name[len("nvvm.tcgen05."):]
        memory, tmem = self.memory, self.memory.tmem
        active = [t for t in range(self.n) if mask[t]]
        pair = tcgen05_cta_group(op) == "cta_2"
        if pair and name not in ("alloc", "dealloc", "relinquish_alloc_permit", "mma",
                                 "commit"):
            raise EmulationError("line %d: %s with cta_group::2 is not modelled (of cta_group::2 "
                                 "the model takes tcgen05.alloc, dealloc, "
                                 "relinquish_alloc_permit, mma and commit)" % (op.line, op.name))
        if pair and name in ("alloc", "dealloc", "relinquish_alloc_permit"):
            self.tcgen05_pair_collective(op, args, mask, name)
        elif name == "alloc":
            self.tcgen05_alloc(op, args, mask)
        elif name == "dealloc":
            self.tcgen05_dealloc(op, args, mask)
        elif name == "relinquish_alloc_permit":
            for first in self.whole_warps(op, mask, "tcgen05.relinquish_alloc_permit"):
                if tmem.relinquished is None:
                    tmem.relinquished = op.line
        elif name == "fence":
            kind = enum_attr(prop(op.props, "kind"))
            for t in active:
                if kind == "before":
                    tmem.fence_before(memory, t)
                else:
                    tmem.fence_after(memory, t)
        elif name == "wait":
            kind = enum_attr(prop(op.props, "kind"))
            for first in self.whole_warps(op, mask, "tcgen05.wait"):
                tmem.wait(memory, first // 32, "ld" if kind == "load" else "st")
        elif name in ("ld", "st"):
            self.tcgen05_ldst(op, args, env, mask, name == "st")
        elif name == "mma":
            self.tcgen05_mma(op, args, active)
        elif name == "mma.block_scale":
            self.tcgen05_mma_block_scale(op, args, active)
        elif name == "cp":
            self.tcgen05_cp(op, args, active)
        elif name == "commit":
            # With a multicast mask (.multicast::cluster): the arrival is made
            # on the mbarrier at the same CTA-relative offset in each CTA whose
            # rank's bit is set.
            completions = MBarrier.completions
            for t in active:
                if pair:
                    self.pair_issue_check(op, t, "tcgen05.commit.cta_group::2")
                k = tmem.commit(memory, t, op)
                if len(args) == 1:
                    memory.tc_commit_arrive(args[0][t], k, t, op)
                    continue
                mask = unsigned(args[1][t], 16)
                ranks = [r for r in range(16) if mask >> r & 1]
                if not ranks:
                    raise EmulationError("line %d: the tcgen05.commit of %s has multicast mask "
                                         "0, which names no CTA"
                                         % (op.line, memory.thread_text(t)))
                for r in ranks:
                    memory.tc_commit_arrive(memory.peer_address(
                        args[0][t], r, op, "the tcgen05.commit's multicast mask 0x%04x names"
                        % mask), k, t, op)
            if self.sched is not None and MBarrier.completions != completions:
                # As after an mbarrier.arrive that completed a phase.
                self.sched.block(self.sched.current, lambda: True, None, op)
        else:
            raise EmulationError("line %d: %s is not modelled" % (op.line, op.name))

    def warp_uniform(self, op, values, first, what):
        """The value all lanes of the warp from thread `first` give an operand
        of a warp-collective op (.sync.aligned: it must be the same)."""
        value = self.lane_value(op, values, first)
        for t in range(first + 1, first + 32):
            if self.lane_value(op, values, t) != value:
                raise EmulationError("line %d: threads %d and %d of warp %d give %s different %ss"
                                     % (op.line, first, t, first // 32, op.name[len("nvvm."):],
                                        what))
        return value

    def pair_issue_check(self, op, thread, what):
        """A cta_group::2 op of `thread` (`what`): its CTA's peer (the CTA of
        the pair, rank ^ 1) must be launched and active (PTX ISA, "Issue
        Granularity": "the peer CTA should be active and should not have
        exited"; "tcgen05.alloc": "the issuing warp must make sure that peer
        CTA is launched and is still active"): the thread waited on a cluster
        barrier before (which ensures that every CTA of the cluster started,
        as for distributed shared memory), and the peer has not exited.
        Returns the peer's rank."""
        memory = self.memory
        peer = thread // self.stride ^ 1
        if memory.exited[peer]:
            raise EmulationError(
                "line %d: %s of %s after %s, its peer CTA, exited (the peer CTA should be active "
                "and should not have exited)" % (op.line, what, memory.thread_text(thread),
                                                 memory.cta_text(peer)))
        if thread not in memory.cluster_waited:
            raise EmulationError(
                "line %d: %s of %s before any cluster barrier: the issuing thread must make sure "
                "that %s, its peer CTA, is launched (a barrier.cluster.arrive and "
                "barrier.cluster.wait before)" % (op.line, what, memory.thread_text(thread),
                                                  memory.cta_text(peer)))
        return peer

    def tcgen05_pair_collective(self, op, args, mask, kind):
        """tcgen05.alloc, dealloc or relinquish_alloc_permit of cta_group::2:
        a warp of each CTA of the pair issues it, and the two perform it
        together (PTX ISA, "Issue Granularity": "Issue from two warps, one in
        each of the current CTA and its Peer CTA, in order to collectively
        perform the operation, i.e., the first warp to perform the operation
        could block until the the second warp in the Peer CTA also performs
        the operation"): the first warp waits until a warp of the peer issues
        the same op (a deadlock if none ever does), then the second one
        performs it for both CTAs (see pair_perform)."""
        memory = self.memory
        what = "tcgen05.%s.cta_group::2" % kind
        for first in self.whole_warps(op, mask, what):
            warp = first // 32
            operands = ()
            if kind == "alloc":
                slot, count = self.alloc_operands(op, args, first)
                memory.own_shared(slot, first, op, "the tcgen05.alloc")
                if memory.tmem.relinquished is not None:
                    raise EmulationError(
                        "line %d: tcgen05.alloc of warp %d after the "
                        "tcgen05.relinquish_alloc_permit of line %d (the CTA gave up the right "
                        "to allocate tensor memory)" % (op.line, warp, memory.tmem.relinquished))
                operands = (slot, count)
            elif kind == "dealloc":
                address = unsigned(self.warp_uniform(op, args[0], first, "address"), 32)
                count = unsigned(self.warp_uniform(op, args[1], first, "column count"), 32)
                operands = (address, count)
            cta = first // self.stride
            peer = self.pair_issue_check(op, first, what)
            issue = PairIssue(op, first, cta, operands)
            pending = memory.pair_pending.setdefault((cta // 2, kind), [])
            match = next((e for e in pending if e.cta == peer), None)
            if match is None:
                pending.append(issue)

                def where(issue=issue, peer=peer):
                    return "%s at the %s of line %d, which no warp of %s, the peer CTA, " \
                        "issued (a warp of each CTA of the pair issues it)" % (
                            thread_ranges(range(issue.first, issue.first + 32)), what,
                            op.line, memory.cta_text(peer))
                self.sched.block(self.sched.current, lambda issue=issue: issue.done, where, op)
                continue
            pending.remove(match)
            if kind == "alloc" and match.operands[1] != operands[1] or \
                    kind == "dealloc" and match.operands != operands:
                def text(values):
                    return "%d columns" % values[1] if kind == "alloc" else \
                        "0x%x, %d columns" % values
                raise EmulationError(
                    "line %d: the %s of warp %d (%s) and that of warp %d (%s, line %d) give "
                    "different operands (%s and %s): the warps of the CTA pair perform one "
                    "operation" % (op.line, what, warp, memory.cta_text(cta), match.first // 32,
                                   memory.cta_text(peer), match.op.line, text(operands),
                                   text(match.operands)))
            self.pair_perform(op, kind, sorted((match, issue), key=lambda e: e.cta))
            match.done = True

    def pair_perform(self, op, kind, issues):
        """A cta_group::2 allocation op that both warps of the pair (`issues`,
        the even CTA's first) issued, performed for both CTAs, each with its
        own state (Memory.in_cta). alloc: the same columns in both CTAs'
        tensor memory (waiting while no block of them is free in both), whose
        address each warp writes to its CTA's slot; dealloc: each CTA frees
        them once its accesses are ordered before its warp's dealloc (as for
        cta_group::1); relinquish_alloc_permit: both CTAs give up the right
        to allocate."""
        memory = self.memory
        tmems = [memory.tmems[e.cta] for e in issues]
        what = "tcgen05.%s.cta_group::2" % kind
        if kind == "relinquish_alloc_permit":
            for tmem in tmems:
                if tmem.relinquished is None:
                    tmem.relinquished = op.line
            return
        if kind == "dealloc":
            for issue, tmem in zip(issues, tmems):
                address, count = issue.operands
                start = self.dealloc_start(issue.op, what, tmem, address, count,
                                           issue.first // 32, memory.cta_text(issue.cta))
                with memory.in_cta(issue.cta):
                    tmem.free(memory, start, count, issue.first, issue.op)
            return
        count = issues[0].operands[1]

        def common():
            for start in range(TMEM_COLUMNS - count, -1, -count):
                if all(all(tmem.owner[c] is None for c in range(start, start + count))
                       for tmem in tmems):
                    return start
            return None

        def where():
            return "%s at the %s of line %d for %d columns of the tensor memory of %s and %s " \
                "(%s; %s)" % (thread_ranges([t for e in issues
                                             for t in range(e.first, e.first + 32)]),
                              what, op.line, count, memory.cta_text(issues[0].cta),
                              memory.cta_text(issues[1].cta), tmems[0].allocated_text(),
                              tmems[1].allocated_text())
        while True:
            for issue, tmem in zip(issues, tmems):
                if tmem.relinquished is not None:
                    raise EmulationError(
                        "line %d: tcgen05.alloc of warp %d after the "
                        "tcgen05.relinquish_alloc_permit of line %d (%s gave up the right to "
                        "allocate tensor memory)" % (issue.op.line, issue.first // 32,
                                                     tmem.relinquished,
                                                     memory.cta_text(issue.cta)))
            start = common()
            if start is not None:
                break
            self.sched.block(self.sched.current,
                             lambda: common() is not None or
                             any(tmem.relinquished is not None for tmem in tmems), where, op)
        for k, (issue, tmem) in enumerate(zip(issues, tmems)):
            other = issues[1 - k]
            tmem.allocations[start] = (count, issue.first // 32, issue.op.line)
            tmem.pairs[start] = (issue.op.line, other.first // 32)
            for c in range(start, start + count):
                tmem.owner[c] = start
            slot = issue.operands[0]
            with memory.in_cta(issue.cta):
                memory.store(slot, start.to_bytes(4, "little"), issue.first, issue.op)
            for b in range(slot, slot + 4):
                memory.warp_writes[b] = issue.first // 32

    def alloc_operands(self, op, args, first):
        """A tcgen05.alloc's operands for the warp of thread `first`: the
        shared address of the slot the address goes to, and the column
        count (a power of 2 in 32..512)."""
        slot = self.warp_uniform(op, args[0], first, "address")
        count = unsigned(self.warp_uniform(op, args[1], first, "column count"), 32)
        if count < 32 or count > TMEM_COLUMNS or count & (count - 1):
            raise EmulationError("line %d: tcgen05.alloc of %d columns (a power of 2 in "
                                 "32..512)" % (op.line, count))
        base, _, _ = self.memory.locate(slot, 4, op)
        if base not in self.memory.shared:
            raise EmulationError("line %d: tcgen05.alloc writes the address to 0x%x, which "
                                 "is not in shared memory" % (op.line, slot))
        return slot, count

    def tcgen05_alloc(self, op, args, mask):
        """tcgen05.alloc: per warp (all its lanes, the same operands), `count`
        columns of tensor memory, a power of 2 in 32..512, whose address
        (lane 0, the first column) the warp writes to the 4 bytes at the
        shared address `slot`; it waits while the columns are not free."""
        memory, tmem = self.memory, self.memory.tmem
        for first in self.whole_warps(op, mask, "tcgen05.alloc"):
            slot, count = self.alloc_operands(op, args, first)
            warp = first // 32
            if memory.cluster:
                memory.own_shared(slot, first, op, "the tcgen05.alloc")

            def where():
                return "%s at the tcgen05.alloc of line %d for %d columns of tensor memory (%s)" \
                    % (thread_ranges(range(first, first + 32)), op.line, count,
                       tmem.allocated_text())
            start = None
            while True:
                if tmem.relinquished is not None:
                    raise EmulationError(
                        "line %d: tcgen05.alloc of warp %d after the "
                        "tcgen05.relinquish_alloc_permit of line %d (the CTA gave up the right "
                        "to allocate tensor memory)" % (op.line, warp, tmem.relinquished))
                start = tmem.find_columns(count)
                if start is not None:
                    break
                if self.sched is None:
                    raise EmulationError("line %d: deadlock: no thread can go on: %s"
                                         % (op.line, where()))
                self.sched.block(self.sched.current,
                                 lambda: tmem.find_columns(count) is not None or
                                 tmem.relinquished is not None, where, op)
            tmem.allocations[start] = (count, warp, op.line)
            for c in range(start, start + count):
                tmem.owner[c] = start
            # The write is the warp's (weak, shared memory): its lanes may
            # read the slot after it.
            memory.store(slot, start.to_bytes(4, "little"), first, op)
            for b in range(slot, slot + 4):
                memory.warp_writes[b] = warp

    def tcgen05_dealloc(self, op, args, mask):
        """tcgen05.dealloc: per warp, the allocation at the address (lane 0,
        its first column) of `count` columns, which that warp allocated, once
        every access of its columns completed and is ordered before."""
        memory, tmem = self.memory, self.memory.tmem
        for first in self.whole_warps(op, mask, "tcgen05.dealloc"):
            address = unsigned(self.warp_uniform(op, args[0], first, "address"), 32)
            count = unsigned(self.warp_uniform(op, args[1], first, "column count"), 32)
            start = self.dealloc_start(op, "tcgen05.dealloc", tmem, address, count,
                                       first // 32)
            tmem.free(memory, start, count, first, op)

    @staticmethod
    def dealloc_start(op, what, tmem, address, count, warp, cta=None):
        """The first column of the allocation a dealloc (`what`) of `count`
        columns at `address` by warp `warp` frees in tensor memory `tmem`
        (of CTA `cta`, named in messages, for a CTA pair's): an allocation
        of that many columns there, by that warp."""
        start = address & 0xFFFF
        allocation = tmem.allocations.get(start)
        if address >> 16 or allocation is None or allocation[0] != count:
            raise EmulationError(
                "line %d: %s of %d columns at 0x%x (lane %d, column %d)%s, which is not an "
                "allocation of tcgen05.alloc (%s)"
                % (op.line, what, count, address, address >> 16, start,
                   " in %s" % cta if cta else "", tmem.allocated_text()))
        if allocation[1] != warp:
            raise EmulationError(
                "line %d: warp %d deallocates the tensor memory that warp %d allocated (line "
                "%d): one warp %sallocates and deallocates"
                % (op.line, warp, allocation[1], allocation[2], "of each CTA " if cta else ""))
        return start

    def tcgen05_ldst(self, op, args, env, mask, store):
        """tcgen05.ld / tcgen05.st of shape 16x64b, 16x128b, 16x256b or 32x32b
        (.num from the vector's length, a multiple of the shape's registers
        per .x1; no pack/unpack), per warp, all lanes with the same address:
        the warp of rank w in its warpgroup may access lanes 32 w .. 32 w + 31
        only (PTX ISA, "Access restrictions"), in allocated columns; the
        registers go to the cells tcgen05_ldst_position gives."""
        memory, tmem = self.memory, self.memory.tmem
        shape = enum_attr(prop(op.props, "shape"))
        what = op.name[len("nvvm."):]
        vtype = op.in_types[1] if store else op.out_types[0]
        v = vector_of(vtype)
        count = v[0] if v else 1
        rows, per, columns = TCGEN05_LDST_SHAPES.get(shape, (None, 1, None))
        if rows is None or prop(op.props, "unpack" if store else "pack") is not None or \
                len(args) != (2 if store else 1) or count % per:
            raise EmulationError("line %d: %s %s of %s%s is not modelled (16x64b, 16x128b, "
                                 "16x256b and 32x32b with a multiple of their registers per "
                                 ".x1, no pack/unpack, no offset)" % (
                                     op.line, what, shape, vtype,
                                     " with pack/unpack" if prop(op.props, "unpack" if store
                                                                 else "pack") is not None
                                     else ""))
        ncols = count // per * columns
        r = [None] * self.n
        for first in self.whole_warps(op, mask, what):
            warp = first // 32
            address = unsigned(self.warp_uniform(op, args[0], first, "address"), 32)
            lane0, col0 = address >> 16, address & 0xFFFF
            part = 32 * (warp % 4)
            if not (part <= lane0 and lane0 + rows <= part + 32):
                raise EmulationError(
                    "line %d: warp %d accesses lanes %d-%d of tensor memory with %s, outside "
                    "lanes %d-%d, which alone the warp of rank %d in its warpgroup may access"
                    % (op.line, warp, lane0, lane0 + rows - 1, what, part, part + 31, warp % 4))
            tmem.check_columns(col0, ncols, op, "the %s of warp %d" % (what, warp))
            record = tmem.access("st" if store else "ld", op, warp)
            for lane in range(32):
                t = first + lane
                if store:
                    values = self.lane_value(op, args[1], t)
                    values = values if v else (values,)
                    for reg in range(count):
                        dr, dc = tcgen05_ldst_position(shape, lane, reg)
                        tmem.write(memory, (lane0 + dr) << 16 | (col0 + dc),
                                   unsigned(values[reg], 32), t, op, record,
                                   "the tcgen05.st of thread %d" % t)
                else:
                    out = []
                    for reg in range(count):
                        dr, dc = tcgen05_ldst_position(shape, lane, reg)
                        out.append(wrap(tmem.read(memory, (lane0 + dr) << 16 | (col0 + dc), t,
                                                  op, record, "the tcgen05.ld of thread %d" % t),
                                        32))
                    r[t] = tuple(out) if v else out[0]
        if not store:
            env[op.results[0]] = r

    def tcgen05_mma(self, op, args, active):
        """tcgen05.mma.cta_group::1 of .kind::f16, tf32, f8f6f4 (E4M3 and
        E5M2 A and B) or i8 of each active thread (a
        single-thread op): D in tensor memory, A in shared memory through a
        descriptor (an i64) or in tensor memory (a-tmem, an address in
        address space 6), B in shared memory through a descriptor, the
        instruction descriptor, enable-input-d, and optionally scale-input-d
        and disable-output-lane."""
        sizes = array_attr(prop(op.props, "operandSegmentSizes"))
        kind = enum_attr(prop(op.props, "kind"))
        collector = enum_attr(prop(op.props, "collectorOp")) or "discard"
        a_type = op.in_types[1] if len(op.in_types) > 1 else None
        group = enum_attr(prop(op.props, "ctaGroup"))
        if (kind not in TCGEN05_KINDS or group not in ("cta_1", "cta_2") or
                collector != "discard" or prop(op.props, "aShift") is not None or
                len(sizes) != 7 or a_type not in ("i64", "!llvm.ptr<6>")):
            raise EmulationError(
                "line %d: tcgen05.mma .kind::%s %s, collector %s%s, A of type %s is not modelled "
                "(kind f16, tf32, f8f6f4 or i8, cta_group::1 or 2, A an i64 shared memory "
                "descriptor or a !llvm.ptr<6> tensor memory address)"
                % (op.line, kind, group, collector,
                   ", ashift" if prop(op.props, "aShift") is not None else "", a_type))
        if sizes[5] and kind not in ("f16", "tf32"):
            raise EmulationError("line %d: tcgen05.mma .kind::%s with scale-input-d, which only "
                                 ".kind::f16 and .kind::tf32 take" % (op.line, kind))
        a_tmem = a_type != "i64"
        if group == "cta_2" and sizes[6]:
            raise EmulationError("line %d: tcgen05.mma.cta_group::2 with disable-output-lane "
                                 "is not modelled" % op.line)
        for t in active:
            scale = 0
            if sizes[5]:
                scale = self.lane_value(op, args[5], t)
                if not 0 <= scale <= 15:
                    raise EmulationError("line %d: tcgen05.mma with scale-input-d %d (0..15)"
                                         % (op.line, scale))
            operands = (unsigned(self.lane_value(op, args[0], t), 32),
                        unsigned(self.lane_value(op, args[1], t), 32 if a_tmem else 64),
                        unsigned(self.lane_value(op, args[2], t), 64),
                        unsigned(self.lane_value(op, args[3], t), 32),
                        bool(self.lane_value(op, args[4], t)), scale)
            if group == "cta_2":
                self.tcgen05_pair_mma_issue(op, t, *operands, a_tmem, kind)
                continue
            disabled = 0
            if sizes[6]:
                words = self.lane_value(op, args[5 + sizes[5]], t)
                for i, word in enumerate(words):
                    disabled |= unsigned(word, 32) << (32 * i)
            self.tcgen05_mma_issue(op, t, *operands, disabled, a_tmem, kind)

    def tcgen05_mma_issue(self, op, thread, d, desc_a, desc_b, idesc, accumulate, scale,
                          disabled, a_tmem=False, kind="f16"):
        """One tcgen05.mma of `thread`, M x N x K of .kind::`kind` (the
        instruction descriptor; K per kind, see TCGEN05_KINDS): D = A * B,
        or with enable-input-d D = A * B + D * 2^-scale; for the float kinds
        the products exact and the sum rounded once to f32, for .kind::i8
        the exact s32 sum wrapped modulo 2^32, or clamped to the s32 range
        with the descriptor's saturate bit. D in the data-path layout of M
        (see tcgen05_d_lane) from the address `d`, the lanes of `disabled`
        not written; A through the descriptor `desc_a`, or with `a_tmem` in
        tensor memory at the address `desc_a` (see tcgen05_tmem_operand).
        The model computes it at the issue: its reads and writes then count
        until the completion is observed."""
        tmem = self.memory.tmem
        m, n, type_a, type_b, negate_a, negate_b, a_mn, b_mn, saturate = decode_tcgen05_idesc(
            op, idesc, kind)
        k = TCGEN05_KINDS[kind][5]
        lane0, col0 = d >> 16, d & 0xFFFF
        if lane0 not in ((0,) if m == 128 else (0, 16)):
            raise EmulationError(
                "line %d: tcgen05.mma with M = %d puts D at lane %d of tensor memory: its "
                "data-path layout takes lane %s" % (op.line, m, lane0,
                                                    "0" if m == 128 else "0 or 16"))
        what = "the tcgen05.mma of thread %d" % thread
        tmem.check_columns(col0, n, op, what)
        record = Tcgen05Mma(op, thread, m, n, d)
        if a_tmem:
            a = self.tcgen05_tmem_operand(op, desc_a, d, m, n, a_mn, type_a, negate_a, thread,
                                          record, k)
        else:
            a = self.tcgen05_operand(op, desc_a, "A", m, not a_mn, type_a, negate_a, thread,
                                     record, k)
        b = self.tcgen05_operand(op, desc_b, "B", n, not b_mn, type_b, negate_b, thread, record,
                                 k)
        self.tcgen05_products(op, record, a, b, k, accumulate, scale, disabled, kind == "i8",
                              saturate)

    def tcgen05_pair_mma_issue(self, op, thread, d, desc_a, desc_b, idesc, accumulate, scale,
                               a_tmem, kind):
        """One tcgen05.mma.cta_group::2 of `thread`, a thread of either CTA of
        its CTA pair (PTX ISA, "Issue Granularity": "Issue from a single
        thread from the CTA-Pair would initiate the base operation. When the
        current CTA issues the operation, the peer CTA should be active and
        should not have exited"): D = A * B (+ D) of M x N x K with M = 128
        or 256 and N a multiple of 16 in 16..256 ("Matrix Shape"), computed as
        for cta_group::1, with its operands split between the CTA pair, CTA v
        being the one whose %cluster_ctarank has bit 0 v, whichever issues:
        rows v M/2 .. v M/2 + M/2 - 1 of A through the A descriptor in CTA v's
        shared memory (the same CTA-relative address in both; with A in
        tensor memory, M = 256 only, at A's address in CTA v's tensor
        memory), columns v N/2 .. v N/2 + N/2 - 1 of B through the B
        descriptor in CTA v's shared memory, and rows v M/2 .. of D in CTA v's
        tensor memory at D's address, lane 0, in the data-path layout of M
        ("Data Path Layout Organization"): M = 256 (Layout A) row i of the
        CTA's half at lane i, column j at column j, N columns; M = 128
        (Layout B) row i of the half (0..63), column j at lane
        i + 64 (j / (N/2)), column j % (N/2), N/2 columns. The reads and
        writes have the checks of cta_group::1 in each CTA's memories."""
        memory = self.memory
        self.pair_issue_check(op, thread, "the tcgen05.mma.cta_group::2")
        cta = thread // self.stride
        ctas = (cta & ~1, cta | 1)
        m, n, type_a, type_b, negate_a, negate_b, a_mn, b_mn, saturate = decode_tcgen05_idesc(
            op, idesc, kind, pair=True)
        k = TCGEN05_KINDS[kind][5]
        half_m, half_n = m // 2, n // 2
        lane0, col0 = d >> 16, d & 0xFFFF
        if lane0:
            raise EmulationError(
                "line %d: tcgen05.mma.cta_group::2 with M = %d puts D at lane %d of tensor memory: "
                "its data-path layout (Layout %s) takes lane 0" % (op.line, m, lane0,
                                                                   "A" if m == 256 else "B"))
        what = "the tcgen05.mma of thread %d" % thread
        ncols = n if m == 256 else half_n
        tmems = [memory.tmems[c] for c in ctas]
        for c, tmem in zip(ctas, tmems):
            tmem.check_columns(col0, ncols, op, "%s (D in %s)" % (what, memory.cta_text(c)))
        record = Tcgen05Mma(op, thread, m, n, d)
        a, b = {}, {}
        for v, (c, tmem) in enumerate(zip(ctas, tmems)):
            if a_tmem:
                if m != 256:
                    raise EmulationError(
                        "line %d: tcgen05.mma.cta_group::2 with M = 128 and A in tensor memory is "
                        "not modelled (M = 256 only)" % op.line)
                part = self.tcgen05_tmem_operand(op, desc_a, d, 128, ncols, a_mn, type_a,
                                                 negate_a, thread, record, k, tmem)
            else:
                part = self.tcgen05_operand(op, desc_a, "A", half_m, not a_mn, type_a, negate_a,
                                            thread, record, k, c)
            for (i, kk), x in part.items():
                a[v * half_m + i, kk] = x
            part = self.tcgen05_operand(op, desc_b, "B", half_n, not b_mn, type_b, negate_b,
                                        thread, record, k, c)
            for (j, kk), x in part.items():
                b[v * half_n + j, kk] = x

        if m == 256:
            def place(i, j):
                return tmems[i >> 7], (i & 127) << 16 | (col0 + j)
        else:
            def place(i, j):
                return tmems[i >> 6], ((i & 63) + 64 * (j // half_n)) << 16 | (
                    col0 + j % half_n)
        self.tcgen05_products(op, record, a, b, k, accumulate, scale, 0, kind == "i8",
                              saturate, place)

    @staticmethod
    def tcgen05_pipelined(record):
        """Which earlier asynchronous tcgen05 op of the issuing thread of the
        tcgen05.mma `record` its accesses of tensor memory need no ordering
        after (PTX ISA, "Pipelined tcgen05 Instructions": the same thread's
        tcgen05.mma with the same shape and accumulator, and its tcgen05.cp,
        execute in issue order)."""
        def pipelined(writer):
            return isinstance(writer, Tcgen05Mma) and writer.thread == record.thread and (
                writer.name == "tcgen05.cp" or
                (writer.m, writer.n, writer.d) == (record.m, record.n, record.d))
        return pipelined

    def tcgen05_products(self, op, record, a, b, k, accumulate, scale=0, disabled=0,
                         integer=False, saturate=False, place=None):
        """The product of the tcgen05.mma `record` (M x N, D at its address
        `record.d` in the data-path layout of M, see tcgen05_d_lane) of the
        elements a[i, kk] and b[j, kk] (floats, or integers with `integer`):
        D = A * B, or with `accumulate` D = A * B + D * 2^-scale; floats
        exact and the sum rounded once to f32, integers wrapped modulo 2^32
        or with `saturate` clamped to the s32 range; the lanes of `disabled`
        not written. `place(i, j)`, where given, is the tensor memory and cell
        of element (i, j) of D instead (cta_group::2). The model computes it
        at the issue: its reads and writes then count until the completion is
        observed."""
        memory = self.memory
        thread, m, n, d = record.thread, record.m, record.n, record.d
        lane0, col0 = d >> 16, d & 0xFFFF
        if place is None:
            def place(i, j, tmem=memory.tmem):
                return tmem, (lane0 + tcgen05_d_lane(m, i)) << 16 | (col0 + j)
        what = "the %s of thread %d" % (record.name, thread)
        if not integer:
            ia, shift_a = dyadic_rows(a, m, k)
            ib, shift_b = dyadic_rows(b, n, k)
            shift_ab = shift_a + shift_b
        pipelined = self.tcgen05_pipelined(record)
        results = []
        for i in range(m):
            if disabled and disabled >> (lane0 + tcgen05_d_lane(m, i)) & 1:
                continue
            row_a = [a[i, kk] for kk in range(k)] if integer else ia[i]
            for j in range(n):
                tmem, cell = place(i, j)
                c = 0 if integer else -0.0
                if accumulate:
                    writer = tmem.writer.get(cell)
                    bits = (tmem.read(memory, cell, thread, op, None, what)
                            if writer is None or not pipelined(writer[0])
                            else tmem.cells[cell])
                    if integer:
                        c = wrap(bits, 32)
                    else:
                        c = bits_to_float(bits, "f32")
                        c = math.ldexp(c, -scale) if math.isfinite(c) else c
                if integer:
                    total = c + sum(x * b[j, kk] for kk, x in enumerate(row_a))
                    total = (max(-2 ** 31, min(2 ** 31 - 1, total)) if saturate
                             else wrap(total, 32))
                    results.append((tmem, cell, unsigned(total, 32)))
                    continue
                row_b = ib[j]
                value = None
                if None not in row_a and None not in row_b and math.isfinite(c):
                    num, den = c.as_integer_ratio()
                    shift_c = den.bit_length() - 1
                    shift = max(shift_ab, shift_c)
                    total = (sum(x * y for x, y in zip(row_a, row_b)) << (shift - shift_ab)) + \
                        (num << (shift - shift_c))
                    if total:
                        value = round_dyadic(total, shift, "f32")
                if value is None:
                    # Infinities, NaN, or an exact zero (whose sign mma_dot
                    # knows).
                    value = round_float(mma_dot([(a[i, kk], b[j, kk]) for kk in range(k)], c,
                                                "f32"), "f32")
                results.append((tmem, cell, float_to_bits(value, "f32")))
        for tmem, cell, bits in results:
            tmem.write(memory, cell, bits, thread, op, record, what, pipelined)
        self.tcgen05_track(record)

    def tcgen05_track(self, record):
        """An issued tcgen05.mma or tcgen05.cp: the next tcgen05.commit of its
        thread tracks it, and the shared bytes it read count as read until
        its completion is known."""
        memory = self.memory
        memory.tmem.uncommitted.setdefault(record.thread, []).append(record)
        memory.tc_inflight.append(record)
        for b in record.reads:
            memory.tc_smem_reads.setdefault(b, {})[record.thread] = record

    def tcgen05_mma_block_scale(self, op, args, active):
        """tcgen05.mma.cta_group::1.block_scale of each active thread (a
        single-thread op): .kind::mxf8f6f4 with .scale_vec::1X (the default,
        or its alias .block32), or .kind::mxf4 or .kind::mxf4nvf4 with the
        scale vectors TCGEN05_MXF4_VECTORS gives; D in tensor memory, A and B
        in shared memory through descriptors, the instruction descriptor,
        enable-input-d, and the tensor memory addresses of the scale factors
        of A and B."""
        kind = enum_attr(prop(op.props, "kind"))
        vector = enum_attr(prop(op.props, "blockScale")) or "default"
        collector = enum_attr(prop(op.props, "collectorOp")) or "discard"
        group = enum_attr(prop(op.props, "ctaGroup"))
        a_type = op.in_types[1] if len(op.in_types) > 1 else None
        per_row = None
        if kind in TCGEN05_MXF4_VECTORS:
            per_row = mxf4_scale_vector(op, kind, vector)
        elif kind == "mxf8f6f4" and vector == "block16":
            raise EmulationError(
                "line %d: tcgen05.mma.block_scale .kind::mxf8f6f4 with .block16 (.scale_vec::4X), "
                "which the kind does not take (one scale factor per 32 K elements: .scale_vec::1X "
                "or .block32)" % op.line)
        if (per_row is None and (kind != "mxf8f6f4" or vector not in ("default", "block32"))) \
                or group != "cta_1" or collector != "discard" or a_type != "i64" or \
                len(args) != 7:
            raise EmulationError(
                "line %d: tcgen05.mma.block_scale .kind::%s .%s %s, collector %s, A of type %s is "
                "not modelled (kind mxf8f6f4 with .scale_vec::1X or .block32, or mxf4 or "
                "mxf4nvf4, cta_group::1, collector discard, A an i64 shared memory descriptor)"
                % (op.line, kind, vector, group, collector, a_type))
        for t in active:
            operands = (unsigned(self.lane_value(op, args[0], t), 32),
                        unsigned(self.lane_value(op, args[1], t), 64),
                        unsigned(self.lane_value(op, args[2], t), 64),
                        unsigned(self.lane_value(op, args[3], t), 32),
                        bool(self.lane_value(op, args[4], t)),
                        unsigned(self.lane_value(op, args[5], t), 32),
                        unsigned(self.lane_value(op, args[6], t), 32))
            if per_row is None:
                self.tcgen05_block_scale_issue(op, t, *operands)
            else:
                self.tcgen05_mxf4_issue(op, t, kind, per_row, *operands)

    def tcgen05_block_scale_record(self, op, thread, m, n, d):
        """The record of a block-scaled tcgen05.mma of `thread` of shape
        M x N with D at `d`, once its D is where the ISA lets it be: M = 128
        (Layout D, "Data Path Layout Organization") at lane 0, N allocated
        columns from the address's."""
        if d >> 16:
            raise EmulationError(
                "line %d: tcgen05.mma.block_scale with M = 128 puts D at lane %d of tensor "
                "memory: its data-path layout takes lane 0" % (op.line, d >> 16))
        self.memory.tmem.check_columns(d & 0xFFFF, n, op,
                                       "the tcgen05.mma.block_scale of thread %d" % thread)
        return Tcgen05Mma(op, thread, m, n, d, "tcgen05.mma.block_scale")

    def tcgen05_block_scale_issue(self, op, thread, d, desc_a, desc_b, idesc, accumulate,
                                  scale_a, scale_b):
        """One block-scaled tcgen05.mma of .kind::mxf8f6f4 of `thread` (PTX
        ISA, "tcgen05.mma", "Block Scaling"): M x N x 32 as the instruction
        descriptor says (see decode_block_scale_idesc), D = (A * SFA) * (B *
        SFB), or with enable-input-d the same + D, where SFA(m) scales row m
        of A and SFB(n) column n of B, one scale factor each for the
        instruction's 32 K elements (.scale_vec::1X), read from tensor memory
        at `scale_a` and `scale_b` (see tcgen05_scale_factors). A and B are
        read as for .kind::f8f6f4 (tcgen05_operand); the products are exact
        and the sum rounded once to f32. D lies at lanes 0-127 (M = 128,
        Layout D)."""
        m, n, type_a, type_b, negate_a, negate_b, a_mn, b_mn, sfa_id, sfb_id = \
            decode_block_scale_idesc(op, idesc)
        k = 32
        record = self.tcgen05_block_scale_record(op, thread, m, n, d)
        a = self.tcgen05_operand(op, desc_a, "A", m, not a_mn, type_a, negate_a, thread,
                                 record, k)
        b = self.tcgen05_operand(op, desc_b, "B", n, not b_mn, type_b, negate_b, thread,
                                 record, k)
        sfa = self.tcgen05_scale_factors(op, record, "A", scale_a, m, sfa_id)
        sfb = self.tcgen05_scale_factors(op, record, "B", scale_b, n, sfb_id)
        # Scaling by a power of 2 is exact (in double precision, for every
        # e4m3/e5m2 element and UE8M0 scale), so the products stay exact.
        a = {(i, kk): x * ue8m0_value(sfa[i][0]) for (i, kk), x in a.items()}
        b = {(j, kk): x * ue8m0_value(sfb[j][0]) for (j, kk), x in b.items()}
        self.tcgen05_products(op, record, a, b, k, accumulate)

    def tcgen05_mxf4_issue(self, op, thread, kind, per_row, d, desc_a, desc_b, idesc,
                           accumulate, scale_a, scale_b):
        """One block-scaled tcgen05.mma of .kind::mxf4 or .kind::mxf4nvf4 of
        `thread` with `per_row` scale factors per row of A and column of B
        (2: .scale_vec::2X, 4: 4X) (PTX ISA, "tcgen05.mma", "Block
        Scaling"): M x N x 64 as the instruction descriptor says (see
        decode_mxf4_idesc), D = (A * SFA) * (B * SFB), or with
        enable-input-d the same + D, where row m of A and column n of B are
        cut into `per_row` blocks of 64 / per_row K elements ("each chunk of
        a row is multiplied with the corresponding element" of the scale
        factor matrix), block i scaled by SFA(m, i) and SFB(i, n), UE8M0 or
        UE4M3 as the descriptor's scale type says, read from tensor memory at
        `scale_a` and `scale_b` (tcgen05_scale_factors: byte SF ID + i of
        the cells). A and B are packed E2M1 through descriptors
        (tcgen05_e2m1_operand). An E2M1 value (2 significant bits) times a
        UE8M0 (a power of 2) or UE4M3 (4 significant bits) scale factor is
        exact in double precision, so the products are exact and the sum is
        rounded once to f32. D lies at lanes 0-127 (M = 128, Layout D)."""
        m, n, negate_a, negate_b, sfa_id, sfb_id, scale = decode_mxf4_idesc(op, idesc, kind,
                                                                             per_row)
        k, block = 64, 64 // per_row
        record = self.tcgen05_block_scale_record(op, thread, m, n, d)
        a = self.tcgen05_e2m1_operand(op, desc_a, "A", m, negate_a, thread, record, k)
        b = self.tcgen05_e2m1_operand(op, desc_b, "B", n, negate_b, thread, record, k)
        sfa = self.tcgen05_scale_values(
            op, record, "A", self.tcgen05_scale_factors(op, record, "A", scale_a, m, sfa_id,
                                                        per_row), scale)
        sfb = self.tcgen05_scale_values(
            op, record, "B", self.tcgen05_scale_factors(op, record, "B", scale_b, n, sfb_id,
                                                        per_row), scale)
        a = {(i, kk): x * sfa[i][kk // block] for (i, kk), x in a.items()}
        b = {(j, kk): x * sfb[j][kk // block] for (j, kk), x in b.items()}
        self.tcgen05_products(op, record, a, b, k, accumulate)

    @staticmethod
    def tcgen05_scale_values(op, record, which, codes, scale):
        """The values of the scale factor codes (per row of A or column of B,
        see tcgen05_scale_factors) of the block-scaled tcgen05.mma `record`,
        of type `scale`: UE8M0 (ue8m0_value) or UE4M3 (ue4m3_value), whose
        byte must have its MSB clear (the format has 7 bits, "Alternate
        Floating-Point Data Formats": an error otherwise)."""
        if scale == "ue8m0":
            return [[ue8m0_value(c) for c in row] for row in codes]
        for r, row in enumerate(codes):
            for i, c in enumerate(row):
                if c & 0x80:
                    raise EmulationError(
                        "line %d: the tcgen05.mma.block_scale of thread %d reads the UE4M3 scale "
                        "factor %d of %s %d as 0x%02x, with bit 7 set: a UE4M3 value has 7 bits "
                        "and a zero MSB" % (op.line, record.thread, i,
                                            "row" if which == "A" else "column", r, c))
        return [[ue4m3_value(c) for c in row] for row in codes]

    def tcgen05_scale_factors(self, op, record, which, address, rows, sf_id, count=1):
        """The scale factors (codes) of the `rows` rows of A (m) or columns
        of B (n) of the block-scaled tcgen05.mma `record`, `count` per row
        (1: .scale_vec::1X, one for the instruction's K elements; 2 and 4:
        .scale_vec::2X and 4X, one per 32 or 16 of them), as a list per row,
        in tensor memory at `address` (PTX ISA, "Block Scaling", "Scale
        Factor A ID", "Scale Factor B ID" and their layouts): row r's in lane
        r % 32 of a 32-lane subpartition, column address + r / 32, in the
        `count` bytes from byte `sf_id` of the cell, the i-th scale factor in
        byte sf_id + i (the instruction descriptor's SF ID is a byte offset
        with 1X, "the half word offset" with 2X, and 0 with 4X, where "all
        of the columns" hold the four). The data path of the rows of D in
        subpartition q reads lanes 32 q .. 32 q + 31: the ISA requires the
        scale factors duplicated to all four subpartitions, so each byte read
        must be the same in lanes r % 32, 32 + r % 32, 64 + r % 32 and
        96 + r % 32 (an error otherwise). Each cell counts as read by
        `record` (TensorMemory.read), so its last write must be ordered
        before the issue: a tcgen05.cp of the issuing thread needs nothing (a
        pipeline)."""
        memory, tmem = self.memory, self.memory.tmem
        thread = record.thread
        lane0, col0 = address >> 16, address & 0xFFFF
        ncols = -(-rows // 32)
        where = "line %d: the tcgen05.mma.block_scale of thread %d with the scale factors of " \
            "%s at 0x%x (lane %d, column %d)" % (op.line, thread, which, address, lane0, col0)
        if lane0:
            raise EmulationError("%s: the model takes them from lane 0 (each 32-lane "
                                 "subpartition holds a copy)" % where)
        what = "the tcgen05.mma.block_scale of thread %d" % thread
        tmem.check_columns(col0, ncols, op, "%s (scale factors of %s)" % (what, which))
        d_col = record.d & 0xFFFF
        if col0 < d_col + record.n and d_col < col0 + ncols:
            raise EmulationError(
                "%s reads them in columns %d-%d, which it writes as D (columns %d-%d): not "
                "modelled" % (where, col0, col0 + ncols - 1, d_col, d_col + record.n - 1))
        pipelined = self.tcgen05_pipelined(record)
        codes = []
        for r in range(rows):
            column = col0 + r // 32
            words = [tmem.read(memory, (32 * q + r % 32) << 16 | column, thread, op, record,
                               what, pipelined) for q in range(4)]
            for byte in range(sf_id, sf_id + count):
                copies = [word >> (8 * byte) & 0xFF for word in words]
                for q in range(1, 4):
                    if copies[q] != copies[0]:
                        raise EmulationError(
                            "%s: the scale factor of %s %d (byte %d of column %d) is 0x%02x in "
                            "lane %d and 0x%02x in lane %d: the ISA requires the scale factors "
                            "duplicated to all four 32-lane subpartitions of tensor memory"
                            % (where, "row" if which == "A" else "column", r, byte, column,
                               copies[0], r % 32, copies[q], 32 * q + r % 32))
            # The copies being equal, subpartition 0's serves every row of D.
            codes.append([words[0] >> (8 * byte) & 0xFF for byte in range(sf_id, sf_id + count)])
        return codes

    def tcgen05_cp(self, op, args, active):
        """tcgen05.cp.cta_group::1.32x128b.warpx4 of each active thread (a
        single-thread op; other shapes, multicasts and source formats are
        not modelled)."""
        shape = enum_attr(prop(op.props, "shape"))
        multicast = enum_attr(prop(op.props, "multicast")) or "none"
        source = enum_attr(prop(op.props, "srcFormat"))
        if shape != "shape_32x128b" or multicast != "warpx4" or source is not None:
            raise EmulationError(
                "line %d: tcgen05.cp %s, multicast %s%s is not modelled (.32x128b.warpx4 only)"
                % (op.line, shape, multicast,
                   ", source format %s" % source if source is not None else ""))
        for t in active:
            self.tcgen05_cp_issue(op, t, unsigned(self.lane_value(op, args[0], t), 32),
                                  unsigned(self.lane_value(op, args[1], t), 64))

    def tcgen05_cp_issue(self, op, thread, taddr, desc):
        """One tcgen05.cp.32x128b.warpx4 of `thread` (PTX ISA, "tcgen05.cp"):
        32 rows of 128 bits from shared memory, through a shared memory
        descriptor without swizzle (rows of 16 bytes in core matrices of 8
        rows: row r at the start address + (r % 8) 16 + (r / 8) SBO, the
        canonical K-major layout; LBO unused), to lanes r, r + 32, r + 64 and
        r + 96 (.warpx4: each warp's 32 lanes get a copy), columns
        taddr .. taddr + 3, bytes 4 j .. 4 j + 3 of a row into column j. The
        copy is asynchronous: it reads shared memory in the async proxy (the
        checks of a tcgen05.mma's reads), its writes of tensor memory must be
        ordered after the earlier accesses of the cells, a tcgen05.commit of
        the thread tracks its completion, and a later tcgen05.mma of the
        thread may read the cells with no wait (PTX ISA, "Pipelined tcgen05
        Instructions"); other accesses need the commit's phase. The model
        copies at the issue."""
        memory, tmem = self.memory, self.memory.tmem
        lane0, col0 = taddr >> 16, taddr & 0xFFFF
        what = "the tcgen05.cp of thread %d" % thread
        if lane0:
            raise EmulationError(
                "line %d: %s copies to lane %d of tensor memory: the model takes .32x128b.warpx4 "
                "to lane 0 only (lanes r, r + 32, r + 64, r + 96)" % (op.line, what, lane0))
        tmem.check_columns(col0, 4, op, what)
        where = "line %d: the descriptor (0x%x) of %s" % (op.line, desc, what)
        start, _, sbo, swizzle = decode_tcgen05_smem_desc(desc, where)
        if swizzle is not None:
            raise EmulationError("%s: a swizzled source is not modelled" % where)
        record = Tcgen05Mma(op, thread, None, None, None, "tcgen05.cp")
        writes = []
        for r in range(32):
            window = start + wgmma_element_offset(r, 0, True, None, 0, sbo, 1)
            address = memory.window_address(window, 16)
            if address is None:
                raise EmulationError("%s puts row %d at shared address 0x%x, outside shared "
                                     "memory" % (where, r, window))
            memory.check_async_read(address, 16, thread, op, what, "tcgen05.cp",
                                    "issues a tcgen05.cp that reads")
            _, buf, offset = memory.locate(address, 16, op)
            record.reads.update(range(address, address + 16))
            row = bytes(buf[offset:offset + 16])
            for j in range(4):
                word = int.from_bytes(row[4 * j:4 * j + 4], "little")
                writes += [((32 * q + r) << 16 | (col0 + j), word) for q in range(4)]
        for cell, word in writes:
            tmem.write(memory, cell, word, thread, op, record, what)
        self.tcgen05_track(record)

    def tcgen05_tmem_operand(self, op, address, d, m, n, a_mn, ptx, negate, thread, record,
                             size_k=16, tmem=None):
        """The m x size_k elements (i, k) of the matrix A of PTX type `ptx`
        of a tcgen05.mma in tensor memory at `address` (PTX ISA,
        "tcgen05.mma": a-tmem; see tcgen05_a_position): row-major ("Matrix
        Layout Organization"), so the instruction descriptor's transpose A
        bit (15) must be 0 (K-major; the M-major layouts are those of shared
        memory, "Shared Memory Layout and Swizzling"); the lane of the address
        is that of the data-path layout of M ("Data Path Layout
        Organization": 0 for Layout D, M = 128; 0 or 16 for Layout F, M = 64,
        the same as D's, "the same Tensor Memory lane alignment across
        matrices A, D"); its 8 columns must be allocated and, as the model
        computes the product at the issue, must not be D's. Each cell read
        counts as read by the tcgen05.mma `record` of `thread` until its
        completion is observed, with the ordering rules of the other
        asynchronous accesses (TensorMemory.read, unordered; a tcgen05.cp
        of the thread before it needs none, see tcgen05_pipelined). `tmem`:
        the tensor memory of a CTA of the pair (cta_group::2, M = 256: Layout
        A, as Layout D here), else the running CTA's."""
        tmem = self.memory.tmem if tmem is None else tmem
        where = "line %d: the tcgen05.mma of thread %d with A in tensor memory at 0x%x" % (
            op.line, thread, address)
        if a_mn:
            raise EmulationError(
                "%s sets transpose A (bit 15 of the instruction descriptor): A in tensor memory "
                "is row-major (K-major), and only shared memory layouts are M-major" % where)
        a_lane, a_col = address >> 16, address & 0xFFFF
        if m == 128 and a_lane != 0:
            raise EmulationError(
                "%s (lane %d, column %d): with M = 128 (Layout D) A lies in lanes 0-127, from "
                "lane 0" % (where, a_lane, a_col))
        if m == 64 and a_lane != d >> 16:
            raise EmulationError(
                "%s (lane %d, column %d): with M = 64 (Layout F, half the data path) A and D "
                "take the same lane alignment, 0 or 16, and D is at lane %d"
                % (where, a_lane, a_col, d >> 16))
        what = "the tcgen05.mma of thread %d" % thread
        tmem.check_columns(a_col, 8, op, what + " (A)")
        d_col = d & 0xFFFF
        if a_col < d_col + n and d_col < a_col + 8:
            raise EmulationError(
                "%s (columns %d-%d) reads A in columns that it writes as D (columns %d-%d): "
                "not modelled" % (where, a_col, a_col + 7, d_col, d_col + n - 1))
        size = MMA_ELEMENT_BYTES[ptx]
        per_cell = 4 // size
        pipelined = self.tcgen05_pipelined(record)
        values = {}
        for i in range(m):
            for first in range(0, size_k, per_cell):
                dl, dc, _ = tcgen05_a_position(m, i, first, size)
                word = tmem.read(self.memory, (a_lane + dl) << 16 | (a_col + dc), thread, op,
                                 record, what, pipelined)
                for e in range(per_cell):
                    _, _, byte = tcgen05_a_position(m, i, first + e, size)
                    x = mma_element(word >> (8 * byte) & ((1 << (8 * size)) - 1), ptx)
                    values[i, first + e] = -x if negate else x
        return values

    def tcgen05_operand(self, op, desc, which, size_mn, k_major, ptx, negate, thread, record,
                        size_k=16, cta=None):
        """The size_mn x size_k elements (mn, k) of an operand of PTX type
        `ptx` of a tcgen05.mma through its shared memory descriptor (see
        TCGEN05_DESCRIPTOR_FIELDS), in the canonical layouts of the ISA
        (K-major or MN-major, with or without swizzle: those of wgmma, in
        bytes whatever the element size, see wgmma_element_offset), read by
        the async proxy for `thread`; in the shared memory of the CTA of rank
        `cta` (cta_group::2: the descriptor's address is CTA-relative), else
        of the running CTA."""
        memory = self.memory
        where = "line %d: descriptor %s (0x%x) of the %s of thread %d%s" % (
            op.line, which, desc, record.name, thread,
            "" if cta is None else " in %s" % memory.cta_text(cta))
        start, lbo, sbo, swizzle = decode_tcgen05_smem_desc(desc, where)
        who = "the %s of thread %d" % (record.name, thread)
        size = MMA_ELEMENT_BYTES[ptx]
        values = {}
        for mn in range(size_mn):
            for k in range(size_k):
                window = wgmma_swizzle(
                    start + wgmma_element_offset(mn, k, k_major, swizzle, lbo, sbo, size),
                    swizzle)
                address = memory.window_address(window, size, cta)
                if address is None:
                    raise EmulationError(
                        "%s puts element (%d, %d) at shared address 0x%x, outside shared memory"
                        % (where, mn if which == "A" else k, k if which == "A" else mn, window))
                memory.check_async_read(address, size, thread, op, who, record.name,
                                        "issues a %s that reads" % record.name)
                _, buf, offset = memory.locate(address, size, op)
                record.reads.update(range(address, address + size))
                x = mma_element(int.from_bytes(buf[offset:offset + size], "little"), ptx)
                values[mn, k] = -x if negate else x
        return values

    def tcgen05_e2m1_operand(self, op, desc, which, size_mn, negate, thread, record,
                             size_k=64):
        """The size_mn x size_k E2M1 elements (mn, k) of an operand of a
        block-scaled tcgen05.mma of .kind::mxf4 or .kind::mxf4nvf4 through
        its shared memory descriptor, K-major (the kinds take no transpose),
        two to a byte with no padding (PTX ISA, "Packing format used for
        matrix A and B by .kind::mxf4 and .kind::mxf4nvf4 in Shared
        Memory"). The canonical layouts count T = 128 / 4 = 32 such elements
        to 16 bytes ("Canonical Layouts"), so the bytes of a row lie where an
        8-bit operand's would (wgmma_element_offset of byte k / 2, then the
        swizzle), element k in bits 4 (k % 2) .. 4 (k % 2) + 3 of its byte:
        packed from the low bits, as the ISA lists the packed elements of a
        register "low to high". Read by the async proxy for `thread`."""
        memory = self.memory
        where = "line %d: descriptor %s (0x%x) of the %s of thread %d" % (
            op.line, which, desc, record.name, thread)
        start, lbo, sbo, swizzle = decode_tcgen05_smem_desc(desc, where)
        who = "the %s of thread %d" % (record.name, thread)
        values = {}
        for mn in range(size_mn):
            for kb in range(size_k // 2):
                window = wgmma_swizzle(
                    start + wgmma_element_offset(mn, kb, True, swizzle, lbo, sbo, 1), swizzle)
                address = memory.window_address(window, 1)
                if address is None:
                    raise EmulationError(
                        "%s puts elements %d and %d of %s %d at shared address 0x%x, outside "
                        "shared memory" % (where, 2 * kb, 2 * kb + 1,
                                           "row" if which == "A" else "column", mn, window))
                memory.check_async_read(address, 1, thread, op, who, record.name,
                                        "issues a %s that reads" % record.name)
                _, buf, offset = memory.locate(address, 1, op)
                record.reads.add(address)
                for half in range(2):
                    x = decode_e2m1(buf[offset] >> (4 * half) & 0xF)
                    values[mn, 2 * kb + half] = -x if negate else x
        return values

    def f8_mma_asm(self, op, args, env, mask, match, constraints):
        """mma.sync m16n8k32 on f8 codes (e4m3/e5m2) with f32 C and D, as
        inline PTX `{d0..d3}, {a0..a3}, {b0, b1}, {c0..c3}` over the
        operands in that order."""
        groups = [[x.strip() for x in match.group(i).split(",")] for i in (3, 4, 5, 6)]
        refs = [int(x.lstrip("$")) for group in groups for x in group]
        if (refs != list(range(len(refs))) or [len(g) for g in groups] != [4, 4, 2, 4] or
                constraints != ["=f"] * 4 + ["r"] * 6 + ["f"] * 4):
            raise EmulationError("line %d: inline mma.sync operands %s (constraints %s) "
                                 "are not modelled" % (op.line, match.group(0),
                                                       ",".join(constraints)))
        args = [self.wgmma_use(op, a, mask) if self.wgmma_issued else a for a in args]
        env[op.results[0]] = self.mma_sync_issue(
            op, mask, (16, 8, 32), ("row", "col"), (match.group(1), match.group(2), "f32"),
            (args[0:4], args[4:6], args[6:10]), aggregate_fields(op.out_types[0]) or [],
            None)

    def empty_asm(self, op, args, env, mask, constraints):
        """An empty inline-assembly statement whose outputs are tied to its
        inputs in order (`=r,...,0,1,...`): no instruction, each output the
        value of its input (a compiler barrier on the values' registers)."""
        outputs = [c for c in constraints if c.startswith("=")]
        inputs = constraints[len(outputs):]
        fields = aggregate_fields(op.out_types[0]) if outputs else []
        if (inputs != [str(i) for i in range(len(outputs))] or len(args) != len(outputs) or
                (len(outputs) > 1 and len(fields or []) != len(outputs))):
            raise EmulationError("line %d: empty inline assembly with constraints %s is not "
                                 "modelled (outputs tied to the inputs in order)"
                                 % (op.line, ",".join(constraints)))
        result = [None] * self.n
        for t in range(self.n):
            if mask[t]:
                values = tuple(arg[t] for arg in args)
                result[t] = values if len(outputs) > 1 else values[0]
        env[op.results[0]] = result

    def inline_asm(self, op, args, env, mask):
        """Inline PTX, where it is an instruction the NVVM dialect lacks:
        wgmma.mma_async with A from registers, in the form
        `{ .reg .pred p; setp.ne.b32 p, $S, 0; wgmma.mma_async.sync.aligned.
        m64nNk16.f32.T.T {d...}, {a0, a1, a2, a3}, $B, p, SA, SB, TB; }` with
        the sums' inputs tied to the outputs."""
        text = " ".join(mlir_unescape(prop(op.props, "asm_string")[1:-1]).split())
        constraints = mlir_unescape(prop(op.props, "constraints")[1:-1]).split(",")
        if not text:
            self.empty_asm(op, args, env, mask, constraints)
            return
        replace = TENSORMAP_REPLACE_ASM.match(text)
        if replace:
            self.tensormap_replace(op, args, [t for t in range(self.n) if mask[t]],
                                   replace, constraints)
            return
        f8 = F8_MMA_ASM.match(text)
        if f8:
            self.f8_mma_asm(op, args, env, mask, f8, constraints)
            return
        m = WGMMA_REGISTER_ASM.match(text)
        if not m and "wgmma.mma_async" in text:
            # The register fragments of A for tf32 (m64nNk8) and 8-bit
            # (m64nNk32) types are not modelled.
            raise EmulationError("line %d: inline wgmma.mma_async `%s` is not modelled (A from "
                                 "registers: m64nNk16 with .f16/.bf16 A and B and .f32 D only)"
                                 % (op.line, text))
        if not m:
            raise EmulationError("line %d: inline PTX `%s` is not modelled"
                                 % (op.line, text))
        outputs = [c for c in constraints if c.startswith("=")]
        inputs = constraints[len(outputs):]

        def operand(ref):
            index = int(ref.strip().lstrip("$")) - len(outputs)
            if not 0 <= index < len(args):
                raise EmulationError("line %d: inline PTX operand %s is not an input"
                                     % (op.line, ref))
            return index

        n, type_a, type_b = int(m.group(2)), m.group(3), m.group(4)
        d_refs = [x.strip() for x in m.group(5).split(",")]
        a_refs = [x.strip() for x in m.group(6).split(",")]
        if (type_a != type_b or d_refs != ["$%d" % i for i in range(n // 2)] or
                outputs != ["=f"] * (n // 2) or len(a_refs) != 4 or
                aggregate_fields(op.out_types[0]) != ["f32"] * (n // 2)):
            raise EmulationError("line %d: inline wgmma `%s` (constraints %s) is not "
                                 "modelled" % (op.line, text, ",".join(constraints)))
        # The sums' inputs: the inputs tied to outputs 0 .. n/2 - 1, in order.
        tied = [i for i, c in enumerate(inputs) if c.isdigit()]
        if [int(inputs[i]) for i in tied] != list(range(n // 2)):
            raise EmulationError("line %d: inline wgmma's sums are not tied to its "
                                 "outputs in order" % op.line)
        # Only the sums may be registers of wgmma results in flight, each in
        # its own place (checked as for the NVVM op's accumulator).
        args = [a if i in tied else self.wgmma_use(op, a, mask)
                for i, a in enumerate(args)]
        scales = {self.lane_value(op, args[operand(m.group(1))], t)
                  for t in range(self.n) if mask[t]}
        if len(scales) != 1:
            raise EmulationError("line %d: wgmma's scale-d differs between threads"
                                 % op.line)
        scale = scales.pop()
        acc = [tuple(args[i][t] for i in tied) if args[tied[0]][t] is not None else None
               for t in range(self.n)]
        registers = [args[operand(ref)] for ref in a_refs]
        env[op.results[0]] = self.wgmma_issue(
            op, mask, n, type_a, "f32", scale != 0, acc,
            ("regs", registers, m.group(8) == "-1"), args[operand("$" + m.group(7))],
            m.group(10) == "0", m.group(9) == "-1")

    def count_bank_conflicts(self, rows, what):
        """Each matrix's eight rows (128 bytes) of an ldmatrix or stmatrix
        (`what`) are one shared-memory request: it takes as many wavefronts
        as the most distinct 128-byte lines that meet in one 4-byte bank of 32
        (shared buffers start 128-byte aligned)."""
        wavefronts = 1
        for j in range(0, len(rows), 8):
            banks = {}
            for address in rows[j:j + 8]:
                for word in range(address, address + 16, 4):
                    banks.setdefault((word >> 2) % 32, set()).add(word >> 7)
            wavefronts = max(wavefronts, max(len(lines) for lines in banks.values()))
        self.stats[what] = self.stats.get(what, 0) + 1
        if wavefronts > 1:
            self.stats[what + " conflicts"] = self.stats.get(what + " conflicts", 0) + 1

    def printf(self, op, args, active):
        fmt = mlir_unescape(prop(op.props, "format")[1:-1])
        for t in active:
            values = tuple(a[t] for a in args)
            text = fmt.replace("%lld", "%d").replace("%ld", "%d").replace("%llu", "%d")
            text = text.replace("%lu", "%d").replace("%p", "0x%x").replace("%u", "%d")
            self.printer.append(text % values)

    def region_run(self, block, env, mask, values):
        # Value names are unique within a function: regions share `env`.
        for (arg, _), v in zip(block.args, values):
            env[arg] = v
        return self.exec_ops(block.ops, env, mask)

    def scf_if(self, op, args, env, mask):
        cond = args[0]
        then_mask = [m and bool(cond[t]) for t, m in enumerate(mask)]
        else_mask = [m and not cond[t] for t, m in enumerate(mask)]
        results = [[None] * self.n for _ in op.results]
        if op.blocking is None:
            # Regions with ops besides their yield, one of which may block.
            op.blocking = len(op.regions) == 2 and all(
                any(o.name != "scf.yield" for o in region[0].ops) for region in op.regions) \
                and any(o.name in BLOCKING_OPS or (
                    o.name in ("nvvm.tcgen05.dealloc", "nvvm.tcgen05.relinquish_alloc_permit")
                    and tcgen05_cta_group(o) == "cta_2")
                    for region in op.regions for o in walk(region[0].ops))
        if op.blocking and any(then_mask) and any(else_mask):
            self.split(op, env, [(op.regions[0][0], then_mask),
                                 (op.regions[1][0], else_mask)], results)
            return
        for region, m in ((op.regions[0], then_mask),
                          (op.regions[1] if len(op.regions) > 1 else None, else_mask)):
            if region is None or not region[0].ops or not any(m):
                continue
            _, yielded = self.region_run(region[0], env, m, [])
            for k, values in enumerate(yielded):
                for t in range(self.n):
                    if m[t]:
                        results[k][t] = values[t]
        for k, name in enumerate(op.results):
            env[name] = results[k]

    def split(self, op, env, parts, results):
        """The regions of an scf.if whose threads split between them, each as
        a group of threads of its own (see Scheduler); the group of the
        scf.if waits for both."""
        sched = self.sched
        if sched is None:
            sched = self.sched = Scheduler(self.n)
        parent = sched.current
        children = []
        for block, m in parts:
            child = Group({t for t in range(self.n) if m[t]}, parent, op)
            child.thread = threading.Thread(target=self.group_main,
                                            args=(sched, child, block, env, m), daemon=True)
            children.append(child)
        parent.children = children
        sched.groups.extend(children)
        sched.block(parent, lambda: all(c.state == "done" for c in children), None, op)
        parent.children = []
        for child, (_, m) in zip(children, parts):
            for k, values in enumerate(child.yielded):
                for t in child.members:
                    results[k][t] = values[t]
        for k, name in enumerate(op.results):
            env[name] = results[k]
        if parent is sched.root and len(sched.groups) == 1:
            self.sched = None

    def group_main(self, sched, group, block, env, mask):
        try:
            _, group.yielded = self.region_run(block, env, mask, [])
            sched.finish(group, group.if_op)
        except BaseException as e:
            # Reported by the first group, which waits for the others.
            sched.fail(e)

    def scf_for(self, op, args, env, mask):
        lower, upper, step = args[:3]
        carried = [list(a) for a in args[3:]]
        w = int_width(op.in_types[0])
        iv = list(lower)
        body = op.regions[0][0]
        while True:
            active = [m and iv[t] is not None and iv[t] < upper[t]
                      for t, m in enumerate(mask)]
            if not any(active):
                break
            _, yielded = self.region_run(body, env, active, [iv] + carried)
            for k, values in enumerate(yielded):
                for t in range(self.n):
                    if active[t]:
                        carried[k][t] = values[t]
            iv = [wrap(iv[t] + step[t], w) if active[t] else iv[t] for t in range(self.n)]
            mask = [m and a for m, a in zip(mask, active)]
        for k, name in enumerate(op.results):
            env[name] = carried[k]

    def scf_while(self, op, args, env, mask):
        before, after = op.regions[0][0], op.regions[1][0]
        values = [list(a) for a in args]
        results = [[None] * self.n for _ in op.results]
        running = list(mask)
        while any(running):
            term, forwarded = self.region_run(before, env, running, values)
            cond, passed = forwarded[0], forwarded[1:]
            going = [running[t] and bool(cond[t]) for t in range(self.n)]
            for t in range(self.n):
                if running[t] and not going[t]:
                    for k in range(len(results)):
                        results[k][t] = passed[k][t]
            running = going
            if not any(running):
                break
            _, values = self.region_run(after, env, running, passed)
            values = [list(v) for v in values]
        for k, name in enumerate(op.results):
            env[name] = results[k]


# --------------------------------------------------------------------------
# Launch
# --------------------------------------------------------------------------


def fail(message):
    sys.stderr.write("tileiras-emulate: error: %s\n" % message)
    sys.exit(1)


def random_fill(etype, count, state):
    """tileiras-run's `random` fill (runner_args), rounded to nearest even
    where inexact."""
    out = bytearray()
    for value in random_values(is_float(etype), count, state):
        out += to_bytes(round_float(value, etype) if is_float(etype) else value, etype)
    return bytes(out)


def parse_args(argv):
    return parse_runner_args(argv, fail, flags=("report-bank-conflicts",))


def global_initializer(op, count, element):
    """The bytes of a global array: its dense `value`, or undefined bytes
    (shared memory is refilled for every CTA)."""
    size = count * byte_size(element)
    text = prop(op.props, "value")
    if text is None:
        return POISON_BYTE * size
    if not text.startswith("dense<"):
        fail("line %d: the initializer %s is not modelled" % (op.line, text[:40]))
    body = text[6:matching(text, 5)]
    if not body.startswith("["):
        # A splat (dense<0> of a pool of a MiB): one element, repeated.
        return to_bytes(parse_scalar_attr(body, element), element) * count
    items = split_top(body[1:-1])
    if len(items) != count:
        fail("line %d: the initializer has %d elements, the global %d"
             % (op.line, len(items), count))
    return b"".join(to_bytes(parse_scalar_attr(x, element), element) for x in items)


def main():
    try:
        options = parse_args(sys.argv[1:])
    except (ValueError, IndexError) as e:
        fail("bad option: %s" % e)
    try:
        ops = parse_module(open(options["file"]).read())
    except (ValueError, AssertionError, IndexError) as e:
        fail("cannot parse %s (expected the generic form): %s" % (options["file"], e))
    funcs = [op for op in walk(ops) if op.name == "llvm.func" and
             ("nvvm.kernel" in op.attrs or "cute.kernel" in op.attrs)]
    if options["kernel"]:
        funcs = [f for f in funcs if prop(f.props, "sym_name") == '"%s"' % options["kernel"]]
    if len(funcs) != 1:
        fail("expected one kernel, found %d (name one with --kernel)" % len(funcs))
    func = funcs[0]
    reqntid = prop(func.attrs, "nvvm.reqntid")
    if not reqntid:
        fail("the kernel has no nvvm.reqntid")
    dims = [int(x) for x in reqntid[reqntid.index(":") + 1:-1].split(",")]
    nthreads = dims[0] * (dims[1] if len(dims) > 1 else 1) * (dims[2] if len(dims) > 2 else 1)
    if len(dims) > 1 and dims[1] * (dims[2] if len(dims) > 2 else 1) != 1:
        fail("only one-dimensional blocks are modelled")

    # Clusters (PTX ISA, "Cluster of Cooperative Thread Arrays", the
    # .reqnctapercluster and .blocksareclusters directives): the kernel's
    # cluster shape; the grid counts CTAs, a multiple of the shape in each
    # dimension, or with nvvm.blocksareclusters clusters.
    cluster_attr = prop(func.attrs, "nvvm.cluster_dim")
    blocks_are_clusters = prop(func.attrs, "nvvm.blocksareclusters") is not None
    cluster_dims = (1, 1, 1)
    if cluster_attr:
        values = array_attr(cluster_attr)
        if not 1 <= len(values) <= 3 or any(v < 1 for v in values):
            fail("nvvm.cluster_dim = %s: expected 1 to 3 positive dimensions" % cluster_attr)
        cluster_dims = tuple(values + [1] * (3 - len(values)))
    elif blocks_are_clusters:
        fail("the kernel has nvvm.blocksareclusters but no nvvm.cluster_dim (the launch "
             "counts clusters of a shape the kernel gives)")
    grid = options["grid"]
    if blocks_are_clusters:
        nclusters = grid
        grid = tuple(g * c for g, c in zip(grid, cluster_dims))
    else:
        if any(g % c for g, c in zip(grid, cluster_dims)):
            fail("--grid=%s is not a multiple of the cluster shape %s (nvvm.cluster_dim) in "
                 "each dimension" % (",".join(map(str, grid)),
                                     ",".join(map(str, cluster_dims))))
        nclusters = tuple(g // c for g, c in zip(grid, cluster_dims))
    ncta = cluster_dims[0] * cluster_dims[1] * cluster_dims[2]
    shape = ClusterShape(cluster_dims, (0, 0, 0), nclusters, grid, nthreads)
    try:
        check_cta_groups(func, ncta)
    except EmulationError as e:
        fail(str(e))

    memory = Memory()
    memory.configure_cluster(ncta, shape.stride, nthreads)
    # Shared-memory tracking for the async proxy only where it is read.
    memory.track_proxy = any(op.name in ("nvvm.wgmma.mma_async",
                                         "nvvm.cp.async.bulk.tensor.global.shared.cta",
                                         "nvvm.tcgen05.mma", "nvvm.tcgen05.mma.block_scale",
                                         "nvvm.tcgen05.cp")
                             for op in walk(ops))
    # Generic writes of global memory matter to tensor maps only where a
    # TMA copy reads one.
    memory.track_maps = any(op.name in ("nvvm.cp.async.bulk.tensor.shared.cluster.global",
                                        "nvvm.cp.async.bulk.tensor.global.shared.cta")
                            for op in walk(ops))
    # Generic reads of shared memory matter to the async proxy's writes only
    # where a TMA copy writes it.
    memory.track_war = any(op.name == "nvvm.cp.async.bulk.tensor.shared.cluster.global"
                           for op in walk(ops))
    globals_ = {}
    next_region = 64
    # The shared window: shared globals at multiples of 1024 bytes.
    window = 0
    for op in walk(ops):
        if op.name == "llvm.mlir.global":
            gtype = prop(op.props, "global_type")
            if not gtype.startswith("!llvm.array<"):
                fail("line %d: a global of type %s is not modelled" % (op.line, gtype))
            count, element = gtype[len("!llvm.array<"):-1].split(" x ")
            # Dynamic shared memory (an external array of no size): the
            # bytes the kernel records for its launch.
            if int(count) == 0 and prop(op.props, "addr_space") == "3 : i32":
                dynamic = prop(func.attrs, "tileiras.dynamic_smem_bytes")
                if dynamic:
                    count = int(dynamic.split(":")[0])
            data = global_initializer(op, int(count), element)
            base = next_region << REGION_BITS
            next_region += 1
            shared = prop(op.props, "addr_space") == "3 : i32"
            origin = window if shared else 0
            if shared:
                window += -(-max(len(data), 1) // 1024) * 1024
                # Each CTA of a cluster has its copy, at the same window
                # address (the regions of CTA r lie CLUSTER_REGIONS r on).
                peers = [base + (r * CLUSTER_REGIONS << REGION_BITS) for r in range(ncta)]
                for r, peer in enumerate(peers):
                    memory.add(peer, data, shared=True, origin=origin, cta=r)
                    memory.shared_peers[peer] = peers
            else:
                memory.add(base, data)
            globals_[prop(op.props, "sym_name")[1:-1]] = base + origin

    params = func.regions[0][0].args
    if len(params) != len(options["args"]):
        fail("the kernel takes %d arguments, %d given" % (len(params), len(options["args"])))
    kernel_args, buffers = [], {}
    for k, (arg, (_, ptype)) in enumerate(zip(options["args"], params)):
        if arg[0] == "scalar":
            if ptype != arg[1]:
                fail("argument %d is %s, given --%s" % (k, ptype, arg[1]))
            value = arg[2]
            if is_float(ptype):
                value = round_float(value, ptype)
            elif wrap(value, int_width(ptype)) != value:
                fail("--%s=%d does not fit" % (ptype, value))
            kernel_args.append(value)
            continue
        _, name, etype, count, init = arg
        if not ptype.startswith("!llvm.ptr"):
            fail("argument %d is %s, given a buffer" % (k, ptype))
        if name in buffers:
            fail("two buffers are named '%s'" % name)
        size = count * byte_size(etype)
        if init == "zeros":
            data = bytes(size)
        elif init == "random":
            data = random_fill(etype, count, options["seed"] + len(buffers))
        else:
            try:
                data = open(init, "rb").read()
            except OSError as e:
                fail("cannot read %s for buffer '%s': %s" % (init, name, e.strerror))
            if len(data) != size:
                fail("%s has %d bytes, buffer '%s' needs %d" % (init, len(data), name, size))
        base = (k + 1) << REGION_BITS
        memory.add(base, data)
        buffers[name] = (base, etype, count)
        kernel_args.append(base)
    if options["dry_run"]:
        for name, path in options["out"]:
            if name not in buffers:
                fail("--out names no buffer '%s'" % name)
            open(path, "wb").write(memory.buffers[buffers[name][0]])
        return

    printed = []
    stats = {}
    gx, gy, gz = nclusters
    try:
        for z in range(gz):
            for y in range(gy):
                for x in range(gx):
                    if ncta == 1:
                        memory.start_cta()
                        cta = CTA(memory, globals_, nthreads, (x, y, z), grid, printed, stats)
                        cta.run(func, kernel_args)
                        memory.end_cta((x, y, z))
                        ended = "block %s ends" % ((x, y, z),)
                    else:
                        # A cluster: its CTAs run together (each ends on its
                        # own, see CTA.run).
                        cluster = ClusterShape(cluster_dims, (x, y, z), nclusters, grid,
                                               nthreads)
                        blocks = [cluster.block_id(r) for r in range(ncta)]
                        memory.start_cta(blocks)
                        cta = CTA(memory, globals_, nthreads, blocks[0], grid, printed, stats,
                                  cluster)
                        cta.run(func, kernel_args)
                        ended = "the cluster of blocks %s to %s ends" % (blocks[0],
                                                                         blocks[-1])
                    for line in memory.heap.values():
                        raise EmulationError("line %d: %s without freeing what this malloc "
                                             "allocated" % (line, ended))
    except EmulationError as e:
        fail(str(e))
    for line in printed:
        sys.stdout.write(line)
    if options["report_bank_conflicts"]:
        sys.stdout.write("tileiras-emulate: ldmatrix: %d issued, %d with bank conflicts\n"
                         % (stats.get("ldmatrix", 0), stats.get("ldmatrix conflicts", 0)))
        if stats.get("stmatrix"):
            sys.stdout.write("tileiras-emulate: stmatrix: %d issued, %d with bank conflicts\n"
                             % (stats["stmatrix"], stats.get("stmatrix conflicts", 0)))

    contents = {name: (etype, count, bytes(memory.buffers[base]))
                for name, (base, etype, count) in buffers.items()}
    matched = write_and_compare(options, contents, from_bytes, is_float, fail)
    sys.exit(0 if matched else 1)


if __name__ == "__main__":
    main()
