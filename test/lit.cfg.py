# lit configuration of the tileiras-mlir test suites.
import os
import shutil
import subprocess
import sys

import lit.formats

config.name = "tileiras"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tileiras_obj_root, "test")

# The stock LLVM 22 tools come first on PATH.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])

dialect_plugin = os.path.join(config.plugin_dir, "CudaTileDialectPlugin.so")
all_plugin = os.path.join(config.plugin_dir, "TileirasPlugin.so")

# %cuda-tile-opt: mlir-opt with the dialect plugin only.
# %tileiras-opt:  mlir-opt with everything (dialects and passes).
config.substitutions.append(
    ("%cuda-tile-opt", "mlir-opt --load-dialect-plugin=%s" % dialect_plugin))
config.substitutions.append(
    ("%tileiras-opt", "mlir-opt --load-dialect-plugin=%s --load-pass-plugin=%s"
     % (all_plugin, all_plugin)))
# %tileiras-run: the kernel runner of this build; %python: the Python that
# runs lit, for tests that compute reference results.
tileiras_run = os.path.join(config.tileiras_obj_root, "bin", "tileiras-run")
# With --param gpu_export=DIR the GPU tests run without a GPU and each launch
# is exported into a folder of DIR instead (tileiras-run --export-under), to
# be replayed with tileiras-launch where a GPU is (test/gpu/README.md);
# --param gpu_chip=CHIP picks the chip they compile for (default sm_90a).
gpu_export = lit_config.params.get("gpu_export")
if gpu_export:
    tileiras_run += " --export-under=" + os.path.abspath(gpu_export)
    # The launches a test expects to fail are exported saying so, and what
    # FileCheck would read is the export's report: it is not checked here.
    config.substitutions.append(
        ("not %tileiras-run", tileiras_run + " --export-expecting-failure"))
    config.substitutions.append(
        ("FileCheck", sys.executable + " -c 'import sys; sys.stdin.read()'"))
config.substitutions.append(("%tileiras-run", tileiras_run))
# %tileiras-translate: Tile IR bytecode to text and back (tools/tileiras-translate).
config.substitutions.append(
    ("%tileiras-translate", os.path.join(config.tileiras_obj_root, "bin", "tileiras-translate")))
config.substitutions.append(
    ("%tileiras-launch", os.path.join(config.tileiras_obj_root, "bin", "tileiras-launch")))
config.substitutions.append(("%python", sys.executable))
# %tileiras: the tileiras command of this build (a pattern that leaves the
# longer %tileiras-... names alone); %tileiras-capi-test: a C program of
# tools/tileiras that compiles through tileiras.h.
config.substitutions.append(
    (r"%tileiras(?![-\w])", os.path.join(config.tileiras_obj_root, "bin", "tileiras")))
# %tileiras-build-dir: this build, for the test of its installed tree.
config.substitutions.append(("%tileiras-build-dir", config.tileiras_obj_root))
config.substitutions.append(
    ("%tileiras-capi-test", os.path.join(config.tileiras_obj_root, "bin", "tileiras-capi-test")))
# %tileiras-interpret: runs a cuda_tile module on the CPU, op by op, as the
# Tile IR specification defines each op (tools/tileiras-interpret), with the
# dialect plugin of this build.
config.substitutions.append(
    ("%tileiras-interpret", "%s %s --plugin=%s" % (sys.executable, os.path.join(
        config.tileiras_src_root, "tools", "tileiras-interpret", "tileiras-interpret.py"),
        all_plugin)))
# %tileiras-emulate: runs a kernel as convert-tileas-to-llvm leaves it on the
# CPU (tools/tileiras-emulate); %lower-to-llvm: the pipeline up to there.
config.substitutions.append(
    ("%tileiras-emulate", "%s %s" % (sys.executable, os.path.join(
        config.tileiras_src_root, "tools", "tileiras-emulate", "tileiras-emulate.py"))))
