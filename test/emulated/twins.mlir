// Every GPU test has a twin here whose kernel runs take the same arguments
// (grid, seed, buffers, scalars, compares), so the two cannot drift apart.
// RUN: %python %S/Inputs/check_twins.py %S/../gpu %S | FileCheck %s
// CHECK-NOT: missing twin
// CHECK-NOT: arguments differ
// CHECK: twins: {{[1-9][0-9]*}} checked, 0 problems
