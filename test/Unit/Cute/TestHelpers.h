//===- TestHelpers.h - Shared helpers of the layout unit tests ------------===//

#ifndef TILEIRAS_TEST_UNIT_CUTE_TESTHELPERS_H
#define TILEIRAS_TEST_UNIT_CUTE_TESTHELPERS_H

#include "dialects/Cute/Layout/Layout.h"

#include <gtest/gtest.h>

namespace tileiras::cute {

/// Parses a layout the test spells out; a typo fails the test.
inline Layout lay(const std::string &text) {
  Result<Layout> l = Layout::parse(text);
  if (!l) {
    ADD_FAILURE() << "bad layout in test: " << l.error();
    return Layout();
  }
  return *l;
}

/// Unwraps a result that the test expects to succeed.
template <typename T> T ok(Result<T> r) {
  if (!r) {
    ADD_FAILURE() << "unexpected error: " << r.error();
    return T();
  }
  return *std::move(r);
}

/// L(i) for an index known to be in range.
inline int64_t at(const Layout &l, int64_t i) { return ok(l(i)); }

} // namespace tileiras::cute

#endif // TILEIRAS_TEST_UNIT_CUTE_TESTHELPERS_H
