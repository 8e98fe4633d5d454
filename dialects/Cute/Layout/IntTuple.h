//===- IntTuple.h - Nested integer tuples and the library's result type ---===//
//
// An IntTuple is either an integer or a tuple of IntTuples: the shapes,
// strides and coordinates of a CuTe-style layout. This library is plain C++17
// and depends on neither MLIR nor LLVM, so that it can be unit-tested alone.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUTE_LAYOUT_INTTUPLE_H
#define TILEIRAS_DIALECTS_CUTE_LAYOUT_INTTUPLE_H

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tileiras::cute {

/// A failed precondition, with a message meant for a diagnostic.
struct Error {
  std::string message;
};

/// Either a value or an Error. Every function whose input may violate a
/// precondition returns one of these instead of asserting.
template <typename T> class Result {
public:
  Result(T value) : storage(std::move(value)) {}
  Result(Error error) : storage(std::move(error)) {}

  bool ok() const { return std::holds_alternative<T>(storage); }
  explicit operator bool() const { return ok(); }

  /// The value; only valid when ok().
  const T &value() const & { return std::get<T>(storage); }
  T &&value() && { return std::get<T>(std::move(storage)); }
  const T &operator*() const & { return value(); }
  T &&operator*() && { return std::move(*this).value(); }
  const T *operator->() const { return &value(); }

  /// The error message; empty when ok().
  std::string error() const {
    return ok() ? std::string() : std::get<Error>(storage).message;
  }

private:
  std::variant<T, Error> storage;
};

inline Error makeError(std::string message) { return Error{std::move(message)}; }

class IntTuple {
public:
  /// The integer 0.
  IntTuple() : IntTuple(int64_t(0)) {}
  IntTuple(int64_t value) : leaf(value) {}
  IntTuple(int value) : leaf(value) {}
  /// A tuple of the given elements (a tuple may have any rank, even 0 or 1).
  static IntTuple tuple(std::vector<IntTuple> elements);
  /// Shorthand for tests and tables: IntTuple::of({4, IntTuple::of({2, 8})}).
  static IntTuple of(std::initializer_list<IntTuple> elements) {
    return tuple(std::vector<IntTuple>(elements));
  }

  bool isInt() const { return !tupleFlag; }
  bool isTuple() const { return tupleFlag; }
  /// The integer; 0 for a tuple.
  int64_t value() const { return tupleFlag ? 0 : leaf; }
  /// The elements; empty for an integer.
  const std::vector<IntTuple> &elements() const { return children; }

  /// Number of top-level elements; an integer has rank 1.
  size_t rank() const { return tupleFlag ? children.size() : 1; }
  /// Nesting depth: 0 for an integer, 1 for a flat tuple, and so on.
  size_t depth() const;
  /// Element i; an integer is its own only element. Fails when i >= rank().
  Result<IntTuple> get(size_t i) const;
  /// The integers in depth-first order.
  std::vector<int64_t> leaves() const;
  /// A flat tuple of the leaves (an integer stays an integer).
  IntTuple flatten() const;
  /// Same nesting structure (integers match integers, tuples of equal rank).
  bool congruent(const IntTuple &other) const;

  /// CuTe notation: `4`, `(4,(2,8))`.
  std::string str() const;
  /// Parses the notation written by str(); whitespace is allowed.
  static Result<IntTuple> parse(std::string_view text);

  friend bool operator==(const IntTuple &a, const IntTuple &b);
  friend bool operator!=(const IntTuple &a, const IntTuple &b) { return !(a == b); }

private:
  bool tupleFlag = false;
  int64_t leaf = 0;
  std::vector<IntTuple> children;
};

/// Product of the leaves (1 for an empty tuple); fails on overflow.
Result<int64_t> product(const IntTuple &t);

/// The colexicographic coordinate of `index` within `shape`: congruent to
/// `shape`, leftmost leaf fastest. Fails unless 0 <= index < product(shape).
Result<IntTuple> idx2crd(int64_t index, const IntTuple &shape);

} // namespace tileiras::cute

#endif // TILEIRAS_DIALECTS_CUTE_LAYOUT_INTTUPLE_H
