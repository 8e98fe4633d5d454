// One kernel, as the tileiras pipeline records it, with a stand-in image.
module {
  gpu.binary @vector_add [#gpu.object<#tileiras.target<chip = "sm_90a">, properties = {kernels = {vector_add = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = 16 : i32}}}, bin = "\7FELF not a real image">]
}
