# model_io.py: what the reference scripts of the emulator's model tests
# share: writing arrays of one machine type to files, i32 wrap-around, f32
# values that must be exact, and the swizzle of shared memory addresses (PTX
# ISA, "Shared Memory Layout and Swizzling").
import array
import os
import struct
from fractions import Fraction


def writer(out, code=None):
    """A function writing `values` to file `name` in folder `out` as an
    array of `code` (array module codes: "i", "H", ...): write(name, values)
    where `code` is given, else write(name, code, values)."""
    def write_array(name, array_code, values):
        with open(os.path.join(out, name), "wb") as f:
            f.write(array.array(array_code, values).tobytes())
    if code is None:
        return write_array
    return lambda name, values: write_array(name, code, values)


def wrap32(x):
    """x as the signed 32-bit integer it wraps to."""
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def exact_f32(x):
    """The rational x as an f32, which must hold it exactly (the references
    pick values whose sums are exact)."""
    y = struct.unpack("<f", struct.pack("<f", float(x)))[0]
    assert Fraction(y) == x, "the reference sum is not exact in f32"
    return y


def swizzle(address, width):
    """The W-byte swizzle of a shared address: its 16-byte chunk (bits 4 and
    up) XOR as many bits from bit 7 (3, 2, 1 bits for 128, 64, 32 bytes)."""
    if width is None:
        return address
    bits = {128: 3, 64: 2, 32: 1}[width]
    return address ^ (((address >> 7) & ((1 << bits) - 1)) << 4)
