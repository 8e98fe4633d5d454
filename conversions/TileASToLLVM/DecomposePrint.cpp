//===- DecomposePrint.cpp - tile prints as prints of scalars --------------===//
//
// The first phase of convert-tileas-to-llvm (seed 001): a print whose
// arguments include tiles becomes prints of scalars. Each tile is converted
// to a layout in which every thread holds all of it, its elements are
// extracted in row-major order, and its conversion in the format is
// repeated per element inside brackets, one level per dimension:
// "x = %d\n" with a 2x2 tile prints "x = [[0, 1], [2, 3]]". The prints are
// split so that none passes more than 32 arguments (the device printf's
// limit), chained by their tokens.
//
//===----------------------------------------------------------------------===//

#include "conversions/TileASToLLVM/Common.h"

#include "dialects/TileAA/IR/TileAAOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileiras;

namespace {

/// Most arguments one device printf takes.
constexpr size_t kMaxPrintfArgs = 32;
/// Tiles larger than this are not gathered into every thread.
constexpr int64_t kMaxPrintedElements = 1024;

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

/// The elements of `tile` from dimension `dim` on, at `prefix`, in brackets.
void addTile(PrintBuilder &print, OpBuilder &builder, Location loc, Value tile,
             StringRef conversion, SmallVector<Value> &prefix) {
  auto type = cast<RankedTensorType>(tile.getType());
  int64_t dim = prefix.size();
  print.addText("[");
  for (int64_t i = 0; i < type.getDimSize(dim); ++i) {
    if (i > 0)
      print.addText(", ");
    prefix.push_back(arith::ConstantIndexOp::create(builder, loc, i));
    if (dim + 1 == type.getRank())
      print.addValue(conversion,
                     tensor::ExtractOp::create(builder, loc, tile, prefix));
    else
      addTile(print, builder, loc, tile, conversion, prefix);
    prefix.pop_back();
  }
  print.addText("]");
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
    auto layout = getLayout(tile);
    if (!layout)
      return op.emitOpError("printed tile has no layout");
    if (tile.getNumElements() > kMaxPrintedElements)
      return op.emitOpError("printing a tile of ")
             << tile.getNumElements() << " elements (more than "
             << kMaxPrintedElements << ") is not supported";
    // Every thread holds the whole tile: thread mode T:0, values N:1.
    int64_t numThreads = layout.getTVLayout().mode(0)->size();
    std::string whole = "(" + std::to_string(numThreads) + "," +
                        std::to_string(tile.getNumElements()) + "):(0,1)";
    auto replicated = RankedTensorType::get(
        tile.getShape(), tile.getElementType(),
        nv_tileas::TVLayoutAttr::get(op.getContext(), whole));
    Value gathered =
        nv_tileas::ConvertLayoutOp::create(builder, loc, replicated, arg);
    SmallVector<Value> prefix;
    addTile(print, builder, loc, gathered, spec, prefix);
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
