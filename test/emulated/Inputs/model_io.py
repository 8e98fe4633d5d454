# model_io.py: what the reference scripts of the emulator's model tests
# share: writing arrays of one machine type to files, and i32 wrap-around.
import array
import os


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
