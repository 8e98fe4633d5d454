//===- DecomposePrint.cpp - tile prints as prints of scalars --------------===//
//
// The first phase of convert-tileas-to-llvm (seed 001): a print whose
// arguments include tiles becomes prints of scalars. Each tile is converted
// to a layout in which every thread holds all of it, its elements are
// extracted in row-major order, and its conversion in the format is
// repeated per element inside brackets, one level per dimension:
// "x = %d\n" with a 2x2 tile prints "x = [[0, 1], [2, 3]]". A tile of more
// than 1024 elements is gathered 1024 row-major elements at a time (slices
// of it flattened), so that no thread holds more. The prints are split so
// that none passes more than 32 arguments (the device printf's limit),
// chained by their tokens.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "dialects/Cute/Layout/ThreadValue.h"
#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileiras;
namespace cute = ::tileiras::cute;

namespace {

/// Most arguments one device printf takes.
constexpr size_t kMaxPrintfArgs = 32;
/// Most elements of a printed tile gathered into every thread at once.
constexpr int64_t kPrintChunk = 1024;

/// The [begin, end) of each `%` conversion of a printf format (`%%` is
/// text), or none when one is unterminated.
std::optional<SmallVector<std::pair<size_t, size_t>>>
findConversions(StringRef format) {
  SmallVector<std::pair<size_t, size_t>> conversions;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    if (i + 1 < format.size() && format[i + 1] == '%') {
      ++i;
      continue;
    }
    size_t end = format.find_first_of("diouxXeEfFgGaAcsp", i + 1);
    if (end == StringRef::npos)
      return std::nullopt;
    conversions.emplace_back(i, end + 1);
    i = end;
  }
  return conversions;
}

/// Prints built piece by piece, flushed before they exceed the argument
/// limit.
class PrintBuilder {
public:
  PrintBuilder(OpBuilder &builder, Location loc, Value token)
      : builder(builder), loc(loc), token(token) {}

  void addText(StringRef text) { format += text.str(); }

  void addValue(StringRef conversion, Value value) {
    if (args.size() == kMaxPrintfArgs)
      flush();
    format += conversion.str();
    args.push_back(value);
  }

  /// Emits what is pending; returns the token of the last print.
  Value finish() {
    flush();
    return token;
  }

private:
  void flush() {
    if (format.empty() && args.empty())
      return;
    token = nv_tileaa::PrintOp::create(
        builder, loc, nv_tileaa::MemTokenType::get(builder.getContext()),
        builder.getStringAttr(format), args, token);
    format.clear();
    args.clear();
  }

  OpBuilder &builder;
  Location loc;
  Value token;
  std::string format;
  SmallVector<Value> args;
};

/// The elements of a tile of `shape` from dimension `dim` on, in brackets;
/// `element` gives the element at a row-major index (`next` counts them).
void addTile(PrintBuilder &print, ArrayRef<int64_t> shape, size_t dim,
             StringRef conversion, int64_t &next,
             function_ref<Value(int64_t)> element) {
  print.addText("[");
  for (int64_t i = 0; i < shape[dim]; ++i) {
    if (i > 0)
      print.addText(", ");
    if (dim + 1 == shape.size())
      print.addValue(conversion, element(next++));
    else
      addTile(print, shape, dim + 1, conversion, next, element);
  }
  print.addText("]");
}

