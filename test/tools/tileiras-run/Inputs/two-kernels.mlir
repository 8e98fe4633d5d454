// A gpu.binary as the tileiras pipeline prints it, with a stand-in image:
// the tests here never hand it to a driver.
module {
  gpu.binary @kernels [#gpu.object<#tileiras.target<chip = "sm_90a">, properties = {kernels = {scale = {block = array<i32: 128, 1, 1>, dynamic_smem = 256 : i32, registers = 16 : i32}, copy = {block = array<i32: 64, 2, 1>, dynamic_smem = 0 : i32}}}, bin = "\7FELF not a real image">]
}
