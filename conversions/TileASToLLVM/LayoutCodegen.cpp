//===- LayoutCodegen.cpp - layouts evaluated on runtime indices -----------===//

#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

Value mlir::tileiras::emitLayoutOffset(OpBuilder &builder, Location loc,
                                       const ::tileiras::cute::Layout &layout,
                                       Value index) {
  ::tileiras::cute::Layout flat = layout.flatten();
  std::vector<int64_t> extents = flat.shape().leaves();
  std::vector<int64_t> strides = flat.stride().leaves();
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(builder, loc, i32, v).getResult();
  };
  Value offset = constant(0);
  int64_t before = 1;
  for (auto [extent, stride] : llvm::zip(extents, strides)) {
    if (extent > 1 && stride != 0) {
      Value coordinate = index;
      if (before > 1)
        coordinate =
            arith::DivUIOp::create(builder, loc, coordinate, constant(before));
      coordinate =
          arith::RemUIOp::create(builder, loc, coordinate, constant(extent));
      if (stride != 1)
        coordinate =
            arith::MulIOp::create(builder, loc, coordinate, constant(stride));
      offset = arith::AddIOp::create(builder, loc, offset, coordinate);
    }
    before *= extent;
  }
  return offset;
}

Value mlir::tileiras::emitSwizzle(OpBuilder &builder, Location loc,
                                  const ::tileiras::cute::Swizzle &swizzle,
                                  Value index) {
  if (swizzle.bits() == 0)
    return index;
  Type type = index.getType();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(builder, loc, type, v).getResult();
  };
  int shift = swizzle.shift();
  int64_t mask = (int64_t(1) << swizzle.bits()) - 1;
  // The source bits, in place, then moved onto the target bits.
  int64_t sourceMask = mask << (swizzle.base() + std::max(shift, 0));
  Value source = arith::AndIOp::create(builder, loc, index, constant(sourceMask));
  Value moved =
      shift >= 0
          ? arith::ShRUIOp::create(builder, loc, source, constant(shift))
                .getResult()
          : arith::ShLIOp::create(builder, loc, source, constant(-shift))
                .getResult();
  return arith::XOrIOp::create(builder, loc, index, moved);
}
