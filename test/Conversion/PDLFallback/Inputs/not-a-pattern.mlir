// A pattern file holds patterns only.
func.func @f() {
  return
}
