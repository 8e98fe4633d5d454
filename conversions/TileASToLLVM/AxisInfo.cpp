//===- AxisInfo.cpp - contiguity and divisibility of tile values ----------===//

#include "conversions/TileASToLLVM/AxisInfo.h"

#include "dialects/CudaTile/IR/CudaTileOps.h"
#include "dialects/TileAA/IR/TileAAOps.h"
#include "dialects/TileAS/IR/TileASOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <numeric>

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// Divisibility of 0: as large as any the analysis compares against.
constexpr int64_t kUnbounded = int64_t(1) << 30;

int64_t powerOfTwoDivisor(int64_t value) {
  if (value == 0)
    return kUnbounded;
  return std::min(kUnbounded, value & -value);
}

int64_t cap(int64_t value) { return std::min(kUnbounded, value); }

int64_t getLastExtent(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() > 0 ? tensor.getShape().back() : 1;
}

/// Bytes one step of a pointer value moves (its pointee), 1 for integers.
int64_t getUnit(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    type = tensor.getElementType();
  auto pointer = dyn_cast<nv_tileaa::PointerType>(type);
  if (!pointer)
    return 1;
  Type pointee = pointer.getPointeeType();
  return pointee.isIntOrFloat()
             ? std::max<int64_t>(1, pointee.getIntOrFloatBitWidth() / 8)
             : 8;
}

/// Divisibility of the first element of aligned chunks of `chunk` elements.
int64_t getDivisibilityAt(const AxisFacts &facts, int64_t chunk, int64_t unit) {
  if (chunk < facts.contiguity)
    return std::gcd(facts.divisibility, cap(chunk * unit));
  return facts.divisibility;
}

/// The integer all elements of `value` equal, if it is a known constant.
std::optional<int64_t> getUniformConstant(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  if (auto splat = value.getDefiningOp<nv_tileaa::SplatOp>())
    if (auto integer = dyn_cast<IntegerAttr>(splat.getValue()))
      return integer.getValue().getSExtValue();
  if (auto splat = value.getDefiningOp<tensor::SplatOp>())
    return getUniformConstant(splat.getInput());
  return std::nullopt;
}

/// The sum of `a` and `b` (b scaled by `unitB` bytes when added to a
/// pointer): contiguous where one side is and the other is constant.
AxisFacts add(const AxisFacts &a, const AxisFacts &b, int64_t unitA,
              int64_t unitB, bool subtract) {
  AxisFacts sum;
  sum.contiguity = std::gcd(a.contiguity, b.constancy);
  if (!subtract)
    sum.contiguity =
        std::max(sum.contiguity, std::gcd(a.constancy, b.contiguity));
  sum.constancy = std::gcd(a.constancy, b.constancy);
  AxisFacts scaledB = b;
  scaledB.divisibility = cap(b.divisibility * unitB);
  sum.divisibility =
      std::gcd(getDivisibilityAt(a, sum.contiguity, unitA),
               getDivisibilityAt(scaledB, sum.contiguity, unitB));
  return sum;
}

} // namespace

AxisFacts AxisAnalysis::get(Value value) {
  auto it = facts.find(value);
  if (it != facts.end())
    return it->second;
  AxisFacts result = compute(value);
  facts[value] = result;
  return result;
}

