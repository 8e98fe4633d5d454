//===- Registration.h - what TileirasPlugin registers ------------*- C++ -*-===//

#ifndef TILEIRAS_PLUGINS_REGISTRATION_H
#define TILEIRAS_PLUGINS_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tileiras {
/// Every dialect of the project and the external models it attaches.
void registerAllDialects(mlir::DialectRegistry &registry);
/// Every pass and pipeline of the project (call once).
void registerAllPasses();
} // namespace tileiras

#endif // TILEIRAS_PLUGINS_REGISTRATION_H