/// Gathers `tile` into every thread, 1024 row-major elements at a time,
/// and prints it.
void addGatheredTile(PrintBuilder &print, OpBuilder &builder, Location loc,
                     Value tile, StringRef conversion) {
  auto type = cast<RankedTensorType>(tile.getType());
  auto layout = getLayout(type);
  int64_t numElements = type.getNumElements();
  int64_t numThreads = layout.getTVLayout().mode(0)->size();
  // The type of a slice every thread holds whole: thread mode T:0, values
  // N:1. A tile that fits in one slice keeps its shape.
  auto sliceType = [&](int64_t size) {
    auto replicated = nv_tileas::TVLayoutAttr::get(
        builder.getContext(), "(" + std::to_string(numThreads) + "," +
                                  std::to_string(size) + "):(0,1)");
    return RankedTensorType::get(size == numElements ? type.getShape()
                                                     : ArrayRef<int64_t>{size},
                                 type.getElementType(), replicated);
  };
  // Layouts index row-major elements, so the flattened tile keeps its
  // layout.
  Value flat;
  if (numElements > kPrintChunk)
    flat = nv_tileaa::ReshapeOp::create(
        builder, loc,
        RankedTensorType::get({numElements}, type.getElementType(), layout),
        tile);
  Value gathered;
  int64_t gatheredStart = -1;
  auto element = [&](int64_t index) -> Value {
    int64_t start = index / kPrintChunk * kPrintChunk;
    if (start != gatheredStart) {
      gatheredStart = start;
      int64_t size = std::min(kPrintChunk, numElements - start);
      gathered = !flat ? nv_tileas::ConvertLayoutOp::create(
                             builder, loc, sliceType(size), tile)
                             .getResult()
                       : tensor::ExtractSliceOp::create(
                             builder, loc, sliceType(size), flat, ValueRange(),
                             ValueRange(), ValueRange(),
                             builder.getDenseI64ArrayAttr({start}),
                             builder.getDenseI64ArrayAttr({size}),
                             builder.getDenseI64ArrayAttr({1}))
                             .getResult();
    }
    // Its coordinates in the gathered tile, dimension by dimension: the
    // row-major index maps with a unit stride along that dimension only.
    auto gatheredType = cast<RankedTensorType>(gathered.getType());
    std::vector<int64_t> shape(gatheredType.getShape().begin(),
                               gatheredType.getShape().end());
    SmallVector<Value> position;
    for (size_t dim = 0; dim < shape.size(); ++dim) {
      std::vector<int64_t> unit(shape.size(), 0);
      unit[dim] = 1;
      int64_t coordinate =
          *(*cute::makeRowMajorIndexMap(shape, unit))(index - start);
      position.push_back(
          arith::ConstantIndexOp::create(builder, loc, coordinate));
    }
    return tensor::ExtractOp::create(builder, loc, gathered, position);
  };
  int64_t next = 0;
  addTile(print, type.getShape(), 0, conversion, next, element);
}

LogicalResult decompose(nv_tileaa::PrintOp op) {
  StringRef format = op.getFormat();
  auto conversions = findConversions(format);
  if (!conversions || conversions->size() != op.getArgs().size())
    return op.emitOpError("format has ")
           << (conversions ? conversions->size() : 0) << " conversions for "
           << op.getArgs().size() << " arguments";
  OpBuilder builder(op);
  Location loc = op.getLoc();
  PrintBuilder print(builder, loc, op.getToken());
  size_t textStart = 0;
  for (auto [conversion, arg] : llvm::zip(*conversions, op.getArgs())) {
    print.addText(format.slice(textStart, conversion.first));
    StringRef spec = format.slice(conversion.first, conversion.second);
    textStart = conversion.second;
    auto tile = dyn_cast<RankedTensorType>(arg.getType());
    if (!tile) {
      print.addValue(spec, arg);
      continue;
    }
    if (!getLayout(tile))
      return op.emitOpError("printed tile has no layout");
    addGatheredTile(print, builder, loc, arg, spec);
  }
  print.addText(format.substr(textStart));
  op.getResultToken().replaceAllUsesWith(print.finish());
  op.erase();
  return success();
}

} // namespace

LogicalResult mlir::tileiras::decomposePrints(Operation *root) {
  SmallVector<nv_tileaa::PrintOp> prints;
  root->walk([&](nv_tileaa::PrintOp op) {
    if (llvm::any_of(op.getArgs().getTypes(),
                     [](Type t) { return isa<RankedTensorType>(t); }))
      prints.push_back(op);
  });
  for (nv_tileaa::PrintOp op : prints)
    if (failed(decompose(op)))
      return failure();
  return success();
}
