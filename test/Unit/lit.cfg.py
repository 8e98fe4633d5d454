# lit configuration of the C++ unit tests: each GoogleTest case is one lit test.
import os

import lit.formats

config.name = "tileiras-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
# The test executables are found in the build tree, below this directory.
config.test_source_root = config.tileiras_unit_obj_root
config.test_exec_root = config.tileiras_unit_obj_root
