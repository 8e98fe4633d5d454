"""The command line tileiras-run gives kernels, for the tools that run them
on the CPU (tileiras-emulate, tileiras-interpret): the same arguments, the
same `random` inputs and the same output lines, so that a GPU test's command
line carries over. What a tool does with the bytes (decoding elements,
rounding) stays its own."""
import math

BUFFER_TYPES = ("f16", "bf16", "f32", "f64", "i8", "i16", "i32", "i64")


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return state, z ^ (z >> 31)


def random_values(is_float, count, state):
    """tileiras-run's `random` fill: from the top 24 bits r of each draw,
    floats r / 2^23 - 1 (for the caller to round to the element type),
    integers r % 201 - 100."""
    for _ in range(count):
        state, draw = splitmix64(state)
        r = draw >> 40
        yield r / float(1 << 23) - 1.0 if is_float else r % 201 - 100


def parse_runner_args(argv, fail, flags=(), valued=()):
    """The options: --grid, --kernel, --seed, --dry-run, --buffer, scalars
    (--i32 ...), --out, --compare, and the tool's own `flags` (no value) and
    `valued` options (with one), stored under their names with - as _."""
    options = {"grid": (1, 1, 1), "kernel": None, "args": [], "out": [],
               "compare": [], "file": None, "seed": 0, "dry_run": False}
    for name in flags:
        options[name.replace("-", "_")] = False
    for name in valued:
        options[name.replace("-", "_")] = None
    for arg in argv:
        if not arg.startswith("--"):
            if options["file"]:
                fail("more than one input file")
            options["file"] = arg
            continue
        key, _, value = arg[2:].partition("=")
        if key == "grid":
            dims = [int(x) for x in value.split(",")]
            if not 1 <= len(dims) <= 3 or min(dims) < 1:
                fail("--grid=%s: expected X[,Y[,Z]] of positive numbers" % value)
            options["grid"] = tuple(dims + [1] * (3 - len(dims)))
        elif key == "kernel":
            options["kernel"] = value
        elif key == "seed":
            options["seed"] = int(value)
        elif key == "dry-run":
            options["dry_run"] = True
        elif key in flags:
            options[key.replace("-", "_")] = True
        elif key in valued:
            options[key.replace("-", "_")] = value
        elif key == "buffer":
            parts = value.split(":")
            if len(parts) != 4 or parts[1] not in BUFFER_TYPES:
                fail("--buffer=%s: expected name:type:count:zeros|random|FILE" % value)
            options["args"].append(("buffer", parts[0], parts[1], int(parts[2]), parts[3]))
        elif key in ("i32", "i64", "f32", "f64"):
            options["args"].append(("scalar", key, float(value) if key[0] == "f" else int(value)))
        elif key == "out":
            parts = value.split(":", 1)
            if len(parts) != 2 or not all(parts):
                fail("--out=%s: expected name:file" % value)
            options["out"].append(parts)
        elif key == "compare":
            parts = value.split(":")
            if len(parts) not in (2, 3) or not parts[0] or not parts[1]:
                fail("--compare=%s: expected name:file[:rtol=R,atol=A]" % value)
            tolerances = {"rtol": 1e-5, "atol": 1e-6}
            for setting in (parts[2].split(",") if len(parts) == 3 else []):
                key2, _, number = setting.partition("=")
                if key2 not in tolerances or not number or float(number) < 0:
                    fail("--compare=%s: expected rtol=R,atol=A with R, A >= 0" % value)
                tolerances[key2] = float(number)
            options["compare"].append((parts[0], parts[1], tolerances))
        else:
            fail("unknown option --%s" % key)
    if not options["file"]:
        fail("no input file")
    return options


def write_and_compare(options, buffers, element, is_float, fail):
    """Writes the --out files and checks the --compare ones, printing one
    line per comparison (`compare NAME: N elements match`, or how many
    differ and the first); returns whether all matched. `buffers` maps a
    name to (element type, count, bytes); `element(chunk, type)` decodes
    one element."""
    for name, path in options["out"]:
        if name not in buffers:
            fail("--out names no buffer '%s'" % name)
        open(path, "wb").write(buffers[name][2])
    matched = True
    for name, path, tolerances in options["compare"]:
        rtol, atol = tolerances["rtol"], tolerances["atol"]
        if name not in buffers:
            fail("--compare names no buffer '%s'" % name)
        etype, count, got = buffers[name]
        try:
            want = open(path, "rb").read()
        except OSError as e:
            fail("cannot read %s: %s" % (path, e.strerror))
        if len(want) != len(got):
            fail("%s has %d bytes, buffer '%s' has %d" % (path, len(want), name, len(got)))
        size = len(got) // count if count else 0
        bad = []
        for i in range(count):
            g = element(got[i * size:(i + 1) * size], etype)
            w = element(want[i * size:(i + 1) * size], etype)
            if is_float(etype):
                ok = (g == w or (math.isnan(g) and math.isnan(w)) or
                      abs(g - w) <= atol + rtol * abs(w))
            else:
                ok = g == w
            if not ok:
                bad.append((i, g, w))
        if bad:
            matched = False
            print("compare %s: %d of %d elements differ; first at %d: got %r, want %r"
                  % (name, len(bad), count, bad[0][0], bad[0][1], bad[0][2]))
        else:
            print("compare %s: %d elements match" % (name, count))
    return matched
