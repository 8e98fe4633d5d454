//===- CudaTileControlFlowOps.td - control flow and misc -----*- tablegen -*-===//
//
// for, loop, if, break, continue, yield, get_tile_block_id,
// get_num_tile_blocks, assert, assume, print_tko.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD
#define TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD

include "dialects/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", "13.1", [Pure,
    AllTypesMatch<["blockId_x", "blockId_y", "blockId_z"]>]> {
  let summary = "coordinates of this tile block in the grid";
  let description = "`%x, %y, %z = get_tile_block_id : tile<i32>`";
  let results = (outs CudaTile_ScalarI32Tile:$blockId_x,
                      CudaTile_ScalarI32Tile:$blockId_y,
                      CudaTile_ScalarI32Tile:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

#endif // TILEIRAS_DIALECTS_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD
