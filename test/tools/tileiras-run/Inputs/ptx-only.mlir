module {
  gpu.binary @k [#gpu.object<#tileiras.target, properties = {kernels = {k = {dynamic_smem = 0 : i32}}}, assembly = ".version 9.0">]
}
