//===- Common.cpp - helpers shared by the tile-to-LLVM patterns -----------===//

#include "conversions/TileASToLLVM/Common.h"
#include "conversions/TileASToLLVM/LayoutCodegen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

nv_tileas::TVLayoutAttr mlir::tileiras::getLayout(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor
             ? dyn_cast_or_null<nv_tileas::TVLayoutAttr>(tensor.getEncoding())
             : nv_tileas::TVLayoutAttr();
}

Value mlir::tileiras::getThreadId(OpBuilder &builder, Location loc) {
  return NVVM::ThreadIdXOp::create(builder, loc, builder.getI32Type());
}

Value mlir::tileiras::zeroToken(OpBuilder &builder, Location loc) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), 0);
}

SmallVector<Value> mlir::tileiras::emitElementIndices(OpBuilder &builder,
                                                      Location loc, Type type) {
  Type i32 = builder.getI32Type();
  auto layout = getLayout(type);
  if (!layout)
    return {arith::ConstantIntOp::create(builder, loc, i32, 0)};
  ::tileiras::cute::Layout tv = layout.getTVLayout();
  Value threadPart =
      emitLayoutOffset(builder, loc, *tv.mode(0), getThreadId(builder, loc));
  ::tileiras::cute::Layout values = *tv.mode(1);
  SmallVector<Value> indices;
  for (int64_t v = 0, e = values.size(); v < e; ++v)
    indices.push_back(arith::AddIOp::create(
        builder, loc, threadPart,
        arith::ConstantIntOp::create(builder, loc, i32, *values(v))));
  return indices;
}
