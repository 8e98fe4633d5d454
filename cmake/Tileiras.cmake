# Helpers shared by every component.
#
# tileiras_add_library(name SRCS... [DEPENDS tblgen-targets] [LINK_LIBS libs])
#   A SHARED library that links only the MLIR and LLVM dylibs (never MLIR's
#   static archives: those would duplicate TypeIDs inside mlir-opt).
function(tileiras_add_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} SHARED ${ARG_UNPARSED_ARGUMENTS})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS} MLIR LLVM)
  target_link_options(${name} PRIVATE -Wl,--no-undefined)
  set_target_properties(${name} PROPERTIES
    BUILD_RPATH "\$ORIGIN"
    INSTALL_RPATH "\$ORIGIN")
  install(TARGETS ${name} LIBRARY DESTINATION lib)
endfunction()

# tileiras_add_plugin(name SRCS... LINK_LIBS libs)
#   A thin MODULE that only exports the mlir-opt plugin entry points.
function(tileiras_add_plugin name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS" ${ARGN})
  add_library(${name} MODULE ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} MLIR LLVM)
  target_link_options(${name} PRIVATE -Wl,--no-undefined)
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    LIBRARY_OUTPUT_DIRECTORY ${TILEIRAS_PLUGIN_OUTPUT_DIR}
    BUILD_RPATH "\$ORIGIN/../lib"
    INSTALL_RPATH "\$ORIGIN/../lib")
  install(TARGETS ${name} LIBRARY DESTINATION plugins)
endfunction()
