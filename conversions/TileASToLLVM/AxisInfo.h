//===- AxisInfo.h - contiguity and divisibility of tile values --*- C++ -*-===//
//
// What is known about the values of a tile along its last dimension, from
// the ops that compute it and the facts `assume` states. Memory accesses use
// it to prove that the elements a thread holds side by side have consecutive
// and aligned addresses, so that they can be read or written as one vector.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_TILEASTOLLVM_AXISINFO_H
#define TILEIRAS_CONVERSIONS_TILEASTOLLVM_AXISINFO_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::tileiras {

/// Along the last dimension (for a scalar: about the value), the elements
/// fall into aligned chunks (starting at multiples of the chunk size):
/// within chunks of `contiguity` they increase by one (pointers: by one
/// element), within chunks of `constancy` they are equal, and the first
/// element of each contiguity chunk is divisible by `divisibility`
/// (pointers: their address, in bytes). All three are powers of two.
struct AxisFacts {
  int64_t contiguity = 1;
  int64_t constancy = 1;
  int64_t divisibility = 1;
};

/// Facts computed on demand from the defining ops, remembered per value.
/// Values the analysis does not see through get the weakest facts (a
/// pointer is still aligned to its element).
class AxisAnalysis {
public:
  AxisFacts get(Value value);

private:
  AxisFacts compute(Value value);
  llvm::DenseMap<Value, AxisFacts> facts;
};

} // namespace mlir::tileiras

#endif // TILEIRAS_CONVERSIONS_TILEASTOLLVM_AXISINFO_H
