//===- LayoutCodegen.h - layouts evaluated on runtime indices ---*- C++ -*-===//
//
// The one place where a layout is applied to an index known only at run
// time (a thread id): the layout library provides the modes, this emits the
// arithmetic that evaluates them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_LAYOUTCODEGEN_H
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_LAYOUTCODEGEN_H

#include "dialects/Cute/Layout/Layout.h"
#include "dialects/Cute/Layout/Swizzle.h"

#include "mlir/IR/Builders.h"

namespace mlir::tileiras {

/// `layout(index)` for an i32 `index`, as i32 arithmetic: each mode of the
/// flattened layout contributes ((index / extent-before) % extent) * stride.
Value emitLayoutOffset(OpBuilder &builder, Location loc,
                       const ::tileiras::cute::Layout &layout, Value index);

/// `swizzle(index)` for an integer `index`: the swizzle's source bits
/// shifted onto its target bits and XORed in.
Value emitSwizzle(OpBuilder &builder, Location loc,
                  const ::tileiras::cute::Swizzle &swizzle, Value index);

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_LAYOUTCODEGEN_H