config.substitutions.append(
    ("%lower-to-llvm",
     "builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},"
     "convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,"
     "gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))"))
# %lower-to-llvm-sm80, -sm90a, -sm100a: the same for each target (longest
# names first, so that %lower-to-llvm does not match them).
for chip in ("sm_100a", "sm_90a", "sm_80"):
    config.substitutions.insert(0, (
        "%lower-to-llvm-" + chip.replace("_", ""),
        "builtin.module(convert-cuda-tile-to-tileaa{chip=%s},"
        "convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline,tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,"
        "gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))" % chip))
# %lower-to-llvm-sm100a-registers: sm_100a with the sums of products in
# registers (mma.sync) rather than tensor memory.
config.substitutions.insert(0, (
    "%lower-to-llvm-sm100a-registers",
    "builtin.module(convert-cuda-tile-to-tileaa{chip=sm_100a},"
    "convert-tileaa-to-tileas,tileas-assign-layouts,tileas-remove-layout-conversions,gpu.module(tileas-pipeline{use-tensor-memory=false},tileas-tma-stores),tileas-prefetch-loads,convert-nv-tile-func-to-llvm,"
    "gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))"))
# %tileiras-fuzz: the differential fuzzer (tools/tileiras-fuzz): random
# cuda_tile kernels, interpreted and emulated after each chip's lowering.
config.substitutions.append(
    ("%tileiras-fuzz", "%s %s --plugin=%s" % (sys.executable, os.path.join(
        config.tileiras_src_root, "tools", "tileiras-fuzz", "tileiras-fuzz.py"),
        all_plugin)))
config.substitutions.append(("%examples", os.path.join(config.tileiras_src_root, "examples")))

# GPU tests declare `REQUIRES: cuda-gpu`; they run where a GPU answers.
# %gpu-chip is the chip to compile for: that of the first GPU, with the
# architecture-specific features of Hopper and Blackwell.
# A feature names the chip too (gpu-sm_80, gpu-sm_90a, gpu-sm_100a), for the
# tests of what only some chips have (clusters, tf32 read by truncation).
if gpu_export:
    config.available_features.add("cuda-gpu")
    gpu_chip = lit_config.params.get("gpu_chip", "sm_90a")
    config.substitutions.append(("%gpu-chip", gpu_chip))
    config.available_features.add("gpu-" + gpu_chip.split()[0])
elif shutil.which("nvidia-smi") and os.system("nvidia-smi -L > /dev/null 2>&1") == 0:
    config.available_features.add("cuda-gpu")
    cap = subprocess.run(["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"],
                         capture_output=True, text=True).stdout.split()[0]
    major, minor = cap.split(".")
    chip = "sm_%s%s" % (major, minor)
    chip = chip + "a" if major in ("9", "10") else chip
    config.substitutions.append(("%gpu-chip", chip))
    config.available_features.add("gpu-" + chip)
# The CUDA toolkit tests compile with (%cuda-toolkit): CUDA_HOME, else the one
# holding the ptxas on PATH, else /usr/local/cuda. `ptxas` when it has ptxas
# and libdevice; `cuda-default-toolkit` when /usr/local/cuda has them, which
# is where #tileiras.target looks when nothing else is set.
def has_toolkit(path):
    return (os.access(os.path.join(path, "bin", "ptxas"), os.X_OK) and
            os.path.isfile(os.path.join(path, "nvvm", "libdevice", "libdevice.10.bc")))

cuda_toolkit = os.environ.get("CUDA_HOME") or "/usr/local/cuda"
if not has_toolkit(cuda_toolkit) and shutil.which("ptxas"):
    cuda_toolkit = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("ptxas"))))
if has_toolkit(cuda_toolkit):
    config.available_features.add("ptxas")
if has_toolkit("/usr/local/cuda"):
    config.available_features.add("cuda-default-toolkit")
config.substitutions.append(("%cuda-toolkit", cuda_toolkit))
