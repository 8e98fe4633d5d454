module {
  gpu.binary @k [#gpu.object<#tileiras.target, offload = "BC">]
}