AxisFacts AxisAnalysis::compute(Value value) {
  Type type = value.getType();
  int64_t extent = getLastExtent(type);
  int64_t unit = getUnit(type);
  // A pointer is aligned to its element; nothing else is known.
  AxisFacts weakest{1, 1, unit};
  Operation *op = value.getDefiningOp();
  if (!op)
    return weakest;

  if (isa<nv_tileaa::IotaOp>(op))
    return {extent, 1, kUnbounded};
  if (std::optional<int64_t> constant = getUniformConstant(value))
    return {1, extent, powerOfTwoDivisor(*constant)};
  if (auto splat = dyn_cast<tensor::SplatOp>(op))
    return {1, extent, get(splat.getInput()).divisibility};
  if (auto broadcast = dyn_cast<nv_tileaa::BroadcastOp>(op)) {
    AxisFacts source = get(broadcast.getSource());
    if (getLastExtent(broadcast.getSource().getType()) == 1)
      return {1, extent, source.divisibility};
    return source;
  }
  if (auto reshape = dyn_cast<nv_tileaa::ReshapeOp>(op)) {
    // Chunks along the last dimension are chunks of the row-major order
    // (all extents are powers of two), so they survive a reshape cut to
    // the new last extent.
    AxisFacts source = get(reshape.getSource());
    AxisFacts result;
    result.contiguity = std::gcd(source.contiguity, extent);
    result.constancy = std::gcd(source.constancy, extent);
    result.divisibility = getDivisibilityAt(source, result.contiguity, unit);
    return result;
  }
  if (auto assume = dyn_cast<nv_tileaa::AssumeOp>(op)) {
    AxisFacts known = get(assume.getValue());
    if (auto divBy = dyn_cast<cuda_tile::DivByAttr>(assume.getPredicate())) {
      int64_t divisor = cap(divBy.getDivisor());
      auto tensor = dyn_cast<RankedTensorType>(type);
      bool alongLast = divBy.getAlong() && tensor &&
                       *divBy.getAlong() == tensor.getRank() - 1;
      if (!divBy.getEvery()) {
        known.divisibility = std::max(known.divisibility, divisor);
      } else if (alongLast && *divBy.getEvery() >= known.contiguity) {
        bool longer = *divBy.getEvery() > known.contiguity;
        known.contiguity = *divBy.getEvery();
        known.divisibility =
            longer ? divisor : std::max(known.divisibility, divisor);
      }
    } else if (auto same = dyn_cast<cuda_tile::SameElementsAttr>(
                   assume.getPredicate())) {
      ArrayRef<int64_t> groups = same.getValues().asArrayRef();
      if (!groups.empty())
        known.constancy = std::max(known.constancy, groups.back());
    }
    return known;
  }
  // The same addresses as pointers to another pointee.
  if (auto cast = dyn_cast<nv_tileaa::BitcastOp>(op))
    return get(cast.getSource());
  if (auto addPtr = dyn_cast<nv_tileaa::AddPtrOp>(op))
    return add(get(addPtr.getBase()), get(addPtr.getOffset()), unit, unit,
               /*subtract=*/false);

  // Integer arithmetic, on scalars (arith) or tiles (the nv_tileas bank).
  if (!isa<arith::ArithDialect, nv_tileas::TileASDialect>(op->getDialect()))
    return weakest;
  StringRef name = op->getName().stripDialect();
  if ((name == "addi" || name == "subi") && op->getNumOperands() == 2)
    return add(get(op->getOperand(0)), get(op->getOperand(1)), 1, 1,
               name == "subi");
  if ((name == "muli" || name == "shli") && op->getNumOperands() == 2) {
    for (int side = 0; side < 2; ++side) {
      if (name == "shli" && side == 0)
        continue;
      std::optional<int64_t> factor = getUniformConstant(op->getOperand(side));
      if (!factor)
        continue;
      if (name == "shli")
        factor = *factor >= 0 && *factor < 62 ? int64_t(1) << *factor : 0;
      AxisFacts other = get(op->getOperand(1 - side));
      if (*factor == 1)
        return other;
      return {1, other.constancy,
              cap(getDivisibilityAt(other, 1, 1) * powerOfTwoDivisor(*factor))};
    }
    if (name == "shli")
      return weakest;
    AxisFacts a = get(op->getOperand(0)), b = get(op->getOperand(1));
    return {1, std::gcd(a.constancy, b.constancy),
            cap(getDivisibilityAt(a, 1, 1) * getDivisibilityAt(b, 1, 1))};
  }
  if (name == "shrui" && op->getNumOperands() == 2) {
    // A scalar halved (and so on) keeps what is left of its divisor.
    std::optional<int64_t> shift = getUniformConstant(op->getOperand(1));
    AxisFacts source = get(op->getOperand(0));
    if (!shift || *shift < 0 || *shift >= 62 || getLastExtent(type) != 1)
      return weakest;
    return {1, 1, std::max<int64_t>(1, source.divisibility >> *shift)};
  }
  if (name == "extsi" || name == "extui" || name == "index_cast" ||
      name == "index_castui")
    return get(op->getOperand(0));
  if (name == "trunci") {
    AxisFacts source = get(op->getOperand(0));
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (width < 62)
      source.divisibility = std::min(source.divisibility, int64_t(1) << width);
    return source;
  }
  return weakest;
}
