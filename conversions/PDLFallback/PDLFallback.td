//===- PDLFallback.td - the pdl-patterns pass option ---------*- tablegen -*-===//
//
// Every conversion pass that accepts user PDL patterns lists this option, so
// the flag has the same name, type and help text everywhere:
//
//   include "conversions/PDLFallback/PDLFallback.td"
//   let options = [..., PDLPatternsOption];
//
// and hands `pdlPatterns` to `addPDLPatternsFromFile` (PDLFallback.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSIONS_PDLFALLBACK_PDLFALLBACK_TD
#define TILEIRAS_CONVERSIONS_PDLFALLBACK_PDLFALLBACK_TD

include "mlir/Pass/PassBase.td"

def PDLPatternsOption : Option<"pdlPatterns", "pdl-patterns", "std::string",
    "\"\"",
    "MLIR file of pdl.pattern ops (at top level or in nested modules) "
    "compiled to the PDL interpreter and applied with the pass's own "
    "patterns; the pass fails when the file cannot be read, parsed, "
    "verified or lowered">;

#endif // TILEIRAS_CONVERSIONS_PDLFALLBACK_PDLFALLBACK_TD
